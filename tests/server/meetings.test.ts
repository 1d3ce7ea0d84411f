import ICAL from 'ical.js';
import { and, eq } from 'drizzle-orm';
import { MEETINGS_PER_DAY_MAX, MEETINGS_PER_SHOW_MAX } from '@/lib/companies/rules';
import { showSlots } from '@/lib/companies/meeting-slots';
import type { ExhibitorMeetingsAnswer, MemberMeetingsAnswer } from '@/lib/companies/meeting-views';
import meetingsRoute from '@/pages/api/meetings/index';
import meetingRoute from '@/pages/api/meetings/[id]/index';
import icsRoute from '@/pages/api/meetings/[id]/ics';
import slotsRoute from '@/pages/api/meetings/slots';
import exhibitorMeetingsRoute from '@/pages/api/exhibitor/meetings';
import { issueSession } from '@/server/auth/sessions';
import { useDatabase } from '@/server/db';
import type { Database } from '@/server/db/client';
import { meetings, messages, users } from '@/server/db/schema';
import { buildUser, freshIp, type BuiltUser } from './auth-support';
import { callApi, type ApiAnswer } from './support/api';
import { buildExhibitorOf, exhibitingCompany, insertBooth, insertCompany } from './support/show-floor';
import { freshDatabase } from './support/db';

/**
 * Meetings at the show (预约洽谈), through the API as the pages use it: a member asks for a slot, the exhibitor
 * accepts, proposes another slot or declines, either side cancels; each step reaches the other side through
 * the outbox; a slot holds one meeting per company and per member (the second of two at once is a 409); the
 * limits per show and per day; versions refuse a second tab; the exhibitor sees only what the member chose
 * to share and nobody else sees the meeting; an accepted meeting's calendar file.
 */

let database: Database & { url?: string };
const db = () => database.db;

beforeAll(async () => {
  database = await freshDatabase();
  useDatabase(database);
}, 30_000);
afterAll(() => database.close());

type Route = Parameters<typeof callApi>[0];

async function cookieOf(user: BuiltUser): Promise<string> {
  const { token } = await issueSession(db(), user, { persistent: false });
  return `tmz_session=${token}`;
}

async function member(name = '李雷') {
  const user = await buildUser(db(), { kind: 'member', name });
  return { user, cookie: await cookieOf(user) };
}

function call(route: Route, cookie: string, options: { method?: string; body?: unknown; query?: Record<string, string>; lang?: string } = {}): Promise<ApiAnswer> {
  return callApi(route, {
    method: options.method ?? 'GET',
    body: options.body,
    query: options.query,
    ip: freshIp(),
    headers: { cookie, ...(options.lang ? { 'accept-language': options.lang } : {}) },
  });
}

async function setting() {
  const fixture = await exhibitingCompany(db());
  const exhibitorCookie = await cookieOf(fixture.exhibitor);
  const slots = showSlots(fixture.show);
  return { ...fixture, exhibitorCookie, slots };
}

function requestBody(companyId: number, showId: number, startsAt: Date, extra: Record<string, unknown> = {}) {
  return { companyId, showId, startsAt: startsAt.toISOString(), note: '想了解贴牌合作', name: '李雷', company: '青禾零售', position: '采购经理', contact: 'login', ...extra };
}

async function messagesAbout(meetingId: number) {
  return db()
    .select({ kind: messages.kind, recipient: messages.recipient, params: messages.params, locale: messages.locale })
    .from(messages)
    .where(and(eq(messages.subjectType, 'meeting'), eq(messages.subjectId, String(meetingId))))
    .orderBy(messages.id);
}

async function meetingRow(id: number) {
  const [row] = await db().select().from(meetings).where(eq(meetings.id, id));
  return row!;
}

describe('requesting and answering a meeting', () => {
  it('goes request → accept with a message to each side, and both lists show it with the booth', async () => {
    const s = await setting();
    const asker = await member();
    const requested = await call(meetingsRoute, asker.cookie, { method: 'POST', body: requestBody(s.company.id, s.show.id, s.slots[3]!.startsAt) });
    expect(requested.status).toBe(201);
    const { meeting } = requested.body as { meeting: MemberMeetingsAnswer['meetings'][number] };
    expect(meeting).toMatchObject({ status: 'requested', companyName: s.company.name, booth: { hall: '1 号馆', number: 'A108' }, timeLabel: expect.stringMatching(/ 10:30–11:00$/), icsUrl: null });

    expect(await messagesAbout(meeting.id)).toEqual([
      expect.objectContaining({ kind: 'meeting_requested', recipient: s.exhibitor.login, locale: 'zh-CN', params: expect.objectContaining({ party: '李雷', booth: '1 号馆 A108', note: '想了解贴牌合作' }) }),
    ]);

    const accepted = await call(meetingRoute, s.exhibitorCookie, { method: 'PATCH', query: { id: String(meeting.id) }, body: { action: 'accept', version: meeting.version, replyNote: '展位见' } });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ meeting: { id: meeting.id, status: 'accepted' } });
    const told = await messagesAbout(meeting.id);
    expect(told.at(-1)).toMatchObject({ kind: 'meeting_accepted', recipient: asker.user.login, params: expect.objectContaining({ party: s.company.name, note: '展位见', booth: '1 号馆 A108' }) });

    const mine = (await call(meetingsRoute, asker.cookie)).body as MemberMeetingsAnswer;
    expect(mine.meetings).toEqual([expect.objectContaining({ id: meeting.id, status: 'accepted', replyNote: '展位见', booth: { hall: '1 号馆', number: 'A108' }, icsUrl: `/api/meetings/${meeting.id}/ics` })]);
    const theirs = (await call(exhibitorMeetingsRoute, s.exhibitorCookie)).body as ExhibitorMeetingsAnswer;
    expect(theirs.meetings).toEqual([expect.objectContaining({ id: meeting.id, status: 'accepted', booth: { hall: '1 号馆', number: 'A108' } })]);
  });

  it('goes request → proposed (the slot moves) → the member accepts, and the exhibitor is told', async () => {
    const s = await setting();
    const asker = await member('韩梅梅');
    const { body } = await call(meetingsRoute, asker.cookie, { method: 'POST', body: requestBody(s.company.id, s.show.id, s.slots[2]!.startsAt, { name: '韩梅梅' }) });
    const { meeting } = body as { meeting: { id: number; version: string } };
    const proposed = await call(meetingRoute, s.exhibitorCookie, { method: 'PATCH', query: { id: String(meeting.id) }, body: { action: 'propose', version: meeting.version, startsAt: s.slots[20]!.startsAt.toISOString(), replyNote: '上午已满，下午可以吗' } });
    expect(proposed.status).toBe(200);
    const row = await meetingRow(meeting.id);
    expect(row).toMatchObject({ status: 'proposed', startsAt: s.slots[20]!.startsAt, replyNote: '上午已满，下午可以吗' });
    expect((await messagesAbout(meeting.id)).at(-1)).toMatchObject({ kind: 'meeting_proposed', recipient: asker.user.login });
    // The old slot is free again: another member may take it.
    const other = await member();
    expect((await call(meetingsRoute, other.cookie, { method: 'POST', body: requestBody(s.company.id, s.show.id, s.slots[2]!.startsAt) })).status).toBe(201);

    // A member cannot propose; they accept the proposal.
    const refused = await call(meetingRoute, asker.cookie, { method: 'PATCH', query: { id: String(meeting.id) }, body: { action: 'propose', version: row.updatedAt.toISOString(), startsAt: s.slots[21]!.startsAt.toISOString() } });
    expect(refused.status).toBe(409);
    const accepted = await call(meetingRoute, asker.cookie, { method: 'PATCH', query: { id: String(meeting.id) }, body: { action: 'accept', version: row.updatedAt.toISOString() } });
    expect(accepted.status).toBe(200);
    expect((await messagesAbout(meeting.id)).at(-1)).toMatchObject({ kind: 'meeting_accepted', recipient: s.exhibitor.login, params: expect.objectContaining({ party: '韩梅梅' }) });
  });

  it('declines with a note, and cancelling frees the slot for someone else; each told', async () => {
    const s = await setting();
    const first = await member();
    const slot = s.slots[5]!.startsAt;
    const a = (await call(meetingsRoute, first.cookie, { method: 'POST', body: requestBody(s.company.id, s.show.id, slot) })).body as { meeting: { id: number; version: string } };
    const declined = await call(meetingRoute, s.exhibitorCookie, { method: 'PATCH', query: { id: String(a.meeting.id) }, body: { action: 'decline', version: a.meeting.version, replyNote: '该时段有安排' } });
    expect(declined.status).toBe(200);
    expect((await messagesAbout(a.meeting.id)).at(-1)).toMatchObject({ kind: 'meeting_declined', recipient: first.user.login, params: expect.objectContaining({ note: '该时段有安排' }) });

    const second = await member();
    const b = (await call(meetingsRoute, second.cookie, { method: 'POST', body: requestBody(s.company.id, s.show.id, slot) })).body as { meeting: { id: number; version: string } };
    expect(b.meeting.id).toBeGreaterThan(a.meeting.id);
    const cancelled = await call(meetingRoute, second.cookie, { method: 'PATCH', query: { id: String(b.meeting.id) }, body: { action: 'cancel', version: b.meeting.version, replyNote: '行程有变' } });
    expect(cancelled.status).toBe(200);
    expect((await messagesAbout(b.meeting.id)).at(-1)).toMatchObject({ kind: 'meeting_cancelled', recipient: s.exhibitor.login, params: expect.objectContaining({ note: '行程有变' }) });
    // The member's note on cancelling is not the exhibitor's reply.
    expect((await meetingRow(b.meeting.id)).replyNote).toBe('');
    const third = await member();
    expect((await call(meetingsRoute, third.cookie, { method: 'POST', body: requestBody(s.company.id, s.show.id, slot) })).status).toBe(201);
  });

  it('refuses a slot off the show\'s hours, a company with no booth, and the member\'s own company', async () => {
    const s = await setting();
    const asker = await member();
    const offHours = new Date(s.show.startsAt.getTime() - 30 * 60_000);
    const answer = await call(meetingsRoute, asker.cookie, { method: 'POST', body: requestBody(s.company.id, s.show.id, offHours) });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: { code: 'validation_failed', fields: { startsAt: ['这个时段不在展会开放时间内或已经开始，请另选一个'] } } });
    const noBooth = await insertCompany(db());
    expect((await call(meetingsRoute, asker.cookie, { method: 'POST', body: requestBody(noBooth.id, s.show.id, s.slots[0]!.startsAt) })).status).toBe(404);
    await db().update(users).set({ companyId: s.company.id }).where(eq(users.id, asker.user.id));
    const own = await call(meetingsRoute, asker.cookie, { method: 'POST', body: requestBody(s.company.id, s.show.id, s.slots[0]!.startsAt) });
    expect(own.status).toBe(403);
  });

  it('answers an invalid contact with a field error, in English when asked', async () => {
    const s = await setting();
    const asker = await member();
    const answer = await call(meetingsRoute, asker.cookie, { method: 'POST', lang: 'en', body: requestBody(s.company.id, s.show.id, s.slots[0]!.startsAt, { contact: 'other', contactValue: '12345' }) });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: { fields: { contactValue: ['Enter a valid mainland China mobile number or e-mail address'] } } });
  });
});

describe('a slot', () => {
  it('holds one meeting per company: of two members asking at once, one wins and the other gets a 409', async () => {
    const s = await setting();
    const [one, two] = [await member(), await member()];
    const slot = s.slots[7]!.startsAt;
    const answers = await Promise.all([one, two].map((who) => call(meetingsRoute, who.cookie, { method: 'POST', body: requestBody(s.company.id, s.show.id, slot) })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const lost = answers.find((answer) => answer.status === 409)!;
    expect(lost.body).toMatchObject({ error: { code: 'conflict', message: '这个时段刚被其他人约走了，请另选一个时段。' } });
    const held = await db().select().from(meetings).where(and(eq(meetings.companyId, s.company.id), eq(meetings.startsAt, slot)));
    expect(held).toHaveLength(1);
  });

  it('holds one meeting per member: the same member cannot be at two booths at once', async () => {
    const s = await setting();
    const hall = s.hall;
    const otherCompany = await insertCompany(db());
    await insertBooth(db(), hall, otherCompany.id, 'A110', 10);
    const asker = await member();
    const slot = s.slots[8]!.startsAt;
    expect((await call(meetingsRoute, asker.cookie, { method: 'POST', body: requestBody(s.company.id, s.show.id, slot) })).status).toBe(201);
    const busy = await call(meetingsRoute, asker.cookie, { method: 'POST', body: requestBody(otherCompany.id, s.show.id, slot) });
    expect(busy.status).toBe(409);
    expect(busy.body).toMatchObject({ error: { message: '您在这个时段已有其他洽谈，请另选一个时段。' } });
    // The request page shows the slot taken for the other company too (only the time, not whose).
    const slots = await call(slotsRoute, asker.cookie, { query: { company: String(otherCompany.id), show: String(s.show.id) } });
    const day = (slots.body as { days: { slots: { startsAt: string; taken: boolean }[] }[] }).days[0]!;
    expect(day.slots.find((entry) => entry.startsAt === slot.toISOString())?.taken).toBe(true);
    expect(day.slots.filter((entry) => entry.taken)).toHaveLength(1);
  });
});

describe('limits', () => {
  it(`allow ${MEETINGS_PER_DAY_MAX} meetings a day and ${MEETINGS_PER_SHOW_MAX} a show per member`, async () => {
    const s = await setting();
    const asker = await member();
    const companies = [];
    for (let i = 0; i < MEETINGS_PER_SHOW_MAX + 1; i += 1) {
      const company = await insertCompany(db());
      await insertBooth(db(), s.hall, company.id, `B${i + 1}`, 4 * i);
      companies.push(company);
    }
    const perDay = s.slots.length / 3;
    for (let i = 0; i < MEETINGS_PER_DAY_MAX; i += 1) {
      expect((await call(meetingsRoute, asker.cookie, { method: 'POST', body: requestBody(companies[i]!.id, s.show.id, s.slots[i]!.startsAt) })).status).toBe(201);
    }
    const dayFull = await call(meetingsRoute, asker.cookie, { method: 'POST', body: requestBody(companies[MEETINGS_PER_DAY_MAX]!.id, s.show.id, s.slots[MEETINGS_PER_DAY_MAX]!.startsAt) });
    expect(dayFull.status).toBe(409);
    expect(dayFull.body).toMatchObject({ error: { message: `同一天最多预约 ${MEETINGS_PER_DAY_MAX} 场洽谈，请换一天或先取消不需要的预约。` } });
    for (let i = MEETINGS_PER_DAY_MAX; i < MEETINGS_PER_SHOW_MAX; i += 1) {
      expect((await call(meetingsRoute, asker.cookie, { method: 'POST', body: requestBody(companies[i]!.id, s.show.id, s.slots[perDay + i]!.startsAt) })).status).toBe(201);
    }
    const showFull = await call(meetingsRoute, asker.cookie, { method: 'POST', body: requestBody(companies[MEETINGS_PER_SHOW_MAX]!.id, s.show.id, s.slots[2 * perDay]!.startsAt) });
    expect(showFull.status).toBe(409);
    expect(showFull.body).toMatchObject({ error: { message: `每届展会最多预约 ${MEETINGS_PER_SHOW_MAX} 场洽谈，请先取消不需要的预约。` } });
  });

  it('count every write of an account: the 31st in an hour is a 429 with Retry-After', async () => {
    const s = await setting();
    const asker = await member();
    let last: ApiAnswer | null = null;
    for (let i = 0; i < 31; i += 1) {
      // A 404 (no such exhibitor) is counted; a 400 with field errors would be given back.
      last = await call(meetingsRoute, asker.cookie, { method: 'POST', body: requestBody(999_999, s.show.id, s.slots[0]!.startsAt) });
    }
    expect(last!.status).toBe(429);
    expect(last!.headers['retry-after']).toMatch(/^\d+$/);
  });
});

describe('versions', () => {
  it('refuse a second tab acting on an older version', async () => {
    const s = await setting();
    const asker = await member();
    const { meeting } = (await call(meetingsRoute, asker.cookie, { method: 'POST', body: requestBody(s.company.id, s.show.id, s.slots[9]!.startsAt) })).body as { meeting: { id: number; version: string } };
    const first = await call(meetingRoute, s.exhibitorCookie, { method: 'PATCH', query: { id: String(meeting.id) }, body: { action: 'accept', version: meeting.version } });
    expect(first.status).toBe(200);
    const second = await call(meetingRoute, s.exhibitorCookie, { method: 'PATCH', query: { id: String(meeting.id) }, body: { action: 'decline', version: meeting.version } });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ error: { code: 'conflict', fields: { version: [expect.stringContaining('已有变化')] } } });
    expect((await meetingRow(meeting.id)).status).toBe('accepted');
  });
});

describe('privacy and access', () => {
  it('gives the exhibitor nothing of a member before a request, then only the fields chosen', async () => {
    const s = await setting();
    const asker = await member('王小明');
    const before = (await call(exhibitorMeetingsRoute, s.exhibitorCookie)).body as ExhibitorMeetingsAnswer;
    expect(JSON.stringify(before)).not.toContain(asker.user.login);
    expect(JSON.stringify(before)).not.toContain('王小明');

    await call(meetingsRoute, asker.cookie, { method: 'POST', body: requestBody(s.company.id, s.show.id, s.slots[11]!.startsAt, { name: '王先生', company: '', position: '', contact: 'other', contactValue: '13912345678' }) });
    const after = (await call(exhibitorMeetingsRoute, s.exhibitorCookie)).body as ExhibitorMeetingsAnswer;
    expect(after.meetings).toHaveLength(1);
    expect(after.meetings[0]!.requester).toEqual({ name: '王先生', company: '', position: '', contact: '13912345678' });
    const text = JSON.stringify(after);
    expect(text).not.toContain(asker.user.login);
    expect(text).not.toContain('王小明');
    expect(text).not.toContain(`"requesterId"`);
    expect(Object.keys(after.meetings[0]!).sort()).toEqual(['booth', 'icsUrl', 'id', 'note', 'replyNote', 'requester', 'showId', 'showTitle', 'startsAt', 'status', 'timeLabel', 'version']);
  });

  it('lets no member act as the exhibitor, and no exhibitor of another company see or act on the meeting', async () => {
    const s = await setting();
    const asker = await member();
    const { meeting } = (await call(meetingsRoute, asker.cookie, { method: 'POST', body: requestBody(s.company.id, s.show.id, s.slots[12]!.startsAt) })).body as { meeting: { id: number; version: string } };
    const stranger = await member();
    expect((await call(meetingRoute, stranger.cookie, { method: 'PATCH', query: { id: String(meeting.id) }, body: { action: 'accept', version: meeting.version } })).status).toBe(404);
    expect((await call(exhibitorMeetingsRoute, asker.cookie)).status).toBe(403);
    // The member cannot accept their own request (only a proposal).
    expect((await call(meetingRoute, asker.cookie, { method: 'PATCH', query: { id: String(meeting.id) }, body: { action: 'accept', version: meeting.version } })).status).toBe(409);

    const elsewhere = await insertCompany(db());
    const otherExhibitor = await buildExhibitorOf(db(), elsewhere.id);
    const otherCookie = await cookieOf(otherExhibitor);
    expect(((await call(exhibitorMeetingsRoute, otherCookie)).body as ExhibitorMeetingsAnswer).meetings).toEqual([]);
    expect((await call(meetingRoute, otherCookie, { method: 'PATCH', query: { id: String(meeting.id) }, body: { action: 'accept', version: meeting.version } })).status).toBe(404);
    expect((await call(icsRoute, otherCookie, { query: { id: String(meeting.id) } })).status).toBe(404);
    // An exhibitor account cannot book.
    expect((await call(meetingsRoute, s.exhibitorCookie, { method: 'POST', body: requestBody(elsewhere.id, s.show.id, s.slots[0]!.startsAt) })).status).toBe(403);
    expect((await meetingRow(meeting.id)).status).toBe('requested');
  });
});

describe('the calendar file', () => {
  it('has a lasting UID, a SEQUENCE that grows with each change, and STATUS:CANCELLED once cancelled', async () => {
    const s = await setting();
    const asker = await member();
    const { meeting } = (await call(meetingsRoute, asker.cookie, { method: 'POST', body: requestBody(s.company.id, s.show.id, s.slots[4]!.startsAt) })).body as { meeting: { id: number; version: string } };
    expect((await call(icsRoute, asker.cookie, { query: { id: String(meeting.id) } })).status).toBe(404);
    await call(meetingRoute, s.exhibitorCookie, { method: 'PATCH', query: { id: String(meeting.id) }, body: { action: 'accept', version: meeting.version } });

    const read = async (cookie: string) => {
      const answer = await call(icsRoute, cookie, { query: { id: String(meeting.id) } });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('text/calendar; charset=utf-8');
      const events = new ICAL.Component(ICAL.parse(String(answer.body))).getAllSubcomponents('vevent');
      expect(events).toHaveLength(1);
      return { vevent: events[0]!, event: new ICAL.Event(events[0]!) };
    };
    const mine = await read(asker.cookie);
    const row = await meetingRow(meeting.id);
    expect(mine.event.uid).toBe(`meeting-${meeting.id}-${row.createdAt.getTime()}@tmz-platform`);
    expect(mine.vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(mine.event.startDate.toJSDate().toISOString()).toBe(s.slots[4]!.startsAt.toISOString());
    expect(mine.event.endDate.toJSDate().getTime() - s.slots[4]!.startsAt.getTime()).toBe(30 * 60_000);
    expect(mine.event.summary).toBe(`洽谈：${s.company.name}`);
    expect(mine.event.location).toContain('1 号馆 A108');
    const acceptedSequence = mine.event.sequence;
    expect(acceptedSequence).toBeGreaterThanOrEqual(1);
    const theirs = await read(s.exhibitorCookie);
    expect(theirs.event.uid).toBe(mine.event.uid);
    expect(theirs.event.summary).toBe('洽谈：李雷');

    await call(meetingRoute, asker.cookie, { method: 'PATCH', query: { id: String(meeting.id) }, body: { action: 'cancel', version: row.updatedAt.toISOString() } });
    const cancelled = await read(asker.cookie);
    expect(cancelled.event.uid).toBe(mine.event.uid);
    expect(cancelled.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(cancelled.event.sequence).toBeGreaterThan(acceptedSequence);
  });
});
