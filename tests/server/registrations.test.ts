import { and, eq } from 'drizzle-orm';
import registrationsRoute from '@/pages/api/activities/[id]/registrations';
import { registrationAnswer } from '@/server/activities/registrations/details';
import { cancelRegistration } from '@/server/activities/registrations/cancel';
import { newConfirmationCode } from '@/server/activities/registrations/register';
import { findRegistration } from '@/server/activities/registrations/registration-view';
import { clearCache } from '@/server/kernel/cache';
import { useDatabase } from '@/server/db';
import type { Database } from '@/server/db/client';
import { activities, auditLog, registrations } from '@/server/db/schema';
import { callApi } from './support/api';
import { insertActivity } from './support/activities';
import { freshDatabase } from './support/db';

/** Activity registration: seats never oversold, the waitlist in order, one registration per mobile number. */

let database: Database;
const DAY = 86_400_000;
let ipCount = 0;
const freshIp = () => {
  ipCount += 1;
  return `198.51.${Math.floor(ipCount / 250)}.${(ipCount % 250) + 1}`;
};

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

const buildActivity = (overrides: Partial<typeof activities.$inferInsert> = {}) => insertActivity(database.db, overrides);

let mobileCount = 0;
const newMobile = () => {
  mobileCount += 1;
  return `136${String(mobileCount).padStart(8, '0')}`;
};

/** A name for each person registered beyond the registrant, as the form asks. */
const companions = (quantity: unknown) => Array.from({ length: Math.max(0, Number(quantity ?? 1) - 1) }, (_, i) => ({ name: `同行人${i + 2}` }));

// Each registrant their own number and address: the same address would be the same person (a 409).
const form = (overrides: Record<string, unknown> = {}) => {
  const mobile = newMobile();
  return {
    name: '李雷',
    mobile,
    email: `lilei.${mobile}@example.com`,
    company: '杭州青禾服饰有限公司',
    position: '采购经理',
    audience: 'retailer',
    quantity: 1,
    attendees: companions(overrides.quantity),
    consent: true,
    ...overrides,
  };
};

function submit(activityId: number, body: unknown, options: { ip?: string; lang?: string } = {}) {
  return callApi(registrationsRoute, {
    method: 'POST',
    query: { id: String(activityId) },
    body,
    ip: options.ip ?? freshIp(),
    headers: options.lang ? { 'accept-language': options.lang } : {},
  });
}

const seatsTaken = async (id: number) => (await database.db.select().from(activities).where(eq(activities.id, id)))[0]!.seatsTaken;

describe('POST /api/activities/{id}/registrations', () => {
  it('confirms a registration with a 12-character code and takes its seats', async () => {
    const activity = await buildActivity({ seatsTaken: 5 });
    const answer = await submit(activity.id, form({ quantity: 2 }));
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      registration: {
        code: expect.stringMatching(/^[A-HJ-NP-Z2-9]{12}$/),
        status: 'confirmed',
        waitlistPosition: null,
        quantity: 2,
        name: '李雷',
        activityId: activity.id,
        checkedInAt: null,
        checkedInLabel: null,
        cancelledLabel: null,
        registeredAgain: false,
        // Each person their own code and ticket link, the registrant first with the registration's code.
        attendees: [
          expect.objectContaining({ position: 1, name: '李雷', status: 'confirmed', code: expect.stringMatching(/^[A-HJ-NP-Z2-9]{12}$/) }),
          expect.objectContaining({ position: 2, name: '同行人2', status: 'confirmed', ticketPath: expect.stringMatching(/^\/t\/[A-HJ-NP-Z2-9]{12}/) }),
        ],
        registeredBy: null,
      },
      activity: expect.objectContaining({ id: activity.id, title: '供应链沙龙', venue: '会展中心', online: false }),
    });
    expect(await seatsTaken(activity.id)).toBe(7);
  });

  it('creates nothing for a repeat from the same mobile number, however the number is written', async () => {
    const activity = await buildActivity();
    await submit(activity.id, form({ mobile: '13900139000' }));
    const again = await submit(activity.id, form({ mobile: '+86 139 0013 9000', name: '韩梅梅', quantity: 3 }));
    expect(again.status).toBe(409);
    expect(await database.db.select().from(registrations)).toHaveLength(1);
    expect(await seatsTaken(activity.id)).toBe(1);
  });

  it('puts registrants on the waitlist when the seats are taken, and tells them their place', async () => {
    const activity = await buildActivity({ capacity: 2, seatsTaken: 1 });
    expect((await submit(activity.id, form({ quantity: 2 }))).body).toMatchObject({ registration: { status: 'waitlisted', waitlistPosition: 1 } });
    expect((await submit(activity.id, form())).body).toMatchObject({ registration: { status: 'confirmed' } });
    expect((await submit(activity.id, form())).body).toMatchObject({ registration: { status: 'waitlisted', waitlistPosition: 2 } });
    expect(await seatsTaken(activity.id)).toBe(2);
  });

  it('refuses more people than the activity allows per registration, and says the limit', async () => {
    const activity = await buildActivity({ perRegistrationLimit: 2 });
    const answer = await submit(activity.id, form({ quantity: 3 }));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: { code: 'validation_failed', message: '请检查填写的内容。', fields: { quantity: ['每次报名最多 2 人'] } } });
  });

  it('answers field errors in the request’s language, and nothing is stored', async () => {
    const activity = await buildActivity();
    const zh = await submit(activity.id, form({ name: ' ', mobile: '12345', email: 'not-mail', audience: 'visitor', consent: false }));
    expect(zh.status).toBe(400);
    expect((zh.body as { error: { fields: object } }).error.fields).toEqual({
      name: ['请填写姓名'],
      mobile: ['请输入 11 位中国大陆手机号；境外号码请选择国家或地区后填写，或连同国家区号一起填写（如 +852 6123 4567）'],
      email: ['请输入有效的邮箱地址'],
      audience: ['请选择您的身份'],
      consent: ['请阅读并同意隐私政策'],
    });
    const en = await submit(activity.id, form({ company: '' }), { lang: 'en' });
    expect((en.body as { error: { fields: object } }).error.fields).toEqual({ company: ['Enter your company'] });
    expect(await database.db.select().from(registrations)).toHaveLength(0);
  });

  it.each([
    ['not opened yet', { registrationOpensAt: new Date('2099-01-01T02:00:00Z'), startsAt: new Date('2099-02-01T02:00:00Z'), endsAt: new Date('2099-02-01T05:00:00Z'), registrationClosesAt: new Date('2099-01-20T02:00:00Z') }, '报名尚未开始，将于 2099-01-01 10:00 开放'],
    ['closed', { registrationClosesAt: new Date(Date.now() - 3_600_000) }, '报名已截止'],
    ['past', { startsAt: new Date(Date.now() - DAY), endsAt: new Date(Date.now() - DAY + 3_600_000), registrationClosesAt: new Date(Date.now() - 2 * DAY) }, '活动已结束'],
  ])('answers 409 saying why when registration is %s', async (_state, overrides, message) => {
    const activity = await buildActivity(overrides);
    const answer = await submit(activity.id, form());
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ error: { code: 'conflict', message } });
  });

  it('answers 404 for an unknown or unpublished activity', async () => {
    const hidden = await buildActivity({ published: false });
    expect((await submit(hidden.id, form())).status).toBe(404);
    expect((await submit(hidden.id + 1000, form())).status).toBe(404);
  });

  it('limits one address to 60 registrations in 10 minutes', async () => {
    const activity = await buildActivity({ capacity: 100 });
    const ip = freshIp();
    for (let n = 0; n < 60; n += 1) expect((await submit(activity.id, form(), { ip })).status).toBe(201);
    const limited = await submit(activity.id, form(), { ip });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: { code: 'rate_limited', message: '操作过于频繁，请 10 分钟后再试' } });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  }, 30_000);

  it('gives 200 simultaneous registrations for 20 seats exactly 20 confirmations, the rest a waitlist in order, no duplicates, no errors', async () => {
    const activity = await buildActivity({ capacity: 20, perRegistrationLimit: 1 });
    const answers = await Promise.all(Array.from({ length: 200 }, () => submit(activity.id, form())));
    expect(answers.filter((a) => a.status !== 201)).toEqual([]);

    const rows = await database.db.select().from(registrations).where(eq(registrations.activityId, activity.id)).orderBy(registrations.id);
    expect(rows).toHaveLength(200);
    expect(new Set(rows.map((r) => r.mobile)).size).toBe(200);
    expect(new Set(rows.map((r) => r.code)).size).toBe(200);
    // the first 20 to take the activity's lock are confirmed; the waitlist follows in the same order
    expect(rows.slice(0, 20).every((r) => r.status === 'confirmed')).toBe(true);
    expect(rows.slice(20).every((r) => r.status === 'waitlisted')).toBe(true);
    expect(await seatsTaken(activity.id)).toBe(20);
    const positions = new Map(answers.map((a) => {
      const registration = (a.body as { registration: { code: string; waitlistPosition: number | null } }).registration;
      return [registration.code, registration.waitlistPosition];
    }));
    expect(rows.slice(20).map((r) => positions.get(r.code))).toEqual(Array.from({ length: 180 }, (_, i) => i + 1));
  }, 60_000);
});

describe('cancelRegistration', () => {
  it('frees a confirmed seat for the first on the waitlist, in order, while parties fit', async () => {
    const activity = await buildActivity({ capacity: 3, perRegistrationLimit: 3 });
    const holder = form({ quantity: 2 });
    const confirmed = (await submit(activity.id, holder)).body as { registration: { code: string } };
    await submit(activity.id, form()); // confirmed: 3 of 3
    const firstWaiting = form({ quantity: 1 });
    const secondWaiting = form({ quantity: 2 });
    const thirdWaiting = form({ quantity: 1 });
    for (const body of [firstWaiting, secondWaiting, thirdWaiting]) await submit(activity.id, body);

    const cancelled = await cancelRegistration(database.db, confirmed.registration.code, { mobile: holder.mobile as string });
    expect(cancelled).toMatchObject({ status: 'cancelled' });
    // two seats free: the first (1) fits, the second (2) does not fit in the one left — the third waits behind it
    const status = async (mobile: unknown) => (await database.db.select().from(registrations).where(eq(registrations.mobile, mobile as string)))[0]!.status;
    expect(await status(firstWaiting.mobile)).toBe('confirmed');
    expect(await status(secondWaiting.mobile)).toBe('waitlisted');
    expect(await status(thirdWaiting.mobile)).toBe('waitlisted');
    expect(await seatsTaken(activity.id)).toBe(2);
    expect(await findRegistration(database.db, confirmed.registration.code, { mobile: holder.mobile as string })).toMatchObject({ status: 'cancelled' });
    // The promotion is in the audit log as the system's, caused by the cancellation — no staff member did it.
    const [moved] = await database.db.select().from(registrations).where(eq(registrations.mobile, firstWaiting.mobile as string));
    const entries = await database.db.select().from(auditLog).where(eq(auditLog.entityId, String(moved!.id)));
    expect(entries).toEqual([
      expect.objectContaining({ actorId: null, actorName: '', actorKind: null, cause: 'registration.cancel', action: 'registration.status', changes: { status: ['waitlisted', 'confirmed'] } }),
    ]);
  });

  it('needs both the code and the mobile number, and a cancelled number may register again with a new code', async () => {
    const activity = await buildActivity();
    const body = form();
    const { registration } = (await submit(activity.id, body)).body as { registration: { code: string } };
    expect(await cancelRegistration(database.db, registration.code, { mobile: '13999999999' })).toBeNull();
    expect(await cancelRegistration(database.db, newConfirmationCode(), { mobile: body.mobile as string })).toBeNull();
    await cancelRegistration(database.db, registration.code, { mobile: body.mobile as string });
    expect(await seatsTaken(activity.id)).toBe(0);

    const again = await submit(activity.id, body);
    expect(again.status).toBe(201);
    expect((again.body as { registration: { code: string } }).registration.code).not.toBe(registration.code);
    expect(await seatsTaken(activity.id)).toBe(1);

    // The old code still answers: cancelled, and saying the number has registered again (its SMS link is no 404).
    const old = await findRegistration(database.db, registration.code, { mobile: body.mobile as string });
    expect(old).toMatchObject({ status: 'cancelled' });
    expect((await registrationAnswer(database.db, old!, 'zh-CN')).registration).toMatchObject({ status: 'cancelled', registeredAgain: true });
    // Cancelled and registered again once more: two cancelled rows and one live one for the number.
    await cancelRegistration(database.db, (again.body as { registration: { code: string } }).registration.code, { mobile: body.mobile as string });
    expect((await submit(activity.id, body)).status).toBe(201);
    const rows = await database.db.select({ status: registrations.status }).from(registrations).where(eq(registrations.mobile, body.mobile as string));
    expect(rows.map((row) => row.status).sort()).toEqual(['cancelled', 'cancelled', 'confirmed']);
    // A second live registration of the number is still refused by the database itself.
    const [live] = await database.db.select().from(registrations).where(and(eq(registrations.mobile, body.mobile as string), eq(registrations.status, 'confirmed')));
    await expect(database.db.insert(registrations).values({ ...live!, id: undefined, code: newConfirmationCode() })).rejects.toMatchObject({
      cause: expect.objectContaining({ message: expect.stringContaining('registrations_activity_mobile_idx') }),
    });
  });
});
