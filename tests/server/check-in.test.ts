import { eq } from 'drizzle-orm';
import checkinsRoute from '@/pages/api/checkins';
import { issueSession } from '@/server/auth/sessions';
import { clearCache } from '@/server/kernel/cache';
import { chinaDateTime } from '@/server/kernel/china-time';
import { useDatabase } from '@/server/db';
import type { Database } from '@/server/db/client';
import { activities, activityExhibitors, leads, registrations } from '@/server/db/schema';
import { loadExhibitorCentre, type ExhibitorCentreProps } from '@/server/accounts/account-loader';
import type { PageContext } from '@/server/http/page';
import { checkIn, previewCheckIn } from '@/server/activities/registrations/check-in';
import { insertAttendees } from '@/server/activities/registrations/attendees';
import { apiError, buildUser, type BuiltUser } from './auth-support';
import { callApi } from './support/api';
import { insertActivity } from './support/activities';
import { freshDatabase } from './support/db';

/**
 * Check-in at the booth takes only the tickets of activities the exhibitor
 * is attached to (telling an exhibitor nothing of the others' registrations),
 * and only from the activity's doors-open time (by default 2 hours before it
 * starts) to its end; the exhibitor centre lists where and from when it may
 * check visitors in.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let database: Database;
let exhibitor: BuiltUser;
let outsider: BuiltUser;
const cookies = { exhibitor: '', outsider: '' };

beforeAll(async () => {
  database = await freshDatabase();
  useDatabase(database);
  exhibitor = await buildUser(database.db, { kind: 'exhibitor', name: '青禾服饰' });
  outsider = await buildUser(database.db, { kind: 'exhibitor', name: '别家展商' });
  cookies.exhibitor = `tmz_session=${(await issueSession(database.db, exhibitor, { persistent: false })).token}`;
  cookies.outsider = `tmz_session=${(await issueSession(database.db, outsider, { persistent: false })).token}`;
}, 60_000);
afterAll(() => database.close());
beforeEach(async () => {
  clearCache();
  await database.db.delete(leads);
  await database.db.delete(registrations);
  await database.db.delete(activities);
});

/** An activity starting `startsIn` ms from now (negative: started), lasting `lasts` ms, with `exhibitor` attached. */
async function activityAt(startsIn: number, { lasts = 3 * HOUR, doorsOpenAt = null as Date | null, title = '供应链沙龙', titleEn = null as string | null } = {}) {
  const startsAt = new Date(Date.now() + startsIn);
  const activity = await insertActivity(database.db, {
    title,
    titleEn,
    startsAt,
    endsAt: new Date(startsAt.getTime() + lasts),
    doorsOpenAt,
    registrationOpensAt: new Date(startsAt.getTime() - 30 * 24 * HOUR),
    registrationClosesAt: startsAt,
  });
  await database.db.insert(activityExhibitors).values({ activityId: activity.id, exhibitorId: exhibitor.id });
  return activity;
}

let ticketCount = 0;
/** A registration as the registration code leaves it. */
async function ticket(activityId: number, status: 'confirmed' | 'waitlisted' | 'cancelled' | 'checked_in' = 'confirmed') {
  ticketCount += 1;
  const [row] = await database.db
    .insert(registrations)
    .values({
      activityId,
      code: `TKT${String(ticketCount).padStart(9, '0').replace(/\d/g, (digit) => 'ABCDEFGHJK'[Number(digit)]!)}`,
      name: `韩梅梅${ticketCount}`,
      mobile: `1360000${String(ticketCount).padStart(4, '0')}`,
      company: '东方工厂',
      position: '厂长',
      audience: 'factory',
      quantity: 1,
      status,
      checkedInAt: status === 'checked_in' ? new Date(Date.now() - HOUR) : null,
    })
    .returning();
  // Its attendee (the registrant), as registering writes it: the code on the ticket.
  await insertAttendees(database.db, [row!], [], new Date());
  return row!;
}

const scan = (code: string, who: keyof typeof cookies = 'exhibitor', lang?: string) =>
  callApi(checkinsRoute, { method: 'POST', body: { code }, headers: { cookie: cookies[who], ...(lang ? { 'accept-language': lang } : {}) } });
/** The first step at the door: whose ticket it is, before 确认签到. */
const look = (code: string | undefined, who: keyof typeof cookies | 'nobody' = 'exhibitor', lang?: string) =>
  callApi(checkinsRoute, {
    method: 'GET',
    query: code === undefined ? {} : { code },
    headers: { ...(who === 'nobody' ? {} : { cookie: cookies[who] }), ...(lang ? { 'accept-language': lang } : {}) },
  });
/** Every registration and lead as stored, to show that a look-up changed nothing. */
const stored = async () => ({
  registrations: await database.db.select().from(registrations).orderBy(registrations.id),
  leads: await database.db.select().from(leads),
});
const statusOf = async (id: number) => (await database.db.select().from(registrations).where(eq(registrations.id, id)))[0]!.status;
const leadCount = async () => (await database.db.select().from(leads)).length;

describe('POST /api/checkins: whose tickets', () => {
  it('refuses a ticket of an activity the exhibitor is not attached to with one 403 that reveals nothing of the registration, whatever its status or time', async () => {
    const open = await activityAt(HOUR);
    const ended = await activityAt(-5 * HOUR);
    const tickets = [await ticket(open.id), await ticket(open.id, 'waitlisted'), await ticket(open.id, 'cancelled'), await ticket(open.id, 'checked_in'), await ticket(ended.id)];
    for (const row of tickets) {
      const answer = await scan(row.code, 'outsider');
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual(apiError('forbidden', '这张票属于您未参展的活动，不能在这里签到。'));
      // Neither who registered, nor for what.
      expect(JSON.stringify(answer.body)).not.toMatch(/韩梅梅|东方工厂|供应链沙龙/);
    }
    expect((await scan(tickets[0]!.code, 'outsider', 'en')).body).toEqual(
      apiError('forbidden', 'This ticket is for an activity you are not exhibiting at; it cannot be checked in here.'),
    );
    expect(await statusOf(tickets[0]!.id)).toBe('confirmed');
    expect(await leadCount()).toBe(0);
    // The attached exhibitor checks the same ticket in.
    expect((await scan(tickets[0]!.code)).status).toBe(201);
  });

  it('keeps 404 for a code that names no registration', async () => {
    expect(await scan('ABCDEFGHJKLM', 'outsider')).toMatchObject({ status: 404, body: apiError('not_found', '没有这张票：请核对确认码。') });
  });
});

describe('POST /api/checkins: when', () => {
  it('refuses a ticket before the activity’s doors-open time with 409 saying when check-in opens, also for a waitlisted one', async () => {
    const doors = new Date('2030-05-20T01:30:00Z');
    const activity = await insertActivity(database.db, {
      startsAt: new Date('2030-05-20T06:00:00Z'),
      endsAt: new Date('2030-05-20T09:00:00Z'),
      doorsOpenAt: doors,
      registrationClosesAt: new Date('2030-05-19T06:00:00Z'),
    });
    await database.db.insert(activityExhibitors).values({ activityId: activity.id, exhibitorId: exhibitor.id });
    const confirmed = await ticket(activity.id);
    expect(await scan(confirmed.code)).toMatchObject({ status: 409, body: apiError('conflict', '入场尚未开始：2030-05-20 09:30 起可签到。') });
    expect((await scan(confirmed.code, 'exhibitor', 'en')).body).toEqual(apiError('conflict', 'Check-in has not started yet: it opens at 2030-05-20 09:30.'));
    const waiting = await ticket(activity.id, 'waitlisted');
    expect((await scan(waiting.code)).body).toEqual(apiError('conflict', '入场尚未开始：2030-05-20 09:30 起可签到。'));
    expect(await statusOf(confirmed.id)).toBe('confirmed');
    expect(await leadCount()).toBe(0);
  });

  it('opens check-in 2 hours before the start when the activity has no doors-open time of its own', async () => {
    const soon = await activityAt(2 * HOUR + 5 * MINUTE);
    const early = await ticket(soon.id);
    const refused = await scan(early.code);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual(apiError('conflict', `入场尚未开始：${chinaDateTime(new Date(soon.startsAt.getTime() - 2 * HOUR))} 起可签到。`));

    const sooner = await activityAt(2 * HOUR - 5 * MINUTE);
    expect((await scan((await ticket(sooner.id)).code)).status).toBe(201);

    // To the millisecond: closed until 2 hours before the start, open from then.
    const boundary = soon.startsAt.getTime() - 2 * HOUR;
    expect(await checkIn(database.db, exhibitor.id, early.code, new Date(boundary - 1))).toEqual({ kind: 'not_open', doorsOpenAt: new Date(boundary) });
    expect(await checkIn(database.db, exhibitor.id, early.code, new Date(boundary))).toMatchObject({ kind: 'checked_in', first: true });
  });

  it('refuses a ticket once the activity is over with 409, also one checked in before', async () => {
    const over = await activityAt(-3 * HOUR - MINUTE);
    const row = await ticket(over.id);
    expect(await scan(row.code)).toMatchObject({ status: 409, body: apiError('conflict', '活动已结束，不能再签到。') });
    expect((await scan(row.code, 'exhibitor', 'en')).body).toEqual(apiError('conflict', 'The activity is over; tickets can no longer be checked in.'));
    expect((await scan((await ticket(over.id, 'checked_in')).code)).status).toBe(409);
    expect(await statusOf(row.id)).toBe('confirmed');
    expect(await leadCount()).toBe(0);

    // To the millisecond: open until the end, closed from it.
    expect((await checkIn(database.db, exhibitor.id, row.code, over.endsAt)).kind).toBe('ended');
    expect((await checkIn(database.db, exhibitor.id, row.code, new Date(over.endsAt.getTime() - 1))).kind).toBe('checked_in');
  });

  it('checks a ticket in inside the window: 201 with the visitor, the registration checked in, the visitor a lead', async () => {
    const running = await activityAt(-HOUR, { doorsOpenAt: new Date(Date.now() - 3 * HOUR) });
    const row = await ticket(running.id);
    const answer = await scan(row.code);
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ first: true, visitor: { code: row.code, name: row.name, company: '东方工厂', activityTitle: '供应链沙龙' } });
    expect(await statusOf(row.id)).toBe('checked_in');
    expect(await database.db.select({ exhibitorId: leads.exhibitorId, registrationId: leads.registrationId }).from(leads)).toEqual([
      { exhibitorId: exhibitor.id, registrationId: row.id },
    ]);
    // Still the seat's rules inside the window.
    expect((await scan((await ticket(running.id, 'waitlisted')).code)).body).toEqual(apiError('conflict', '这条报名还在候补名单中，不能签到。'));
  });
});

describe('GET /api/checkins?code=: whose ticket, before checking it in', () => {
  it('answers the holder as the exhibitor may see them, and writes nothing', async () => {
    const running = await activityAt(-HOUR);
    const row = await ticket(running.id);
    const before = await stored();
    const answer = await look(row.code.toLowerCase());
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      status: 'confirmed',
      checkedInLabel: null,
      inLeads: false,
      visitor: { code: row.code, name: row.name, company: '东方工厂', position: '厂长', quantity: 1, activityTitle: '供应链沙龙' },
    });
    // Nothing more than the check-in answer gives: no mobile number, e-mail or audience.
    expect(JSON.stringify(answer.body)).not.toMatch(new RegExp(row.mobile));
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(await stored()).toEqual(before);
    expect(await leadCount()).toBe(0);

    // The second step checks it in.
    expect((await scan(row.code)).status).toBe(201);
    expect(await statusOf(row.id)).toBe('checked_in');
  });

  it('says when a ticket was checked in before and whether the visitor is among the exhibitor’s leads, adding nothing', async () => {
    const running = await activityAt(-HOUR);
    const row = await ticket(running.id, 'checked_in');
    const before = await stored();
    const answer = await look(row.code);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      status: 'checked_in',
      checkedInLabel: chinaDateTime(row.checkedInAt!),
      inLeads: false,
      visitor: expect.objectContaining({ code: row.code, name: row.name }),
    });
    expect(await stored()).toEqual(before);

    // Checked in by someone else: this exhibitor's check-in adds the lead, and the look-up then says so.
    expect((await scan(row.code)).status).toBe(200);
    expect((await look(row.code)).body).toMatchObject({ status: 'checked_in', inLeads: true });
    expect((await look(row.code, 'outsider')).status).toBe(403);
  });

  it('refuses another exhibitor’s ticket with the check-in’s one 403, whatever its status or time, and writes nothing', async () => {
    const open = await activityAt(HOUR);
    const ended = await activityAt(-5 * HOUR);
    const notYet = await activityAt(30 * 24 * HOUR);
    const tickets = [
      await ticket(open.id),
      await ticket(open.id, 'waitlisted'),
      await ticket(open.id, 'cancelled'),
      await ticket(open.id, 'checked_in'),
      await ticket(ended.id),
      await ticket(notYet.id),
    ];
    const before = await stored();
    for (const row of tickets) {
      const answer = await look(row.code, 'outsider');
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual(apiError('forbidden', '这张票属于您未参展的活动，不能在这里签到。'));
      expect(JSON.stringify(answer.body)).not.toMatch(/韩梅梅|东方工厂|供应链沙龙/);
    }
    expect((await look(tickets[0]!.code, 'outsider', 'en')).body).toEqual(
      apiError('forbidden', 'This ticket is for an activity you are not exhibiting at; it cannot be checked in here.'),
    );
    expect(await stored()).toEqual(before);
  });

  it('refuses as the check-in does: unknown code, not open yet, ended, waitlisted, cancelled — and writes nothing', async () => {
    expect(await look('ABCDEFGHJKLM')).toMatchObject({ status: 404, body: apiError('not_found', '没有这张票：请核对确认码。') });
    expect((await look('ABCDEFGHJKLM', 'exhibitor', 'en')).body).toEqual(apiError('not_found', 'No such ticket: check the confirmation code.'));

    const doors = new Date('2030-05-20T01:30:00Z');
    const later = await activityAt(new Date('2030-05-20T06:00:00Z').getTime() - Date.now(), { doorsOpenAt: doors });
    const early = await ticket(later.id);
    const over = await activityAt(-3 * HOUR - MINUTE);
    const running = await activityAt(-HOUR);
    const rows = { early, ended: await ticket(over.id), waitlisted: await ticket(running.id, 'waitlisted'), cancelled: await ticket(running.id, 'cancelled') };
    const before = await stored();
    expect(await look(rows.early.code)).toMatchObject({ status: 409, body: apiError('conflict', '入场尚未开始：2030-05-20 09:30 起可签到。') });
    expect(await look(rows.ended.code)).toMatchObject({ status: 409, body: apiError('conflict', '活动已结束，不能再签到。') });
    expect(await look(rows.waitlisted.code)).toMatchObject({ status: 409, body: apiError('conflict', '这条报名还在候补名单中，不能签到。') });
    expect(await look(rows.cancelled.code)).toMatchObject({ status: 409, body: apiError('conflict', '这条报名已取消，不能签到。') });
    expect((await look(rows.waitlisted.code, 'exhibitor', 'en')).body).toEqual(
      apiError('conflict', 'This registration is still on the waitlist and cannot be checked in.'),
    );
    expect(await stored()).toEqual(before);
  });

  it('decides at the same instants as the check-in: from the doors-open time, until the end', async () => {
    const soon = await activityAt(2 * HOUR + 5 * MINUTE, { lasts: HOUR });
    const row = await ticket(soon.id);
    const doorsOpen = soon.startsAt.getTime() - 2 * HOUR;
    expect(await previewCheckIn(database.db, exhibitor.id, row.code, new Date(doorsOpen - 1))).toEqual({ kind: 'not_open', doorsOpenAt: new Date(doorsOpen) });
    expect(await previewCheckIn(database.db, exhibitor.id, row.code, new Date(doorsOpen))).toMatchObject({ kind: 'admissible', status: 'confirmed', checkedInAt: null });
    expect((await previewCheckIn(database.db, exhibitor.id, row.code, new Date(soon.endsAt.getTime() - 1))).kind).toBe('admissible');
    expect(await previewCheckIn(database.db, exhibitor.id, row.code, soon.endsAt)).toEqual({ kind: 'ended' });
    expect(await statusOf(row.id)).toBe('confirmed');
  });

  it('is for exhibitors only (401, 403) and asks for a code (400)', async () => {
    expect((await look('ABCDEFGHJKLM', 'nobody')).status).toBe(401);
    const member = await buildUser(database.db, { kind: 'member', name: '会员' });
    const memberCookie = `tmz_session=${(await issueSession(database.db, member, { persistent: false })).token}`;
    expect((await callApi(checkinsRoute, { method: 'GET', query: { code: 'ABCDEFGHJKLM' }, headers: { cookie: memberCookie } })).status).toBe(403);
    expect((await look(undefined)).status).toBe(400);
    expect((await look('not a code')).status).toBe(400);
  });
});

describe('the exhibitor centre', () => {
  const centre = async (who: BuiltUser, locale = 'zh-CN') => {
    const result = await loadExhibitorCentre({ viewer: { id: who.id, kind: 'exhibitor', name: who.name, login: who.login }, query: {}, locale } as unknown as PageContext);
    if (!('props' in result)) throw new Error('expected props');
    return result.props as ExhibitorCentreProps;
  };

  it('lists the activities the exhibitor is attached to and that are not over, soonest first, with when check-in opens', async () => {
    const later = await activityAt(10 * 24 * HOUR, { title: '秋季选品会', titleEn: 'Autumn sourcing fair', doorsOpenAt: new Date(Date.now() + 10 * 24 * HOUR - 30 * MINUTE) });
    const running = await activityAt(-HOUR);
    await activityAt(-5 * HOUR, { title: '已结束的沙龙' });
    const elsewhere = await insertActivity(database.db, { title: '没有参展的活动' });

    const { activities: listed } = await centre(exhibitor);
    expect(listed).toEqual([
      {
        id: running.id,
        title: '供应链沙龙',
        online: false,
        venue: '会展中心',
        startLabel: chinaDateTime(running.startsAt),
        endLabel: chinaDateTime(running.endsAt),
        doorsOpenLabel: chinaDateTime(new Date(running.startsAt.getTime() - 2 * HOUR)),
        checkingIn: true,
      },
      expect.objectContaining({ id: later.id, title: '秋季选品会', doorsOpenLabel: chinaDateTime(later.doorsOpenAt!), checkingIn: false }),
    ]);
    expect(listed.map((activity) => activity.id)).not.toContain(elsewhere.id);
    expect((await centre(exhibitor, 'en')).activities[1]).toMatchObject({ title: 'Autumn sourcing fair' });
    expect((await centre(outsider)).activities).toEqual([]);
  });
});
