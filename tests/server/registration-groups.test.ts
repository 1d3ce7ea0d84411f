import { eq } from 'drizzle-orm';
import registrationsRoute from '@/pages/api/activities/[id]/registrations';
import cancelRoute from '@/pages/api/registrations/[code]/cancel';
import { attendeeSchema, registrationSchema } from '@/lib/registrations/schema';
import { attendeeStatus, companionName } from '@/server/activities/registrations/attendees';
import { checkIn, listLeads, previewCheckIn } from '@/server/activities/registrations/check-in';
import { registrationsCsv } from '@/server/activities/registrations/csv-export';
import { findRegistration } from '@/server/activities/registrations/registration-view';
import { changeRegistrationStatus } from '@/server/activities/registrations/staff-status';
import { listRegistrations } from '@/server/activities/registrations/staff-list';
import { clearCache } from '@/server/kernel/cache';
import { useDatabase } from '@/server/db';
import type { Database } from '@/server/db/client';
import { activities, activityExhibitors, leads, messages, registrationAttendees, registrations } from '@/server/db/schema';
import { buildUser, type BuiltUser } from './auth-support';
import { callApi } from './support/api';
import { insertActivity } from './support/activities';
import { freshDatabase } from './support/db';

/**
 * Group registrations: a name and a ticket per attendee. Each attendee has
 * their own code; seats are counted per attendee and the waitlist stays exact
 * when one of them is cancelled; check-in, leads, the console's CSV and the
 * messages are per person.
 */

let database: Database;
let exhibitor: BuiltUser;
let ipCount = 0;
const freshIp = () => {
  ipCount += 1;
  return `203.0.${Math.floor(ipCount / 250)}.${(ipCount % 250) + 1}`;
};
let mobileCount = 0;
const newMobile = () => {
  mobileCount += 1;
  return `137${String(mobileCount).padStart(8, '0')}`;
};

beforeAll(async () => {
  database = await freshDatabase();
  useDatabase(database);
  exhibitor = await buildUser(database.db, { kind: 'exhibitor', name: '青禾服饰' });
}, 60_000);
afterAll(() => database.close());
beforeEach(async () => {
  clearCache();
  await database.db.delete(messages);
  await database.db.delete(leads);
  await database.db.delete(registrations);
  await database.db.delete(activities);
});

const CODE = /^[A-HJ-NP-Z2-9]{12}$/;

const form = (quantity: number, companions: { name: string; contact?: string }[], overrides: Record<string, unknown> = {}) => ({
  name: '张伟',
  mobile: newMobile(),
  email: '',
  company: '杭州青禾服饰有限公司',
  position: '采购经理',
  audience: 'retailer',
  quantity,
  attendees: companions,
  consent: true,
  ...overrides,
});

interface Answer {
  registration: {
    code: string;
    status: string;
    quantity: number;
    waitlistPosition: number | null;
    attendees: { position: number; code: string; name: string; status: string; ticketPath: string }[];
  };
}

async function submit(activityId: number, body: unknown) {
  const answer = await callApi(registrationsRoute, { method: 'POST', query: { id: String(activityId) }, body, ip: freshIp() });
  return answer as typeof answer & { body: Answer };
}

const cancel = (code: string, body: Record<string, unknown>) => callApi(cancelRoute, { method: 'POST', query: { code }, body, ip: freshIp() });
const seatsTaken = async (id: number) => (await database.db.select().from(activities).where(eq(activities.id, id)))[0]!.seatsTaken;
const statusOf = async (code: string) => (await database.db.select().from(registrations).where(eq(registrations.code, code)))[0]!.status;

describe('a group registration', () => {
  it('gives each of three people their own code, the registrant first, and takes three seats', async () => {
    const activity = await insertActivity(database.db, { capacity: 10 });
    const answer = await submit(activity.id, form(3, [{ name: '李娜' }, { name: '王强', contact: 'WangQiang@Example.com' }]));
    expect(answer.status).toBe(201);
    const { registration } = answer.body;
    expect(registration.attendees.map((a) => [a.position, a.name, a.status])).toEqual([
      [1, '张伟', 'confirmed'],
      [2, '李娜', 'confirmed'],
      [3, '王强', 'confirmed'],
    ]);
    const codes = registration.attendees.map((a) => a.code);
    for (const code of codes) expect(code).toMatch(CODE);
    expect(new Set(codes).size).toBe(3);
    expect(codes[0]).toBe(registration.code);
    for (const attendee of registration.attendees) expect(attendee.ticketPath).toMatch(new RegExp(`^/t/${attendee.code}[A-Za-z0-9_-]{10}$`));
    expect(await seatsTaken(activity.id)).toBe(3);

    const stored = await database.db.select().from(registrationAttendees).orderBy(registrationAttendees.position);
    expect(stored.map((a) => [a.name, a.mobile, a.email])).toEqual([
      ['张伟', '', ''],
      ['李娜', '', ''],
      ['王强', '', 'wangqiang@example.com'],
    ]);
    // The registrant is told as before; the companion who gave an address gets their own code and ticket; 李娜 nothing.
    const sent = await database.db.select().from(messages);
    const toWang = sent.filter((m) => m.recipient === 'wangqiang@example.com');
    expect(toWang.map((m) => m.kind)).toEqual(['registration_attendee_confirmed']);
    expect(toWang[0]!.params).toMatchObject({ name: '王强', by: '张伟', code: codes[2] });
    expect(sent.filter((m) => m.kind === 'registration_confirmed')).toHaveLength(1);
  });

  it('asks a name for each further person, and a contact that is a mainland mobile or an e-mail address', async () => {
    const activity = await insertActivity(database.db);
    const missing = await submit(activity.id, form(3, [{ name: '李娜' }]));
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ error: { fields: { attendees: [expect.any(String)] } } });
    const blank = await submit(activity.id, form(2, [{ name: '  ', contact: '12345' }]));
    expect(blank.status).toBe(400);
    expect(Object.keys((blank.body as unknown as { error: { fields: object } }).error.fields).sort()).toEqual(['attendees.0.contact', 'attendees.0.name']);
    expect(await database.db.select().from(registrations)).toHaveLength(0);
  });

  it('cancelling one attendee frees one seat, which goes to the waitlist exactly as any freed seat', async () => {
    const activity = await insertActivity(database.db, { capacity: 4 });
    const group = (await submit(activity.id, form(3, [{ name: '李娜' }, { name: '王强', contact: '13912345678' }]))).body.registration;
    const pair = (await submit(activity.id, form(2, [{ name: '赵敏' }]))).body.registration; // 3 + 2 > 4: waitlisted first
    const single = (await submit(activity.id, form(1, []))).body.registration; // fits: the one seat left
    expect([group.status, pair.status, single.status]).toEqual(['confirmed', 'waitlisted', 'confirmed']);
    expect(await seatsTaken(activity.id)).toBe(4);
    const mobile = (await database.db.select().from(registrations).where(eq(registrations.code, group.code)))[0]!.mobile;

    // 王强 goes: one seat free, but the pair first in line needs two — nobody jumps the queue.
    const first = await cancel(group.code, { mobile, attendee: group.attendees[2]!.code });
    expect(first.status).toBe(200);
    expect((first.body as Answer).registration).toMatchObject({ status: 'confirmed', quantity: 2 });
    expect((first.body as Answer).registration.attendees.map((a) => a.status)).toEqual(['confirmed', 'confirmed', 'cancelled']);
    expect(await seatsTaken(activity.id)).toBe(3);
    expect(await statusOf(pair.code)).toBe('waitlisted');
    const toWang = await database.db.select().from(messages).where(eq(messages.recipient, '13912345678'));
    expect(toWang.map((m) => m.kind)).toEqual(['registration_attendee_confirmed', 'registration_attendee_cancelled']);

    // 李娜 goes too: two seats free, the pair is confirmed.
    await cancel(group.code, { mobile, attendee: group.attendees[1]!.code });
    expect(await statusOf(pair.code)).toBe('confirmed');
    expect(await seatsTaken(activity.id)).toBe(4);

    // A cancelled attendee cannot be cancelled again, nor can an attendee of someone else's registration.
    expect((await cancel(group.code, { mobile, attendee: group.attendees[1]!.code })).status).toBe(409);
    expect((await cancel(group.code, { mobile, attendee: pair.attendees[1]!.code })).status).toBe(404);
    expect((await cancel(group.code, { mobile: '13900000000', attendee: group.attendees[0]!.code })).status).toBe(404);

    // The last one holding a seat cancels the registration as a whole.
    const last = await cancel(group.code, { mobile, attendee: group.attendees[0]!.code });
    expect((last.body as Answer).registration.status).toBe('cancelled');
    expect(await seatsTaken(activity.id)).toBe(3);
  });

  it('a waitlisted group one smaller may fit, and is confirmed when it is first in line; a companion with a contact is told both', async () => {
    const activity = await insertActivity(database.db, { capacity: 3 });
    await submit(activity.id, form(1, []));
    const group = (await submit(activity.id, form(3, [{ name: '李娜', contact: 'lina@example.com' }, { name: '王强' }]))).body.registration;
    expect(group.status).toBe('waitlisted');
    // 李娜 gave an address: she is told the group is waitlisted, with its place and her own code.
    const toLi = async () => database.db.select().from(messages).where(eq(messages.recipient, 'lina@example.com')).orderBy(messages.id);
    expect((await toLi()).map((m) => [m.kind, m.params.position, m.params.code])).toEqual([['registration_attendee_waitlisted', 1, group.attendees[1]!.code]]);
    const mobile = (await database.db.select().from(registrations).where(eq(registrations.code, group.code)))[0]!.mobile;
    const answer = await cancel(group.code, { mobile, attendee: group.attendees[2]!.code });
    expect((answer.body as Answer).registration).toMatchObject({ status: 'confirmed', quantity: 2 });
    expect(await seatsTaken(activity.id)).toBe(3);
    // …and told again when the seats come.
    expect((await toLi()).map((m) => m.kind)).toEqual(['registration_attendee_waitlisted', 'registration_attendee_confirmed']);
  });

  it('checks in one attendee by their own code, and only them; each is the exhibitor’s lead', async () => {
    const activity = await insertActivity(database.db, { startsAt: new Date(Date.now() + 30 * 60_000), endsAt: new Date(Date.now() + 3 * 3_600_000) });
    await database.db.insert(activityExhibitors).values({ activityId: activity.id, exhibitorId: exhibitor.id });
    const group = (await submit(activity.id, form(3, [{ name: '李娜' }, { name: '王强' }]))).body.registration;
    const li = group.attendees[1]!;

    const preview = await previewCheckIn(database.db, exhibitor.id, li.code.toLowerCase());
    expect(preview).toMatchObject({ kind: 'admissible', status: 'confirmed', visitor: { name: '李娜', code: li.code, quantity: 1 } });
    expect(await checkIn(database.db, exhibitor.id, li.code)).toMatchObject({ kind: 'checked_in', first: true, visitor: { name: '李娜' } });
    expect(await checkIn(database.db, exhibitor.id, li.code)).toMatchObject({ kind: 'checked_in', first: false });

    const proof = { proves: () => true };
    const view = (await findRegistration(database.db, group.code, proof))!;
    expect(view.status).toBe('checked_in');
    expect(view.attendees.map((a) => a.status)).toEqual(['confirmed', 'checked_in', 'confirmed']);
    // The registrant is checked in on their own later; the lead list has one row per person.
    expect(await checkIn(database.db, exhibitor.id, group.code)).toMatchObject({ kind: 'checked_in', first: true, visitor: { name: '张伟' } });
    expect((await listLeads(database.db, exhibitor.id)).map((lead) => [lead.name, lead.code])).toEqual([
      ['张伟', group.code],
      ['李娜', li.code],
    ]);
    // A companion's code opens their own ticket for whoever holds its proof.
    expect(await findRegistration(database.db, li.code, proof)).toMatchObject({ code: li.code, name: '李娜', quantity: 1, status: 'checked_in', registeredBy: '张伟', attendees: [] });

    // "Cancel all" after some came: those who have not come give up their seats; the registration stays checked in.
    const mobile = (await database.db.select().from(registrations).where(eq(registrations.code, group.code)))[0]!.mobile;
    const all = await cancel(group.code, { mobile });
    expect((all.body as Answer).registration).toMatchObject({ status: 'checked_in', quantity: 2 });
    expect((all.body as Answer).registration.attendees.map((a) => a.status)).toEqual(['checked_in', 'checked_in', 'cancelled']);
    expect(await seatsTaken(activity.id)).toBe(2);
    expect(await checkIn(database.db, exhibitor.id, group.attendees[2]!.code)).toEqual({ kind: 'not_admitted', status: 'cancelled' });
  });

  it('staff checking a registration in admit the whole party; the CSV has one Excel-safe row per attendee', async () => {
    const activity = await insertActivity(database.db);
    const group = (await submit(activity.id, form(3, [{ name: '=李娜' }, { name: '王强', contact: 'wq@example.com' }], { name: '张伟' }))).body.registration;
    const [row] = await database.db.select().from(registrations).where(eq(registrations.code, group.code));
    const staff = await buildUser(database.db, { kind: 'editor', name: '编辑' });
    await changeRegistrationStatus(database.db, row!.id, 'checked_in', { id: staff.id, name: staff.name, kind: 'editor' });

    const csv = await registrationsCsv(await listRegistrations(database.db, activity.id, { q: '' }), 'zh-CN');
    const lines = csv.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('报名时间,状态,姓名,报名人,手机号,邮箱,公司,职位,身份,人数,确认码,签到时间');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`,已签到,张伟,,${row!.mobile},,杭州青禾服饰有限公司,采购经理,零售商,3,${group.code},`);
    expect(lines[2]).toContain(`,已签到,'=李娜,张伟,,,杭州青禾服饰有限公司,采购经理,零售商,3,${group.attendees[1]!.code},`);
    expect(lines[3]).toContain(`,已签到,王强,张伟,,wq@example.com,杭州青禾服饰有限公司,采购经理,零售商,3,${group.attendees[2]!.code},`);
    // The console finds the group by a companion's name or code.
    expect(await listRegistrations(database.db, activity.id, { q: '王强' })).toHaveLength(1);
    expect(await listRegistrations(database.db, activity.id, { q: group.attendees[2]!.code.toLowerCase() })).toHaveLength(1);
  });
});

describe('attendee rules', () => {
  it('reads a companion’s contact as an e-mail address or a mobile number (mainland, or with its country code), or nothing', () => {
    expect(attendeeSchema.parse({ name: ' 李娜 ', contact: '' })).toEqual({ name: '李娜', contact: { mobile: '', email: '' } });
    expect(attendeeSchema.parse({ name: '李娜' }).contact).toEqual({ mobile: '', email: '' });
    expect(attendeeSchema.parse({ name: '李娜', contact: '+86 139-1234-5678' }).contact).toEqual({ mobile: '13912345678', email: '' });
    expect(attendeeSchema.parse({ name: '李娜', contact: ' Li@Example.COM ' }).contact).toEqual({ mobile: '', email: 'li@example.com' });
    // A number from outside mainland China, with its country code, as the registrant's own (lib/people/phone.ts).
    expect(attendeeSchema.parse({ name: 'Anna', contact: '+44 7700 900123' }).contact).toEqual({ mobile: '+447700900123', email: '' });
    for (const bad of ['12345', 'li@', '+44 12', '23912345678']) expect(attendeeSchema.safeParse({ name: '李娜', contact: bad }).success).toBe(false);
  });

  it('wants exactly one companion per further seat', () => {
    const base = { name: '张伟', mobile: '13912345678', company: '青禾', position: '采购', audience: 'retailer', consent: true };
    expect(registrationSchema.safeParse({ ...base, quantity: 1 }).success).toBe(true);
    expect(registrationSchema.safeParse({ ...base, quantity: 2, attendees: [{ name: '李娜' }] }).success).toBe(true);
    expect(registrationSchema.safeParse({ ...base, quantity: 2 }).success).toBe(false);
    expect(registrationSchema.safeParse({ ...base, quantity: 1, attendees: [{ name: '李娜' }] }).success).toBe(false);
  });

  it('an attendee’s status follows their own check-in and cancellation, else their registration’s', () => {
    const at = new Date();
    expect(attendeeStatus({ checkedInAt: null, cancelledAt: null }, { status: 'waitlisted' })).toBe('waitlisted');
    expect(attendeeStatus({ checkedInAt: null, cancelledAt: null }, { status: 'checked_in' })).toBe('confirmed');
    expect(attendeeStatus({ checkedInAt: at, cancelledAt: null }, { status: 'cancelled' })).toBe('checked_in');
    expect(attendeeStatus({ checkedInAt: null, cancelledAt: at }, { status: 'confirmed' })).toBe('cancelled');
    expect(attendeeStatus({ checkedInAt: null, cancelledAt: null }, { status: 'cancelled' })).toBe('cancelled');
    expect([companionName(2, 'zh-CN'), companionName(3, 'en')]).toEqual(['随行人员 2', 'Guest 3']);
  });
});
