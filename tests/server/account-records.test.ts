import { eq } from 'drizzle-orm';
import type { Viewer } from '@/lib/guards';
import type { AccountProps } from '@/server/accounts/account-loader';
import { loadAccount } from '@/server/accounts/account-loader';
import myRegistrationRoute from '@/pages/api/activities/[id]/my-registration';
import registrationsRoute from '@/pages/api/activities/[id]/registrations';
import ticketRoute from '@/pages/api/registrations/[code]';
import cancelRoute from '@/pages/api/registrations/[code]/cancel';
import { issueSession } from '@/server/auth/sessions';
import { clearCache } from '@/server/kernel/cache';
import { useDatabase } from '@/server/db';
import type { Database } from '@/server/db/client';
import { activities, articles, jobApplications, jobs, registrations, users } from '@/server/db/schema';
import type { PageContext } from '@/server/http/page';
import { buildUser, freshIp, uniqueMobile, type BuiltUser } from './auth-support';
import { callApi } from './support/api';
import { insertActivity } from './support/activities';
import { applicationFields, insertJob, postApplication } from './support/applications';
import { buildArticle, freshDatabase } from './support/db';

/**
 * /account as the member's home (issue 36): the account's registrations (found by the account that made them
 * or its verified mobile number), job applications with their status and submissions with the review's note;
 * and an activity's "my registration" found by the account as well as by the browser's capability cookie.
 */

let database: Database;
/** A member whose login is a mobile number verified with a code. */
let mobileMember: BuiltUser;
/** A member logged in with an e-mail address. */
let emailMember: BuiltUser;
let exhibitor: BuiltUser;
const session: Record<'mobile' | 'email' | 'exhibitor', string> = { mobile: '', email: '', exhibitor: '' };

beforeAll(async () => {
  database = await freshDatabase();
  useDatabase(database);
  mobileMember = await buildUser(database.db, { login: uniqueMobile(), name: '韩梅梅' });
  await database.db.update(users).set({ loginVerifiedAt: new Date() }).where(eq(users.id, mobileMember.id));
  mobileMember = { ...mobileMember, loginVerifiedAt: new Date() };
  emailMember = await buildUser(database.db, { name: '李雷' });
  exhibitor = await buildUser(database.db, { kind: 'exhibitor' });
  for (const [key, user] of [
    ['mobile', mobileMember],
    ['email', emailMember],
    ['exhibitor', exhibitor],
  ] as const) {
    session[key] = `tmz_session=${(await issueSession(database.db, user, { persistent: false })).token}`;
  }
}, 60_000);
afterAll(() => database.close());
beforeEach(async () => {
  clearCache();
  await database.db.delete(registrations);
  await database.db.delete(activities);
  await database.db.delete(jobApplications);
  await database.db.delete(jobs);
  await database.db.delete(articles);
});

const viewerOf = (user: BuiltUser): Viewer => ({ id: user.id, kind: user.kind, name: user.name, login: user.login, verified: user.loginVerifiedAt !== null });

async function accountOf(user: BuiltUser, locale = 'zh-CN'): Promise<AccountProps['records']> {
  const result = await loadAccount({ query: {}, locale, viewer: viewerOf(user) } as unknown as PageContext);
  if (!('props' in result)) throw new Error('no props');
  return (await result.props).records;
}

let mobileCount = 0;
const newMobile = () => {
  mobileCount += 1;
  return `135${String(mobileCount).padStart(8, '0')}`;
};

/** POST a registration, logged in with `cookie` (or not); returns its code and the browser's capability cookie. */
async function register(activityId: number, { cookie, mobile = newMobile(), quantity = 1 }: { cookie?: string; mobile?: string; quantity?: number } = {}) {
  const answer = await callApi(registrationsRoute, {
    method: 'POST',
    query: { id: String(activityId) },
    ip: freshIp(),
    headers: cookie ? { cookie } : {},
    body: { name: '韩梅梅', mobile, company: '青禾服饰', position: '采购经理', audience: 'retailer', quantity, attendees: Array.from({ length: quantity - 1 }, (_, index) => ({ name: `同行人${index + 2}` })), consent: true },
  });
  expect(answer.status).toBe(201);
  const code = (answer.body as { registration: { code: string } }).registration.code;
  const owner = answer.cookies.find((set) => set.startsWith(`tmz_reg_${code}=`));
  return { code, mobile, ownerCookie: owner!.split(';')[0]! };
}

const mine = (activityId: number, cookie?: string) =>
  callApi(myRegistrationRoute, { query: { id: String(activityId) }, ip: freshIp(), headers: cookie ? { cookie } : {} });

describe('/account lists the account’s registrations', () => {
  it('lists a registration made logged in, with its activity and code, newest first; another member does not see it', async () => {
    const earlier = await insertActivity(database.db, { title: '供应链沙龙', titleEn: 'Supply chain salon', venue: '会展中心', venueEn: 'Expo Centre' });
    const later = await insertActivity(database.db, { title: '直播课', online: true }, { startsInDays: 20 });
    const first = await register(earlier.id, { cookie: session.email, quantity: 2 });
    const second = await register(later.id, { cookie: session.email });

    const [row] = await database.db.select({ userId: registrations.userId }).from(registrations).where(eq(registrations.code, first.code));
    expect(row?.userId).toBe(emailMember.id);

    const records = await accountOf(emailMember);
    expect(records.registrations.map((item) => item.code)).toEqual([second.code, first.code]);
    expect(records.registrations[1]).toMatchObject({
      code: first.code,
      activityId: earlier.id,
      activityTitle: '供应链沙龙',
      venue: '会展中心',
      online: false,
      status: 'confirmed',
      quantity: 2,
      past: false,
      activityGone: false,
    });
    expect(records.registrations[0]).toMatchObject({ activityTitle: '直播课', online: true, venue: '' });
    // In English: the activity's English title and venue.
    expect((await accountOf(emailMember, 'en')).registrations[1]).toMatchObject({ activityTitle: 'Supply chain salon', venue: 'Expo Centre' });

    expect((await accountOf(mobileMember)).registrations).toEqual([]);
    expect((await accountOf(exhibitor)).registrations).toEqual([]);
  });

  it('does not tie a registration made without logging in to any account (unless made with a verified login number)', async () => {
    const activity = await insertActivity(database.db);
    const anonymous = await register(activity.id);
    const [row] = await database.db.select({ userId: registrations.userId }).from(registrations).where(eq(registrations.code, anonymous.code));
    expect(row?.userId).toBeNull();
    expect((await accountOf(emailMember)).registrations).toEqual([]);

    // Made logged out with the mobile number a member logs in with (verified): that member's own.
    const withLogin = await register(activity.id, { mobile: mobileMember.login });
    expect((await accountOf(mobileMember)).registrations.map((item) => item.code)).toEqual([withLogin.code]);
  });

  it('shows a cancelled registration as cancelled, and one whose activity was taken off the site without its link', async () => {
    const activity = await insertActivity(database.db);
    const made = await register(activity.id, { cookie: session.email });
    expect((await callApi(cancelRoute, { method: 'POST', query: { code: made.code }, body: { mobile: made.mobile }, ip: freshIp() })).status).toBe(200);
    expect((await accountOf(emailMember)).registrations[0]).toMatchObject({ code: made.code, status: 'cancelled' });
    await database.db.update(activities).set({ published: false }).where(eq(activities.id, activity.id));
    expect((await accountOf(emailMember)).registrations[0]).toMatchObject({ code: made.code, activityGone: true });
  });
});

describe('an activity’s “my registration”', () => {
  it('is found by the account that registered, without the browser’s cookie, and opens its ticket', async () => {
    const activity = await insertActivity(database.db);
    const made = await register(activity.id, { cookie: session.email });

    const found = await mine(activity.id, session.email);
    expect(found.status).toBe(200);
    expect(found.body).toEqual({ registration: { code: made.code, status: 'confirmed' } });
    expect(found.headers['cache-control']).toBe('no-store');

    // The ticket, on another device: the account proves it.
    const ticket = await callApi(ticketRoute, { query: { code: made.code }, headers: { cookie: session.email } });
    expect(ticket.status).toBe(200);
    expect(ticket.body).toMatchObject({ registration: { code: made.code, status: 'confirmed' } });

    // Another member, another exhibitor, nobody: nothing, and no ticket.
    for (const cookie of [session.mobile, session.exhibitor, undefined]) {
      expect((await mine(activity.id, cookie)).body).toEqual({ registration: null });
    }
    expect((await callApi(ticketRoute, { query: { code: made.code }, headers: { cookie: session.mobile } })).status).toBe(404);
  });

  it('is found by the browser’s capability cookie without an account, and not for another activity', async () => {
    const activity = await insertActivity(database.db);
    const other = await insertActivity(database.db, { title: '另一场' });
    const made = await register(activity.id);
    expect((await mine(activity.id, made.ownerCookie)).body).toEqual({ registration: { code: made.code, status: 'confirmed' } });
    expect((await mine(other.id, made.ownerCookie)).body).toEqual({ registration: null });
    // A cookie whose token is not the registration's proves nothing.
    const forged = `tmz_reg_${made.code}=${'A'.repeat(43)}`;
    expect((await mine(activity.id, forged)).body).toEqual({ registration: null });
  });

  it('is found by the verified mobile number the member logs in with', async () => {
    const activity = await insertActivity(database.db);
    const made = await register(activity.id, { mobile: mobileMember.login });
    expect((await mine(activity.id, session.mobile)).body).toEqual({ registration: { code: made.code, status: 'confirmed' } });
  });

  it('leaves out a cancelled registration (the form is there to register again)', async () => {
    const activity = await insertActivity(database.db);
    const made = await register(activity.id, { cookie: session.email });
    await callApi(cancelRoute, { method: 'POST', query: { code: made.code }, body: { mobile: made.mobile }, ip: freshIp() });
    expect((await mine(activity.id, `${session.email}; ${made.ownerCookie}`)).body).toEqual({ registration: null });
  });

  it('says nothing of an unknown activity', async () => {
    expect((await mine(999_999, session.email)).body).toEqual({ registration: null });
  });
});

describe('/account lists the account’s job applications with their status', () => {
  it('lists an application sent logged in with where it stands; another member does not see it', async () => {
    const job = await insertJob(database.db, { title: '品牌运营专员', titleEn: 'Brand Operations Specialist' });
    const sent = await postApplication(job.id, applicationFields(), undefined, { cookie: session.email, ip: freshIp() });
    expect(sent.status).toBe(201);
    const reference = (sent.body as { application: { reference: string } }).application.reference;

    expect((await accountOf(emailMember)).applications).toEqual([
      expect.objectContaining({ reference, jobId: job.id, jobTitle: '品牌运营专员', status: 'new', updatedLabel: '' }),
    ]);
    // A recruiter invites the candidate to interview.
    await database.db.update(jobApplications).set({ status: 'interview', statusChangedAt: new Date() }).where(eq(jobApplications.reference, reference));
    const [after] = (await accountOf(emailMember, 'en')).applications;
    expect(after).toMatchObject({ reference, jobTitle: 'Brand Operations Specialist', status: 'interview' });
    expect(after!.updatedLabel).not.toBe('');

    expect((await accountOf(mobileMember)).applications).toEqual([]);
  });

  it('lists one sent with the member’s verified mobile number; a hidden job’s is listed without its link', async () => {
    const job = await insertJob(database.db);
    const sent = await postApplication(job.id, applicationFields({ mobile: mobileMember.login }), undefined, { ip: freshIp() });
    expect(sent.status).toBe(201);
    expect((await accountOf(mobileMember)).applications).toEqual([expect.objectContaining({ jobId: job.id, status: 'new' })]);
    await database.db.update(jobs).set({ hidden: true }).where(eq(jobs.id, job.id));
    expect((await accountOf(mobileMember)).applications).toEqual([expect.objectContaining({ jobId: null })]);
    expect((await accountOf(emailMember)).applications).toEqual([]);
  });
});

describe('/account lists the account’s submissions', () => {
  it('shows the latest with their state and the reviewer’s note; exhibitors get no such list', async () => {
    await buildArticle(database.db, { authorId: emailMember.id, title: '旧稿', status: 'rejected', reviewNote: '请补充数据来源。', updatedAt: new Date('2026-10-01T02:00:00Z') });
    await buildArticle(database.db, { authorId: emailMember.id, title: '新稿', status: 'pending', updatedAt: new Date('2026-10-31T02:00:00Z') });
    await buildArticle(database.db, { authorId: mobileMember.id, title: '别人的稿' });
    const records = await accountOf(emailMember);
    expect(records.submissions?.map((item) => [item.title, item.status, item.reviewNote])).toEqual([
      ['新稿', 'pending', ''],
      ['旧稿', 'rejected', '请补充数据来源。'],
    ]);
    expect((await accountOf(exhibitor)).submissions).toBeNull();
  });

  it('says so when the account has nothing yet', async () => {
    expect(await accountOf(emailMember)).toEqual({ registrations: [], applications: [], submissions: [] });
  });
});
