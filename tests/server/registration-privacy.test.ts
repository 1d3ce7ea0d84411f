import { eq } from 'drizzle-orm';
import registrationsRoute from '@/pages/api/activities/[id]/registrations';
import cancelRoute from '@/pages/api/registrations/[code]/cancel';
import mineRoute from '@/pages/api/registrations/[code]/index';
import lookupRoute from '@/pages/api/registrations/lookup';
import { clearCache } from '@/server/kernel/cache';
import { useDatabase } from '@/server/db';
import type { Database } from '@/server/db/client';
import { activities, registrations, users } from '@/server/db/schema';
import { sessionCookieName } from '@/server/auth/session-cookie';
import { issueSession } from '@/server/auth/sessions';
import { createUser } from '@/server/auth/users';
import { ticketLink } from '@/server/activities/registrations/messages';
import { hashOwnerToken } from '@/server/auth/owner-cookie';
import { freshIp } from './auth-support';
import { callApi, cookiePair, type ApiAnswer } from './support/api';
import { insertActivity } from './support/activities';
import { freshDatabase } from './support/db';

/**
 * A registration is private to whoever made it: the browser that registered
 * (its capability cookie), or someone who has its code with the mobile number.
 * Knowing a phone number alone tells nothing and cancels nothing.
 */

let database: Database;

beforeAll(async () => {
  database = await freshDatabase();
  useDatabase(database);
}, 30_000);
afterAll(() => database.close());
beforeEach(async () => {
  clearCache();
  await database.db.delete(registrations);
  await database.db.delete(activities);
});

let mobileCount = 0;
const newMobile = () => {
  mobileCount += 1;
  return `135${String(mobileCount).padStart(8, '0')}`;
};

const form = (overrides: Record<string, unknown> = {}) => ({
  name: '李雷',
  mobile: newMobile(),
  company: '杭州青禾服饰有限公司',
  position: '采购经理',
  audience: 'retailer',
  quantity: 1,
  consent: true,
  ...overrides,
});

interface Answer {
  registration: { code: string; name: string; status: string };
}

const register = (activityId: number, body: unknown, cookie?: string) =>
  callApi(registrationsRoute, { method: 'POST', query: { id: String(activityId) }, body, ip: freshIp(), headers: cookie ? { cookie } : {} });
const mine = (code: string, cookie?: string) => callApi(mineRoute, { query: { code }, headers: cookie ? { cookie } : {} });
const cancel = (code: string, body: Record<string, unknown>, cookie?: string) =>
  callApi(cancelRoute, { method: 'POST', query: { code }, body, ip: freshIp(), headers: cookie ? { cookie } : {} });
const lookup = (body: Record<string, unknown>) => callApi(lookupRoute, { method: 'POST', body, ip: freshIp() });

/** The capability cookie the 201 set, as the browser sends it back. */
function ownerCookie(answer: ApiAnswer): string {
  const set = answer.cookies.find((cookie) => cookie.startsWith('tmz_reg_'));
  if (!set) throw new Error('no capability cookie');
  return cookiePair(set);
}

const ALREADY = {
  error: {
    code: 'conflict',
    message: '这个手机号或邮箱已经报名过本活动，不能重复报名。请在下方“我的报名”中输入它和报名成功时获得的确认码，查看或取消这条报名。',
  },
};
const NOT_FOUND = { error: { code: 'not_found', message: '没有找到这条报名：请核对手机号或邮箱和确认码。' } };

describe('the browser that registers', () => {
  it('gets an HttpOnly capability cookie for the registration, sent to the API only, and only its hash is stored', async () => {
    const activity = await insertActivity(database.db);
    const made = await register(activity.id, form());
    expect(made.status).toBe(201);
    const { code } = (made.body as Answer).registration;
    const set = made.cookies.find((cookie) => cookie.startsWith(`tmz_reg_${code}=`));
    expect(set).toMatch(new RegExp(`^tmz_reg_${code}=[A-Za-z0-9_-]{43}; Max-Age=\\d+; Path=/api; Expires=[^;]+; HttpOnly; SameSite=Lax$`));
    // Kept until 30 days after the activity ends.
    const maxAge = Number(/Max-Age=(\d+)/.exec(set!)![1]);
    expect(maxAge).toBeGreaterThan((activity.endsAt.getTime() - Date.now()) / 1000 + 29 * 86_400);
    const token = ownerCookie(made).split('=')[1]!;
    const [row] = await database.db.select().from(registrations).where(eq(registrations.code, code));
    expect(row!.ownerTokenHash).toBe(hashOwnerToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('sees its ticket again with the cookie (a reload), and a repeat from it answers with the registration', async () => {
    const activity = await insertActivity(database.db);
    const body = form();
    const made = await register(activity.id, body);
    const cookie = ownerCookie(made);
    const { code } = (made.body as Answer).registration;

    const again = await mine(code.toLowerCase(), cookie);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(made.body);

    const repeat = await register(activity.id, { ...body, name: '换个名字' }, cookie);
    expect(repeat.status).toBe(200);
    expect(repeat.body).toEqual(made.body);
    expect(repeat.cookies.filter((c) => c.startsWith('tmz_reg_'))).toEqual([]);
    expect(await database.db.select().from(registrations)).toHaveLength(1);
  });

  it('cancels without the mobile number: the cookie is the proof', async () => {
    const activity = await insertActivity(database.db);
    const made = await register(activity.id, form());
    const { code } = (made.body as Answer).registration;
    const answer = await cancel(code, {}, ownerCookie(made));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ registration: { code, status: 'cancelled' } });
  });
});

describe('a stranger who knows the mobile number', () => {
  it('learns nothing from registering again with it: the same answer whatever the registration is, and no second row or seat', async () => {
    const first = await insertActivity(database.db, { title: '第一场' });
    const full = await insertActivity(database.db, { title: '第二场', capacity: 1, seatsTaken: 1 });
    const victim = form({ name: '王小红', company: '红星工厂' });
    const confirmed = await register(first.id, victim);
    const waitlisted = await register(full.id, victim);
    expect((confirmed.body as Answer).registration.status).toBe('confirmed');
    expect((waitlisted.body as Answer).registration.status).toBe('waitlisted');

    const strangerA = await register(first.id, { ...victim, name: '陌生人', quantity: 2, attendees: [{ name: '陌生人的同伴' }] });
    const strangerB = await register(full.id, { ...victim, name: '陌生人' });
    expect(strangerA.status).toBe(409);
    expect(strangerA.body).toEqual(ALREADY);
    expect(strangerB.status).toBe(409);
    expect(strangerB.body).toEqual(ALREADY);
    expect(strangerA.cookies).toEqual([]);
    for (const secret of ['王小红', '红星工厂', (confirmed.body as Answer).registration.code]) {
      expect(JSON.stringify(strangerA.body)).not.toContain(secret);
    }
    expect(await database.db.select().from(registrations)).toHaveLength(2);
    const [seats] = await database.db.select({ taken: activities.seatsTaken }).from(activities).where(eq(activities.id, first.id));
    expect(seats!.taken).toBe(1);
  });

  it('cannot prove the registration with a cookie of its own, or one named after the code but holding another token', async () => {
    const activity = await insertActivity(database.db);
    const victim = form();
    const made = await register(activity.id, victim);
    const { code } = (made.body as Answer).registration;
    const strangers = await register(activity.id, form());
    const theirToken = ownerCookie(strangers).split('=')[1]!;
    const forged = `tmz_reg_${code}=${theirToken}`;

    expect((await register(activity.id, victim, forged)).body).toEqual(ALREADY);
    expect((await register(activity.id, victim, ownerCookie(strangers))).body).toEqual(ALREADY);
    expect(await mine(code, forged)).toMatchObject({ status: 404, body: NOT_FOUND });
    expect(await cancel(code, {}, forged)).toMatchObject({ status: 404, body: NOT_FOUND });
  });

  it('gets the unknown code’s 404 from every way in without the proof, and cancels nothing', async () => {
    const activity = await insertActivity(database.db);
    const victim = form();
    const made = await register(activity.id, victim);
    const { code } = (made.body as Answer).registration;
    const unknown = 'ABCDEFGHJKLM';

    const withoutCookie = await mine(code);
    expect(withoutCookie).toMatchObject({ status: 404, body: NOT_FOUND });
    expect((await mine(unknown)).body).toEqual(withoutCookie.body);

    const noProof = await cancel(code, {});
    const wrongMobile = await cancel(code, { mobile: '13999999999' });
    expect(noProof).toMatchObject({ status: 404, body: NOT_FOUND });
    expect(wrongMobile).toMatchObject({ status: 404, body: NOT_FOUND });
    expect((await cancel(unknown, { mobile: victim.mobile })).body).toEqual(NOT_FOUND);
    const [row] = await database.db.select().from(registrations).where(eq(registrations.code, code));
    expect(row!.status).toBe('confirmed');

    expect((await lookup({ mobile: '13999999999', code })).body).toEqual(NOT_FOUND);
  });
});

describe('"my registration" look-up', () => {
  it('takes the mobile number and code in a POST body, never in the query string', async () => {
    const activity = await insertActivity(database.db);
    const victim = form();
    const made = await register(activity.id, victim);
    const { code } = (made.body as Answer).registration;
    const found = await lookup({ mobile: victim.mobile, code: code.toLowerCase() });
    expect(found.status).toBe(200);
    expect(found.body).toEqual(made.body);

    const asGet = await callApi(lookupRoute, { query: { mobile: victim.mobile, code } });
    expect(asGet.status).toBe(405);
    expect(asGet.headers.allow).toBe('POST');
  });
});

describe('proofs without typing the number', () => {
  async function sessionCookieOf(login: string, verified: boolean): Promise<string> {
    const user = await createUser(database.db, { kind: 'member', login, password: 'Lantern-Orchid-42', name: '会员', ...(verified ? { loginVerifiedAt: new Date() } : {}) });
    const session = await issueSession(database.db, user, { persistent: false });
    return `${sessionCookieName()}=${session.token}`;
  }

  it('a member logged in with the verified mobile number sees, gets back and cancels the registration on any device; an unverified one does not', async () => {
    const activity = await insertActivity(database.db);
    const owner = form();
    const made = await register(activity.id, owner);
    const { code } = (made.body as Answer).registration;

    const unverified = await sessionCookieOf(owner.mobile, false);
    expect((await mine(code, unverified)).body).toEqual(NOT_FOUND);
    expect((await register(activity.id, owner, unverified)).status).toBe(409);

    await database.db.delete(users).where(eq(users.login, owner.mobile));
    const verified = await sessionCookieOf(owner.mobile, true);
    expect((await mine(code, verified)).body).toEqual(made.body);
    expect((await register(activity.id, owner, verified)).status).toBe(200);
    // Someone else's verified number proves nothing about this registration.
    expect((await mine(code, await sessionCookieOf(newMobile(), true))).body).toEqual(NOT_FOUND);

    const cancelled = await cancel(code, {}, verified);
    expect(cancelled).toMatchObject({ status: 200, body: { registration: { status: 'cancelled' } } });
  });

  it('the key of the ticket link in the messages opens the registration and cancels it; another key is the same 404', async () => {
    const activity = await insertActivity(database.db);
    const made = await register(activity.id, form());
    const { code } = (made.body as Answer).registration;
    const link = await ticketLink(database.db, code);
    const key = link.slice(-10);
    expect(link).toMatch(new RegExp(`/t/${code}[A-Za-z0-9_-]{10}$`));

    const opened = await callApi(mineRoute, { method: 'POST', query: { code }, body: { key }, ip: freshIp() });
    expect(opened).toMatchObject({ status: 200, body: made.body });
    const wrongKey = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;
    expect((await callApi(mineRoute, { method: 'POST', query: { code }, body: { key: wrongKey }, ip: freshIp() })).body).toEqual(NOT_FOUND);
    expect((await cancel(code, { key: wrongKey })).body).toEqual(NOT_FOUND);
    expect((await cancel(code, { key })).body).toMatchObject({ registration: { status: 'cancelled' } });
  });
});
