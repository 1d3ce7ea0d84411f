import { and, asc, eq, inArray } from 'drizzle-orm';
import staffActivitiesRoute from '@/pages/api/admin/activities/index';
import staffActivityRoute from '@/pages/api/admin/activities/[id]/index';
import staffRegistrationsRoute from '@/pages/api/admin/activities/[id]/registrations';
import statusRoute from '@/pages/api/admin/registrations/[id]/status';
import publicActivitiesRoute from '@/pages/api/activities/index';
import publicActivityRoute from '@/pages/api/activities/[id]/index';
import publicRegistrationsRoute from '@/pages/api/activities/[id]/registrations';
import { doorsOpenAt, DOORS_OPEN_DEFAULT_MINUTES } from '@/lib/activities/rules';
import { activityUpdateSchema } from '@/lib/activities/staff-schema';
import { updateActivity } from '@/server/activities/save';
import { chinaDateTimeLocal } from '@/server/activities/staff-view';
import { issueSession } from '@/server/auth/sessions';
import { clearCache } from '@/server/kernel/cache';
import { useDatabase } from '@/server/db';
import type { Database } from '@/server/db/client';
import { activities, activityExhibitors, auditLog, registrations } from '@/server/db/schema';
import { loadActivityDetail } from '@/server/activities/detail-loader';
import { loadStaffActivities } from '@/server/activities/staff-loader';
import { loadStaffActivityEdit } from '@/server/activities/edit-loader';
import { chinaDateTime } from '@/server/kernel/china-time';
import { checkIn } from '@/server/activities/registrations/check-in';
import type { PageContext } from '@/server/http/page';
import type { ActivityValues, RegistrationStatusAnswer, SaveActivityAnswer, StaffActivitiesProps } from '@/lib/activities/staff-views';
import { buildUser, type BuiltUser } from './auth-support';
import { DAY_MS, insertActivity } from './support/activities';
import { callApi, type ApiAnswer } from './support/api';
import { freshDatabase } from './support/db';

/**
 * The console's activities: who may use them, every rule of the form (in
 * zh-CN and English), creating and editing with their audit entries, seats
 * added going to the waitlist in order, a capacity below the seats taken
 * refused, registration status changes that keep the seats taken exact (also
 * when many arrive at once), and the public site showing each change at once.
 */

let database: Database;
type Who = 'member' | 'exhibitor' | 'editor' | 'admin';
const people = {} as Record<Who, { user: BuiltUser; cookie: string }>;

beforeAll(async () => {
  database = await freshDatabase();
  useDatabase(database);
  for (const who of ['member', 'exhibitor', 'editor', 'admin'] as const) {
    const user = await buildUser(database.db, { kind: who, name: who === 'editor' ? '编辑 周敏' : `${who} 用户` });
    people[who] = { user, cookie: `tmz_session=${(await issueSession(database.db, user, { persistent: false })).token}` };
  }
}, 60_000);
afterAll(() => database.close());
beforeEach(async () => {
  clearCache();
  await database.db.delete(auditLog);
  await database.db.delete(registrations);
  await database.db.delete(activities);
});

type Route = typeof staffActivitiesRoute;
interface Call {
  method?: string;
  id?: number | string;
  body?: unknown;
  query?: Record<string, string>;
  who?: Who | null;
  lang?: string;
}
function call(route: Route, { method = 'GET', id, body, query = {}, who = 'editor', lang }: Call = {}): Promise<ApiAnswer> {
  return callApi(route, {
    method,
    body,
    query: id === undefined ? query : { ...query, id: String(id) },
    headers: { ...(who ? { cookie: people[who].cookie } : {}), ...(lang ? { 'accept-language': lang } : {}) },
  });
}

const errorOf = (answer: ApiAnswer) => (answer.body as { error: { code: string; message: string; fields?: Record<string, string[]> } }).error;
const saved = (answer: ApiAnswer) => answer.body as SaveActivityAnswer;
const local = (at: Date) => chinaDateTimeLocal(at);

/** A valid form, starting `startsInDays` from now, registration open from a day ago until it starts. */
function form(overrides: Partial<ActivityValues> = {}, startsInDays = 20): ActivityValues {
  // At 14:00 China time on that day: the agenda's times (14:00, 14:30) fall within the activity's.
  const startsAt = new Date(`${local(new Date(Date.now() + startsInDays * DAY_MS)).slice(0, 10)}T14:00:00+08:00`);
  return {
    kind: 'forum',
    title: '秋季选品会',
    titleEn: 'Autumn sourcing fair',
    summary: '面向零售买手的新品选品会。',
    summaryEn: '',
    description: '<h2>活动介绍</h2><p>现场洽谈。</p>',
    cover: '',
    online: false,
    venue: '会展中心 3 号馆',
    venueEn: '',
    address: '上海市浦东新区龙阳路 2345 号',
    city: '上海',
    cityEn: 'Shanghai',
    lng: '121.562',
    lat: '31.208',
    startsAt: local(startsAt),
    endsAt: local(new Date(startsAt.getTime() + 3 * 3_600_000)),
    capacity: '100',
    perRegistrationLimit: '3',
    registrationOpensAt: local(new Date(Date.now() - DAY_MS)),
    registrationClosesAt: local(startsAt),
    doorsOpenAt: '',
    exhibitorIds: [],
    agenda: [
      { time: '14:00', title: '签到', titleEn: '' },
      { time: '14:30', title: '主题分享', titleEn: 'Keynote' },
    ],
    published: true,
    ...overrides,
  };
}

const activityRow = async (id: number) => (await database.db.select().from(activities).where(eq(activities.id, id)))[0]!;
/** The activity's version as GET gives it and PUT wants it back: its updatedAt, ISO. */
const versionOf = async (id: number) => (await activityRow(id)).updatedAt.toISOString();
/** PUT /api/admin/activities/{id} as the form sends it: the values and the version it was opened with (the current one by default). */
const edit = async (id: number, body: object, options: Omit<Call, 'method' | 'id' | 'body'> & { version?: string } = {}) => {
  const { version = await versionOf(id), ...rest } = options;
  return call(staffActivityRoute, { ...rest, method: 'PUT', id, body: { ...body, version } });
};
const entries = () => database.db.select().from(auditLog).orderBy(asc(auditLog.id));

let mobileCount = 0;
/** Inserts a registration as the registration code would have left it (the activity's seats taken are the caller's to set). */
async function addRegistration(activityId: number, status: 'confirmed' | 'waitlisted' | 'cancelled' | 'checked_in', quantity = 1, name?: string) {
  mobileCount += 1;
  const [row] = await database.db
    .insert(registrations)
    .values({
      activityId,
      code: `CODE${String(mobileCount).padStart(8, '0')}`,
      name: name ?? `访客${mobileCount}`,
      mobile: `1380000${String(mobileCount).padStart(4, '0')}`,
      company: '示例公司',
      position: '采购',
      audience: 'retailer',
      quantity,
      status,
    })
    .returning();
  return row!;
}

/** An activity whose seats taken match its confirmed and checked-in registrations (given as quantities). */
async function activityWith({ capacity, confirmed = [], waitlisted = [] }: { capacity: number; confirmed?: number[]; waitlisted?: number[] }) {
  const activity = await insertActivity(database.db, { capacity, perRegistrationLimit: 5, seatsTaken: confirmed.reduce((a, b) => a + b, 0) });
  const held = [];
  for (const quantity of confirmed) held.push(await addRegistration(activity.id, 'confirmed', quantity));
  const waiting = [];
  for (const quantity of waitlisted) waiting.push(await addRegistration(activity.id, 'waitlisted', quantity));
  return { activity, held, waiting };
}

/** The seats the activity's registrations hold, counted from the registrations themselves. */
async function seatsHeld(activityId: number) {
  const rows = await database.db
    .select()
    .from(registrations)
    .where(and(eq(registrations.activityId, activityId), inArray(registrations.status, ['confirmed', 'checked_in'])));
  return rows.reduce((sum, row) => sum + row.quantity, 0);
}

const statusOf = async (id: number) => (await database.db.select().from(registrations).where(eq(registrations.id, id)))[0]!;
const setStatus = (id: number, status: string, who: Who | null = 'editor', lang?: string) => call(statusRoute, { method: 'POST', id, body: { status }, who, lang });

describe('who may use the console’s activity API', () => {
  it('answers 401 to a visitor and 403 to a member or exhibitor on every route, whatever they send; editors and admins get through', async () => {
    const { activity, waiting } = await activityWith({ capacity: 5, confirmed: [1], waitlisted: [1] });
    const attempts: [Route, Call][] = [
      [staffActivitiesRoute, { method: 'GET' }],
      [staffActivitiesRoute, { method: 'POST', body: form() }],
      [staffActivitiesRoute, { method: 'POST', body: { title: '' } }],
      [staffActivityRoute, { method: 'GET', id: activity.id }],
      [staffActivityRoute, { method: 'PUT', id: activity.id, body: form() }],
      [staffActivityRoute, { method: 'PUT', id: activity.id, body: 'nonsense' }],
      [statusRoute, { method: 'POST', id: waiting[0]!.id, body: { status: 'confirmed' } }],
    ];
    for (const [route, attempt] of attempts) {
      expect((await call(route, { ...attempt, who: null })).status).toBe(401);
      expect((await call(route, { ...attempt, who: 'member' })).status).toBe(403);
      expect((await call(route, { ...attempt, who: 'exhibitor' })).status).toBe(403);
    }
    expect(await entries()).toEqual([]);
    expect((await activityRow(activity.id)).title).toBe('供应链沙龙');

    expect((await call(staffActivitiesRoute, { who: 'editor' })).status).toBe(200);
    expect((await call(staffActivitiesRoute, { who: 'admin' })).status).toBe(200);
    expect((await call(staffActivitiesRoute, { method: 'POST', body: form(), who: 'admin' })).status).toBe(201);
    expect((await setStatus(waiting[0]!.id, 'confirmed', 'admin')).status).toBe(200);
  });

  it('answers 405 with Allow for other methods', async () => {
    const answer = await call(staffActivitiesRoute, { method: 'DELETE' });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, POST');
  });
});

describe('the form’s rules (shared with the form), answered field by field', () => {
  const refused = async (overrides: Partial<ActivityValues> | Record<string, unknown>, lang?: string) => {
    const answer = await call(staffActivitiesRoute, { method: 'POST', body: { ...form(), ...overrides }, lang });
    expect(answer.status).toBe(400);
    expect(errorOf(answer).code).toBe('validation_failed');
    return errorOf(answer).fields ?? {};
  };

  afterEach(async () => {
    // A refused form stores nothing and writes no audit entry.
    expect(await database.db.select().from(activities)).toEqual([]);
    expect(await entries()).toEqual([]);
  });

  it('requires a title, summary and venue, and an address and city for an activity held in person', async () => {
    expect(await refused({ title: '  ', summary: '', venue: '', address: '', city: ' ' })).toEqual({
      title: ['请填写活动名称'],
      summary: ['请填写简介'],
      venue: ['请填写场地'],
      address: ['线下活动请填写详细地址'],
      city: ['线下活动请填写城市'],
    });
    expect(await refused({ title: '', address: '' }, 'en')).toEqual({
      title: ['Please enter a title'],
      address: ['Please enter the address of an activity held in person'],
    });
  });

  it('limits the length of texts', async () => {
    expect(await refused({ title: '题'.repeat(101), summary: '字'.repeat(301), titleEn: 'x'.repeat(151) })).toEqual({
      title: ['活动名称最多 100 个字'],
      titleEn: ['英文名称最多 150 个字符'],
      summary: ['简介最多 300 个字'],
    });
  });

  it('checks coordinates: each within its range, a number, and both or neither', async () => {
    expect(await refused({ lng: '181', lat: '-90.5' })).toEqual({ lng: ['经度应是 -180 到 180 之间的数字'], lat: ['纬度应是 -90 到 90 之间的数字'] });
    expect(await refused({ lng: '东经121', lat: '31.2' })).toEqual({ lng: ['经度应是 -180 到 180 之间的数字'] });
    expect(await refused({ lng: '121.5', lat: '' })).toEqual({ lat: ['经度和纬度请同时填写，或都不填'] });
    expect(await refused({ lng: null, lat: 31.2 }, 'en')).toEqual({ lng: ['Enter both the longitude and the latitude, or neither'] });
  });

  it('needs times that exist, an end after the start, and registration opening before it closes, closing no later than the start', async () => {
    const at = (days: number, time = '10:00') => `${local(new Date(Date.now() + days * DAY_MS)).slice(0, 10)}T${time}`;
    expect(await refused({ startsAt: '', endsAt: '2026-02-30T10:00', registrationOpensAt: 'tomorrow' })).toEqual({
      startsAt: ['请填写开始时间'],
      endsAt: ['请按“年-月-日 时:分”填写一个存在的时间'],
      registrationOpensAt: ['请按“年-月-日 时:分”填写一个存在的时间'],
    });
    expect(await refused({ startsAt: at(20, '14:00'), endsAt: at(20, '14:00'), registrationClosesAt: at(20, '13:00') })).toEqual({
      endsAt: ['结束时间要晚于开始时间'],
    });
    expect(await refused({ registrationOpensAt: at(5), registrationClosesAt: at(5) })).toEqual({ registrationClosesAt: ['报名截止要晚于报名开始'] });
    expect(await refused({ startsAt: at(20, '14:00'), endsAt: at(20, '17:00'), registrationClosesAt: at(20, '14:01') }, 'en')).toEqual({
      registrationClosesAt: ['Registration cannot close after the activity starts'],
    });
  });

  it('needs whole numbers of seats (1–100000) and people per registration (1–99, no more than the seats)', async () => {
    expect(await refused({ capacity: '', perRegistrationLimit: '0' })).toEqual({
      capacity: ['请填写名额'],
      perRegistrationLimit: ['每次报名人数上限应是 1 到 99 之间的整数'],
    });
    expect(await refused({ capacity: '12.5', perRegistrationLimit: 100 })).toEqual({
      capacity: ['名额应是 1 到 100000 之间的整数'],
      perRegistrationLimit: ['每次报名人数上限应是 1 到 99 之间的整数'],
    });
    expect(await refused({ capacity: 100_001 })).toEqual({ capacity: ['名额应是 1 到 100000 之间的整数'] });
    expect(await refused({ capacity: '4', perRegistrationLimit: '5' }, 'en')).toEqual({ perRegistrationLimit: ['People per registration cannot exceed the seats'] });
  });

  it('refuses an agenda row whose time falls outside the activity’s, at that row', async () => {
    expect(
      await refused({
        startsAt: '2030-05-20T09:30',
        endsAt: '2030-05-20T11:30',
        registrationClosesAt: '2030-05-20T09:00',
        agenda: [
          { time: '09:30', title: '开场', titleEn: '' },
          { time: '19:30', title: '认证与标签', titleEn: '' },
          { time: '全天', title: '线上答疑', titleEn: '' },
        ],
      }),
    ).toEqual({ 'agenda.1.time': ['这个时间不在活动的开始和结束时间之内，请核对议程或活动时间'] });
  });

  it('needs each agenda row’s time and title, at most 30 rows', async () => {
    expect(await refused({ agenda: [{ time: '09:00', title: '开幕', titleEn: '' }, { time: '', title: ' ', titleEn: '' }] })).toEqual({
      'agenda.1.time': ['请填写这一项的时间'],
      'agenda.1.title': ['请填写这一项的内容'],
    });
    const rows = Array.from({ length: 31 }, (_, i) => ({ time: `${10 + (i % 10)}:00`, title: `第 ${i + 1} 项`, titleEn: '' }));
    expect(await refused({ agenda: rows })).toEqual({ agenda: ['议程最多 30 项'] });
  });

  it('takes only covers uploaded to the site (or its own images) and a boolean for public', async () => {
    expect(await refused({ cover: 'https://evil.example/cover.png', published: 'yes' })).toEqual({
      cover: ['封面图需要先上传到本站'],
      published: ['内容格式不正确'],
    });
  });
});

describe('creating and editing an activity', () => {
  it('creates it with times read as China time, the description cleaned, and an audit entry of its key fields', async () => {
    const answer = await call(staffActivitiesRoute, {
      method: 'POST',
      body: form({
        startsAt: '2030-05-20T14:00',
        endsAt: '2030-05-20T17:30',
        registrationOpensAt: '2030-04-01T09:00',
        registrationClosesAt: '2030-05-19T18:00',
        description: '<p>欢迎<script>alert(1)</script><a href="javascript:alert(1)">报名</a></p>',
        cover: '/images/seed/covers/trade-show.svg',
        published: false,
      }),
    });
    expect(answer.status).toBe(201);
    const { activity, promoted } = saved(answer);
    expect(promoted).toBe(0);
    expect(activity).toMatchObject({ seatsTaken: 0, waitlisted: 0 });
    expect(activity.values).toMatchObject({ startsAt: '2030-05-20T14:00', capacity: 100, lng: 121.562, published: false });

    const row = await activityRow(activity.id);
    expect(row).toMatchObject({
      title: '秋季选品会',
      titleEn: 'Autumn sourcing fair',
      summaryEn: null,
      venueEn: null,
      cover: '/images/seed/covers/trade-show.svg',
      startsAt: new Date('2030-05-20T06:00:00Z'),
      endsAt: new Date('2030-05-20T09:30:00Z'),
      registrationOpensAt: new Date('2030-04-01T01:00:00Z'),
      registrationClosesAt: new Date('2030-05-19T10:00:00Z'),
      capacity: 100,
      perRegistrationLimit: 3,
      seatsTaken: 0,
      published: false,
      agenda: [
        { time: '14:00', title: '签到' },
        { time: '14:30', title: '主题分享', titleEn: 'Keynote' },
      ],
    });
    // The script is gone, and the link's javascript: address with it (its text stays).
    expect(row.description).toBe('<p>欢迎<a>报名</a></p>');

    const [entry] = await entries();
    expect(entry).toMatchObject({
      actorId: people.editor.user.id,
      actorName: '编辑 周敏',
      action: 'activity.create',
      entityType: 'activity',
      entityId: String(activity.id),
      entityLabel: '秋季选品会',
      changes: {
        title: [null, '秋季选品会'],
        startsAt: [null, '2030-05-20 14:00'],
        endsAt: [null, '2030-05-20 17:30'],
        online: [null, false],
        venue: [null, '会展中心 3 号馆'],
        address: [null, '上海市浦东新区龙阳路 2345 号'],
        city: [null, '上海'],
        lng: [null, 121.562],
        lat: [null, 31.208],
        capacity: [null, 100],
        perRegistrationLimit: [null, 3],
        registrationOpensAt: [null, '2030-04-01 09:00'],
        registrationClosesAt: [null, '2030-05-19 18:00'],
        published: [null, false],
      },
    });
    // Hidden: not on the public site.
    expect((await callApi(publicActivityRoute, { query: { id: String(activity.id) } })).status).toBe(404);
  });

  it('takes an online activity without address, city or coordinates', async () => {
    const answer = await call(staffActivitiesRoute, { method: 'POST', body: form({ online: true, venue: '线上直播', address: '', city: '', lng: '', lat: null }) });
    expect(answer.status).toBe(201);
    expect(await activityRow(saved(answer).activity.id)).toMatchObject({ online: true, venue: '线上直播', lng: null, lat: null });
  });

  it('edits it: GET gives the values PUT takes; the audit entry keeps only the key fields that changed, before → after', async () => {
    const created = saved(await call(staffActivitiesRoute, { method: 'POST', body: form() })).activity;
    const fetched = await call(staffActivityRoute, { id: created.id });
    expect(fetched.status).toBe(200);
    const { values } = (fetched.body as { activity: { values: ActivityValues } }).activity;
    expect(values).toEqual({ ...created.values });

    // The values as given back save unchanged: an entry with no key field changed.
    expect((await edit(created.id, values)).status).toBe(200);
    const answer = await edit(created.id, { ...values, title: '冬季选品会', capacity: '120', published: false, lng: '', lat: '', agenda: [] }, { who: 'admin' });
    expect(answer.status).toBe(200);
    expect(saved(answer).activity.values).toMatchObject({ title: '冬季选品会', capacity: 120, published: false, lng: null, agenda: [] });
    const [, unchanged, update] = await entries();
    expect(unchanged).toMatchObject({ action: 'activity.update', changes: {} });
    expect(update).toMatchObject({
      actorName: 'admin 用户',
      action: 'activity.update',
      entityId: String(created.id),
      entityLabel: '冬季选品会',
      changes: { title: ['秋季选品会', '冬季选品会'], capacity: [100, 120], published: [true, false], lng: [121.562, null], lat: [31.208, null] },
    });
  });

  it('edits a hidden activity too, and answers 404 for an id that names none', async () => {
    const hidden = await insertActivity(database.db, { published: false });
    expect((await call(staffActivityRoute, { id: hidden.id })).status).toBe(200);
    expect((await edit(hidden.id, form())).status).toBe(200);
    const missing = await call(staffActivityRoute, { method: 'PUT', id: 999_999, body: { ...form(), version: new Date().toISOString() } });
    expect(missing.status).toBe(404);
    expect(errorOf(missing).message).toBe('没有找到这场活动。');
    expect((await call(staffActivityRoute, { id: 999_999, lang: 'en' })).body).toEqual({ error: { code: 'not_found', message: 'This activity was not found.' } });
    expect((await call(staffActivityRoute, { id: 'abc' })).status).toBe(400);
  });
});

describe('versions: two editors saving the same activity', () => {
  const versionAnswer = (answer: ApiAnswer) => saved(answer).activity.version;

  it('refuses the second of two saves made from the same version with 409, writing nothing of it; each save makes a later version', async () => {
    const created = saved(await call(staffActivitiesRoute, { method: 'POST', body: form() })).activity;
    expect(created.version).toBe(await versionOf(created.id));
    const opened = created.version;

    const first = await edit(created.id, { ...created.values, title: '编辑甲的标题' }, { version: opened });
    expect(first.status).toBe(200);
    expect(Date.parse(versionAnswer(first))).toBeGreaterThan(Date.parse(opened));

    const second = await edit(
      created.id,
      { ...created.values, title: '编辑乙的标题', capacity: '300', doorsOpenAt: created.values.registrationOpensAt, exhibitorIds: [people.exhibitor.user.id] },
      { version: opened, who: 'admin' },
    );
    expect(second.status).toBe(409);
    // It says who saved first, and when (China time).
    const savedAt = chinaDateTime(new Date(versionAnswer(first)));
    const byEditor = `其他人已在你打开后保存了这条记录（编辑 周敏，${savedAt}，北京时间）。为免覆盖对方的修改，你这次的修改没有保存。`;
    expect(second.body).toEqual({ error: { code: 'conflict', message: byEditor, fields: { version: [byEditor] } } });
    // The same editor, in another tab, is told so (in English here).
    const english = await edit(created.id, created.values, { version: opened, lang: 'en' });
    expect(errorOf(english).message).toBe(`You saved this record in another window or tab after opening it here (${savedAt} China time). The changes here were not saved, so that that save is not overwritten.`);

    expect(await activityRow(created.id)).toMatchObject({ title: '编辑甲的标题', capacity: 100, doorsOpenAt: null });
    expect(await versionOf(created.id)).toBe(versionAnswer(first));
    expect(await database.db.select().from(activityExhibitors)).toEqual([]);
    expect((await entries()).map((entry) => [entry.action, entry.actorName])).toEqual([
      ['activity.create', '编辑 周敏'],
      ['activity.update', '编辑 周敏'],
    ]);
    // Reloaded, the second editor saves from the new version.
    expect((await edit(created.id, { ...created.values, title: '编辑乙的标题' }, { who: 'admin' })).status).toBe(200);
  });

  it('lets exactly one of five simultaneous saves from the same version through', async () => {
    const created = saved(await call(staffActivitiesRoute, { method: 'POST', body: form() })).activity;
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => edit(created.id, { ...created.values, title: `同时保存 ${n}` }, { version: created.version })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const winner = answers.find((answer) => answer.status === 200)!;
    expect((await activityRow(created.id)).title).toBe(saved(winner).activity.values.title);
    expect((await entries()).filter((entry) => entry.action === 'activity.update')).toHaveLength(1);
  });

  it('answers 400 at the version field when PUT has none, writing nothing', async () => {
    const activity = await insertActivity(database.db);
    const answer = await call(staffActivityRoute, { method: 'PUT', id: activity.id, body: form({ title: '没有版本' }) });
    expect(answer.status).toBe(400);
    expect(errorOf(answer)).toEqual({
      code: 'validation_failed',
      message: '请检查填写的内容。',
      fields: { version: ['这次保存没有带上记录的版本，无法确认别人是否已经改过它。请重新载入页面后再保存。'] },
    });
    expect((await activityRow(activity.id)).title).toBe('供应链沙龙');
    expect(await entries()).toEqual([]);
  });

  it('is not changed by registrations, cancellations, check-ins or staff status changes, so none of them makes an editor’s save a conflict', async () => {
    const exhibitor = people.exhibitor.user;
    const created = saved(await call(staffActivitiesRoute, { method: 'POST', body: form({ capacity: '2', perRegistrationLimit: '1', exhibitorIds: [exhibitor.id] }) })).activity;
    await database.db.update(activities).set({ startsAt: new Date(Date.now() + 3_600_000) }).where(eq(activities.id, created.id));
    const opened = await versionOf(created.id);

    const register = (name: string, mobile: string) =>
      callApi(publicRegistrationsRoute, {
        method: 'POST',
        query: { id: String(created.id) },
        ip: `203.0.113.${(mobileCount += 1) % 250}`,
        body: { name, mobile, company: '示例公司', position: '采购', audience: 'retailer', quantity: 1, consent: true },
      });
    expect((await register('甲', '13700000001')).status).toBe(201);
    expect((await register('乙', '13700000002')).status).toBe(201);
    const waiting = await register('丙', '13700000003');
    expect((waiting.body as { registration: { status: string } }).registration.status).toBe('waitlisted');
    const [first, second, third] = await database.db.select().from(registrations).where(eq(registrations.activityId, created.id)).orderBy(asc(registrations.id));
    expect((await checkIn(database.db, exhibitor.id, first!.code)).kind).toBe('checked_in');
    expect((await setStatus(second!.id, 'cancelled')).status).toBe(200); // the waitlist moves up
    expect((await statusOf(third!.id)).status).toBe('confirmed');
    // The cancellation is the editor's; the promotion it set off is the system's.
    const audit = async (id: number) => (await database.db.select().from(auditLog).where(eq(auditLog.entityId, String(id))))[0];
    expect(await audit(second!.id)).toMatchObject({ actorName: people.editor.user.name, cause: null, changes: { status: ['confirmed', 'cancelled'] } });
    expect(await audit(third!.id)).toMatchObject({ actorName: people.editor.user.name, cause: 'registration.cancel', changes: { status: ['waitlisted', 'confirmed'] } });
    expect((await activityRow(created.id)).seatsTaken).toBe(2);

    expect(await versionOf(created.id)).toBe(opened);
    expect((await edit(created.id, { ...created.values, title: '加场' }, { version: opened })).status).toBe(200);
  });

  it('moves a version on by a millisecond when the clock has not moved past the last save', async () => {
    const activity = await insertActivity(database.db);
    const before = (await activityRow(activity.id)).updatedAt;
    const fields = activityUpdateSchema.parse({ ...form(), version: before.toISOString() });
    const outcome = await updateActivity(database.db, activity.id, fields, people.editor.user, new Date(before.getTime() - 60_000));
    expect(outcome.kind).toBe('saved');
    expect((await activityRow(activity.id)).updatedAt.getTime()).toBe(before.getTime() + 1);
  });
});

describe('the exhibitors taking part, and when check-in opens', () => {
  let other: BuiltUser;
  beforeAll(async () => {
    other = await buildUser(database.db, {
      kind: 'exhibitor',
      name: '宁波织造',
      exhibitor: { company: '宁波织造有限公司', boothHall: '2 号馆', boothNumber: 'B12', contactName: '', contactPhone: '', contactEmail: '' },
    });
  });
  const attached = async (activityId: number) =>
    (await database.db.select().from(activityExhibitors).where(eq(activityExhibitors.activityId, activityId)).orderBy(asc(activityExhibitors.exhibitorId))).map((row) => row.exhibitorId);

  it('attaches and detaches exhibitor accounts through the console API, with an audit entry for each', async () => {
    const first = people.exhibitor.user;
    const created = saved(await call(staffActivitiesRoute, { method: 'POST', body: form({ exhibitorIds: [first.id] }) })).activity;
    expect(created.values.exhibitorIds).toEqual([first.id]);
    expect(await attached(created.id)).toEqual([first.id]);

    const both = await edit(created.id, { ...created.values, exhibitorIds: [other.id, first.id, other.id] });
    expect(both.status).toBe(200);
    expect(saved(both).activity.values.exhibitorIds).toEqual([first.id, other.id].sort((a, b) => a - b));
    const fetched = (await call(staffActivityRoute, { id: created.id })).body as { activity: { values: ActivityValues } };
    expect(fetched.activity.values.exhibitorIds).toEqual([first.id, other.id].sort((a, b) => a - b));

    expect((await edit(created.id, { ...created.values, exhibitorIds: [other.id] }, { who: 'admin' })).status).toBe(200);
    expect(await attached(created.id)).toEqual([other.id]);
    // Left out: the exhibitors stay as they are.
    const withoutExhibitors: Partial<ActivityValues> = { ...created.values };
    delete withoutExhibitors.exhibitorIds;
    expect((await edit(created.id, withoutExhibitors)).status).toBe(200);
    expect(await attached(created.id)).toEqual([other.id]);

    const log = (await entries()).filter((entry) => entry.action.endsWith('_exhibitor'));
    expect(log.map((entry) => [entry.action, entry.actorName, entry.entityType, entry.entityId, entry.entityLabel])).toEqual([
      ['activity.attach_exhibitor', '编辑 周敏', 'activity', String(created.id), '秋季选品会'],
      ['activity.attach_exhibitor', '编辑 周敏', 'activity', String(created.id), '秋季选品会'],
      ['activity.detach_exhibitor', 'admin 用户', 'activity', String(created.id), '秋季选品会'],
    ]);
    expect(log[1]!.changes).toEqual({ exhibitor: [null, `宁波织造有限公司 · 2 号馆 B12 (#${other.id})`] });
    expect(log[2]!.changes).toEqual({ exhibitor: [expect.stringContaining(`(#${first.id})`), null] });
  });

  it('refuses ids that are not exhibitor accounts at the exhibitors field, writing nothing', async () => {
    const activity = await insertActivity(database.db);
    for (const ids of [[people.member.user.id], [999_999], [other.id, people.editor.user.id]]) {
      const answer = await edit(activity.id, { ...form({ title: '改名' }), exhibitorIds: ids });
      expect(answer.status).toBe(400);
      expect(errorOf(answer).fields).toEqual({ exhibitorIds: ['勾选的账号中有不是展商账号的，请刷新页面后重新勾选'] });
    }
    const created = await call(staffActivitiesRoute, { method: 'POST', body: form({ exhibitorIds: [people.member.user.id] }), lang: 'en' });
    expect(errorOf(created).fields).toEqual({ exhibitorIds: ['Some of the accounts ticked are not exhibitor accounts; reload the page and tick them again'] });
    for (const malformed of [['x'], [1.5], [0], [3_000_000_000], 'all']) {
      const answer = await call(staffActivityRoute, { method: 'PUT', id: activity.id, body: { ...form(), exhibitorIds: malformed, version: await versionOf(activity.id) } });
      expect([answer.status, Object.values(errorOf(answer).fields ?? {}).flat()]).toEqual([400, ['展商的选择有误，请重新勾选']]);
    }
    expect(await activityRow(activity.id)).toMatchObject({ title: '供应链沙龙' });
    expect(await attached(activity.id)).toEqual([]);
    expect(await entries()).toEqual([]);
    expect(await database.db.select().from(activities)).toHaveLength(1);
  });

  it('stores the doors-open time typed in China time (empty: the default, 2 hours before the start), which must be before the end', async () => {
    const values = form({ startsAt: '2030-05-20T14:00', endsAt: '2030-05-20T17:00', registrationOpensAt: '2030-04-01T09:00', registrationClosesAt: '2030-05-19T18:00' });
    const created = saved(await call(staffActivitiesRoute, { method: 'POST', body: values })).activity;
    expect(created.values.doorsOpenAt).toBe('');
    const row = await activityRow(created.id);
    expect(row.doorsOpenAt).toBeNull();
    expect(doorsOpenAt(row)).toEqual(new Date('2030-05-20T04:00:00Z'));
    expect(DOORS_OPEN_DEFAULT_MINUTES).toBe(120);

    const early = await edit(created.id, { ...created.values, doorsOpenAt: '2030-05-20T07:30' });
    expect(saved(early).activity.values.doorsOpenAt).toBe('2030-05-20T07:30');
    expect((await activityRow(created.id)).doorsOpenAt).toEqual(new Date('2030-05-19T23:30:00Z'));
    expect((await entries()).at(-1)).toMatchObject({ action: 'activity.update', changes: { doorsOpenAt: [null, '2030-05-20 07:30'] } });

    for (const [doors, message] of [
      ['2030-05-20T17:00', '入场签到开始要早于活动结束时间'],
      ['2030-05-20T18:00', '入场签到开始要早于活动结束时间'],
      ['2030-02-30T08:00', '请按“年-月-日 时:分”填写一个存在的时间'],
    ] as const) {
      const refused = await edit(created.id, { ...created.values, doorsOpenAt: doors });
      expect(refused.status).toBe(400);
      expect(errorOf(refused).fields).toEqual({ doorsOpenAt: [message] });
    }
    const english = await edit(created.id, { ...created.values, doorsOpenAt: '2030-05-21T08:00' }, { lang: 'en' });
    expect(errorOf(english).fields).toEqual({ doorsOpenAt: ['Check-in must open before the activity ends'] });

    expect((await edit(created.id, { ...created.values, doorsOpenAt: '' })).status).toBe(200);
    expect((await activityRow(created.id)).doorsOpenAt).toBeNull();
  });
});

describe('seats: the capacity against the seats taken', () => {
  it('gives added seats to the waitlist in its order, in the same transaction, with an audit entry for each', async () => {
    const { activity, waiting } = await activityWith({ capacity: 10, confirmed: [4, 6], waitlisted: [2, 3, 1, 4] });
    const values = saved(await edit(activity.id, form({ capacity: '10' }))).activity.values;
    await database.db.delete(auditLog);

    // Five more seats: the first in line (2) and the second (3) fill them; the third (1) and fourth (4) wait.
    const answer = await edit(activity.id, { ...values, capacity: 15 });
    expect(answer.status).toBe(200);
    expect(saved(answer)).toMatchObject({ promoted: 2, activity: { seatsTaken: 15, waitlisted: 2 } });
    expect((await statusOf(waiting[0]!.id)).status).toBe('confirmed');
    expect((await statusOf(waiting[1]!.id)).status).toBe('confirmed');
    expect((await statusOf(waiting[1]!.id)).confirmedAt).toBeInstanceOf(Date);
    expect((await statusOf(waiting[2]!.id)).status).toBe('waitlisted');
    expect((await statusOf(waiting[3]!.id)).status).toBe('waitlisted');
    expect((await activityRow(activity.id)).seatsTaken).toBe(15);
    expect(await seatsHeld(activity.id)).toBe(15);

    const log = await entries();
    expect(log.map((entry) => [entry.action, entry.entityId, entry.changes])).toEqual([
      ['activity.update', String(activity.id), { capacity: [10, 15] }],
      ['registration.status', String(waiting[0]!.id), { status: ['waitlisted', 'confirmed'] }],
      ['registration.status', String(waiting[1]!.id), { status: ['waitlisted', 'confirmed'] }],
    ]);
    expect(log[1]!.entityLabel).toBe(`${waiting[0]!.name} · ${waiting[0]!.code}`);
  });

  it('keeps the waitlist’s order: nobody behind a party that does not fit moves up', async () => {
    const { activity, waiting } = await activityWith({ capacity: 10, confirmed: [10], waitlisted: [4, 1] });
    const answer = await edit(activity.id, form({ capacity: '13' }));
    expect(saved(answer)).toMatchObject({ promoted: 0, activity: { seatsTaken: 10, waitlisted: 2 } });
    expect((await statusOf(waiting[1]!.id)).status).toBe('waitlisted');
  });

  it('refuses a capacity below the seats already taken at the capacity field, writing nothing', async () => {
    const { activity } = await activityWith({ capacity: 20, confirmed: [5, 3] });
    const answer = await edit(activity.id, form({ capacity: '7', title: '改名' }));
    expect(answer.status).toBe(400);
    expect(errorOf(answer)).toEqual({ code: 'validation_failed', message: '请检查填写的内容。', fields: { capacity: ['已有 8 席被占用，名额不能少于 8'] } });
    const english = await edit(activity.id, form({ capacity: '7' }), { lang: 'en' });
    expect(errorOf(english).fields).toEqual({ capacity: ['8 seats are already taken, so there must be at least 8'] });
    expect(await activityRow(activity.id)).toMatchObject({ title: '供应链沙龙', capacity: 20, seatsTaken: 8 });
    expect(await entries()).toEqual([]);
    // Exactly the seats taken is allowed: the activity is then full.
    expect((await edit(activity.id, form({ capacity: '8', perRegistrationLimit: '2' }))).status).toBe(200);
  });
});

describe('registration status changes', () => {
  it('checks a confirmed registration in, with the time; the seats stay as they are', async () => {
    const { activity, held } = await activityWith({ capacity: 10, confirmed: [2] });
    const answer = await setStatus(held[0]!.id, 'checked_in');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      registration: {
        id: held[0]!.id,
        status: 'checked_in',
        name: held[0]!.name,
        code: held[0]!.code,
        checkedInAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
      },
      promoted: 0,
      seatsTaken: 2,
      capacity: 10,
    } satisfies RegistrationStatusAnswer);
    expect((await statusOf(held[0]!.id)).checkedInAt).toBeInstanceOf(Date);
    expect((await activityRow(activity.id)).seatsTaken).toBe(2);
    const [entry] = await entries();
    expect(entry).toMatchObject({
      action: 'registration.status',
      entityType: 'registration',
      entityId: String(held[0]!.id),
      entityLabel: `${held[0]!.name} · ${held[0]!.code}`,
      changes: { status: ['confirmed', 'checked_in'] },
    });
  });

  it('cancels a confirmed registration: its seats go to the waitlist in order, as when the registrant cancels', async () => {
    const { activity, held, waiting } = await activityWith({ capacity: 6, confirmed: [3, 3], waitlisted: [2, 1, 2] });
    const answer = await setStatus(held[0]!.id, 'cancelled');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ registration: { status: 'cancelled' }, promoted: 2, seatsTaken: 6 });
    expect((await statusOf(held[0]!.id)).cancelledAt).toBeInstanceOf(Date);
    expect([(await statusOf(waiting[0]!.id)).status, (await statusOf(waiting[1]!.id)).status, (await statusOf(waiting[2]!.id)).status]).toEqual([
      'confirmed',
      'confirmed',
      'waitlisted',
    ]);
    expect((await activityRow(activity.id)).seatsTaken).toBe(6);
    expect(await seatsHeld(activity.id)).toBe(6);
    expect((await entries()).map((entry) => [entry.entityId, entry.changes])).toEqual([
      [String(held[0]!.id), { status: ['confirmed', 'cancelled'] }],
      [String(waiting[0]!.id), { status: ['waitlisted', 'confirmed'] }],
      [String(waiting[1]!.id), { status: ['waitlisted', 'confirmed'] }],
    ]);
  });

  it('cancels a waitlisted one without touching the seats, and lets those behind it move up when it was in their way', async () => {
    const { activity, waiting } = await activityWith({ capacity: 10, confirmed: [8], waitlisted: [5, 2] });
    const answer = await setStatus(waiting[0]!.id, 'cancelled');
    expect(answer.body).toMatchObject({ registration: { status: 'cancelled' }, promoted: 1, seatsTaken: 10 });
    expect((await statusOf(waiting[1]!.id)).status).toBe('confirmed');
    expect(await seatsHeld(activity.id)).toBe(10);
  });

  it('confirms a waitlisted one by hand while its party fits, else 409 saying how many seats are left', async () => {
    const { activity, waiting } = await activityWith({ capacity: 10, confirmed: [7], waitlisted: [4, 2, 2] });
    const confirmed = await setStatus(waiting[1]!.id, 'confirmed');
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ registration: { status: 'confirmed' }, seatsTaken: 9 });
    expect((await statusOf(waiting[1]!.id)).confirmedAt).toBeInstanceOf(Date);

    const full = await setStatus(waiting[2]!.id, 'confirmed');
    expect(full.status).toBe(409);
    expect(errorOf(full)).toEqual({ code: 'conflict', message: '名额不足：还剩 1 席，这条报名需要 2 席。请先调高名额或取消其他报名。' });
    expect(errorOf(await setStatus(waiting[2]!.id, 'confirmed', 'editor', 'en')).message).toBe(
      'Not enough seats: 1 left, and this registration needs 2. Raise the seats or cancel other registrations first.',
    );
    expect((await statusOf(waiting[2]!.id)).status).toBe('waitlisted');
    expect((await activityRow(activity.id)).seatsTaken).toBe(9);
    expect(await entries()).toHaveLength(1);
  });

  it.each([
    ['check in a waitlisted one', 'waitlisted', 'checked_in', '只有已确认的报名可以签到（这条报名现在是“候补”）。'],
    ['check in one checked in', 'checked_in', 'checked_in', '只有已确认的报名可以签到（这条报名现在是“已签到”）。'],
    ['confirm a confirmed one', 'confirmed', 'confirmed', '只有候补中的报名可以转为已确认（这条报名现在是“已确认”）。'],
    ['confirm a cancelled one', 'cancelled', 'confirmed', '只有候补中的报名可以转为已确认（这条报名现在是“已取消”）。'],
    ['cancel a cancelled one', 'cancelled', 'cancelled', '这条报名现在是“已取消”，不能再取消。'],
    ['cancel one checked in', 'checked_in', 'cancelled', '这条报名现在是“已签到”，不能再取消。'],
  ] as const)('refuses to %s with a 409 that says why, writing nothing', async (_, from, to, message) => {
    const activity = await insertActivity(database.db, { capacity: 10, seatsTaken: from === 'confirmed' || from === 'checked_in' ? 1 : 0 });
    const registration = await addRegistration(activity.id, from);
    const answer = await setStatus(registration.id, to);
    expect(answer.status).toBe(409);
    expect(errorOf(answer)).toEqual({ code: 'conflict', message });
    expect((await statusOf(registration.id)).status).toBe(from);
    expect(await entries()).toEqual([]);
  });

  it('says so in English too, and answers 404 for an unknown registration and 400 for an unknown status', async () => {
    const activity = await insertActivity(database.db);
    const registration = await addRegistration(activity.id, 'waitlisted');
    expect(errorOf(await setStatus(registration.id, 'checked_in', 'editor', 'en')).message).toBe(
      'Only a confirmed registration can be checked in (this one is “Waitlisted”).',
    );
    const missing = await setStatus(999_999, 'cancelled');
    expect(missing.status).toBe(404);
    expect(errorOf(missing).message).toBe('没有找到这条报名。');
    const unknown = await setStatus(registration.id, 'deleted');
    expect(unknown.status).toBe(400);
    expect(errorOf(unknown).fields).toEqual({ status: ['请选择取消、确认或签到'] });
  });

  it('gives 10 simultaneous confirmations for 3 free seats exactly 3 seats; the rest are refused with 409', async () => {
    const { activity, waiting } = await activityWith({ capacity: 10, confirmed: [7], waitlisted: [5, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1] });
    const hands = waiting.slice(1);
    const answers = await Promise.all(hands.map((row) => setStatus(row.id, 'confirmed')));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(7);
    expect((await activityRow(activity.id)).seatsTaken).toBe(10);
    expect(await seatsHeld(activity.id)).toBe(10);
    expect(await entries()).toHaveLength(3);
  });

  it('keeps the seats taken exact when cancellations, confirmations and check-ins arrive at once', async () => {
    const { activity, held, waiting } = await activityWith({ capacity: 12, confirmed: [2, 2, 2, 2, 2, 2], waitlisted: [1, 3, 2, 1, 2, 1] });
    const changes = [
      ...held.slice(0, 3).map((row) => setStatus(row.id, 'cancelled')),
      ...held.slice(3).map((row) => setStatus(row.id, 'checked_in')),
      ...waiting.map((row) => setStatus(row.id, 'confirmed')),
      setStatus(waiting[5]!.id, 'cancelled'),
    ];
    const answers = await Promise.all(changes);
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    const row = await activityRow(activity.id);
    expect(row.seatsTaken).toBe(await seatsHeld(activity.id));
    expect(row.seatsTaken).toBeLessThanOrEqual(12);
    for (const registration of held.slice(3)) expect((await statusOf(registration.id)).status).toBe('checked_in');
  });
});

describe('the public site shows each change at once', () => {
  const publicActivity = async (id: number) => (await callApi(publicActivityRoute, { query: { id: String(id) } })).body as { seatsLeft: number; title: string; state: string };
  const detailProps = async (id: number) => {
    const result = await loadActivityDetail({ query: { id: String(id) }, locale: 'zh-CN' } as unknown as PageContext);
    if (!('props' in result)) throw new Error('expected props');
    return (await result.props).activity;
  };

  it('after a create, an edit and a status change, through the public API and the page loader', async () => {
    // Read (and so cached) before the change.
    expect(((await callApi(publicActivitiesRoute)).body as { items: unknown[] }).items).toEqual([]);
    const created = saved(await call(staffActivitiesRoute, { method: 'POST', body: form({ capacity: '2', perRegistrationLimit: '1' }) })).activity;
    expect(((await callApi(publicActivitiesRoute)).body as { items: { id: number }[] }).items.map((a) => a.id)).toEqual([created.id]);
    expect(await publicActivity(created.id)).toMatchObject({ title: '秋季选品会', seatsLeft: 2, state: 'open' });
    expect(await detailProps(created.id)).toMatchObject({ title: '秋季选品会', seatsLeft: 2 });

    await edit(created.id, { ...created.values, title: '秋季选品会（加场）', capacity: 5 });
    expect(await publicActivity(created.id)).toMatchObject({ title: '秋季选品会（加场）', seatsLeft: 5 });
    expect(await detailProps(created.id)).toMatchObject({ title: '秋季选品会（加场）', seatsLeft: 5 });

    const registration = await addRegistration(created.id, 'waitlisted', 1);
    await setStatus(registration.id, 'confirmed');
    expect(await publicActivity(created.id)).toMatchObject({ seatsLeft: 4 });
    expect(await detailProps(created.id)).toMatchObject({ seatsLeft: 4 });

    // Hidden: gone from the site at once.
    await edit(created.id, { ...created.values, capacity: 5, published: false });
    expect((await callApi(publicActivityRoute, { query: { id: String(created.id) } })).status).toBe(404);
    expect(await loadActivityDetail({ query: { id: String(created.id) }, locale: 'zh-CN' } as unknown as PageContext)).toEqual({ notFound: true });
  });
});

describe('the activity list and the edit page', () => {
  const NOW = new Date('2026-11-10T02:00:00Z');
  const context = (query: Record<string, string> = {}, locale = 'zh-CN') => ({ query, locale }) as unknown as PageContext;
  const listOf = async (query: Record<string, string> = {}, locale = 'zh-CN') => {
    const result = await loadStaffActivities(context(query, locale), NOW);
    if (!('props' in result)) throw new Error('expected props');
    return result.props as StaffActivitiesProps;
  };
  const add = (title: string, startDays: number, overrides: Partial<typeof activities.$inferInsert> = {}) =>
    insertActivity(database.db, { title, registrationOpensAt: new Date(NOW.getTime() - 60 * DAY_MS), registrationClosesAt: new Date(NOW.getTime() + (startDays - 1) * DAY_MS), ...overrides }, { now: NOW, startsInDays: startDays });

  it('lists those not yet over first (soonest first), then those over (latest first), hidden ones too, with waitlists', async () => {
    const past = await add('去年的沙龙', -300);
    const recent = await add('上个月的展会', -30, { venue: '深圳会展中心', city: '深圳' });
    const soon = await add('下周的工作坊', 7, { published: false, titleEn: 'Workshop next week' });
    const later = await add('明年的大会', 60, { capacity: 3, seatsTaken: 3 });
    await addRegistration(later.id, 'waitlisted');
    await addRegistration(later.id, 'waitlisted');
    await addRegistration(later.id, 'cancelled');

    const list = await listOf();
    expect(list.items.map((a) => a.title)).toEqual(['下周的工作坊', '明年的大会', '上个月的展会', '去年的沙龙']);
    expect(list.total).toBe(4);
    expect(list.items[0]).toMatchObject({ id: soon.id, published: false, ended: false });
    expect(list.items[1]).toMatchObject({ id: later.id, seatsTaken: 3, capacity: 3, waitlisted: 2, published: true });
    expect(list.items[2]).toMatchObject({ id: recent.id, ended: true, venue: '深圳会展中心', city: '深圳' });
    expect(list.items[0]!.startLabel).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

    expect((await listOf({ when: 'upcoming' })).items.map((a) => a.id)).toEqual([soon.id, later.id]);
    expect((await listOf({ when: 'past' })).items.map((a) => a.id)).toEqual([recent.id, past.id]);
    expect((await listOf({ q: '深圳' })).items.map((a) => a.id)).toEqual([recent.id]);
    expect((await listOf({}, 'en')).items[0]!.title).toBe('Workshop next week');
    expect(await loadStaffActivities(context({ when: 'soon' }), NOW)).toEqual({ notFound: true });

    // The same list through the API.
    const answer = await call(staffActivitiesRoute, { query: { when: 'past', q: '沙龙' } });
    expect((answer.body as StaffActivitiesProps).items.map((a) => a.id)).toEqual([past.id]);
    expect((await call(staffActivitiesRoute, { query: { when: 'later' } })).status).toBe(400);
  });

  it('opens a new activity with registration open from now, an activity by id, and 404 for a malformed or unknown id', async () => {
    const fresh = await loadStaffActivityEdit(context(), NOW);
    expect(fresh).toEqual({
      props: {
        activity: null,
        defaults: expect.objectContaining({ registrationOpensAt: '2026-11-10T10:00', startsAt: '2026-11-24T14:00', registrationClosesAt: '2026-11-24T14:00', doorsOpenAt: '', exhibitorIds: [], published: false }),
        exhibitors: expect.arrayContaining([{ id: people.exhibitor.user.id, company: expect.any(String), boothHall: expect.any(String), boothNumber: expect.any(String), disabled: false }]),
        shows: [],
      },
    });
    const hidden = await add('草稿活动', 10, { published: false });
    const opened = await loadStaffActivityEdit(context({ id: String(hidden.id) }), NOW);
    expect(opened).toMatchObject({ props: { activity: { id: hidden.id, values: { title: '草稿活动', published: false } } } });
    expect(await loadStaffActivityEdit(context({ id: 'abc' }), NOW)).toEqual({ notFound: true });
    expect(await loadStaffActivityEdit(context({ id: '999999' }), NOW)).toEqual({ notFound: true });
  });

  it('answers for a hidden activity’s registrations in the staff registration API', async () => {
    const hidden = await add('草稿活动', 10, { published: false });
    await addRegistration(hidden.id, 'confirmed');
    const answer = await call(staffRegistrationsRoute, { id: hidden.id });
    expect(answer.status).toBe(200);
    expect((answer.body as { total: number }).total).toBe(1);
  });
});

describe('kind, show and figures', () => {
  const context = (query: Record<string, string> = {}) => ({ query, locale: 'zh-CN' }) as unknown as PageContext;
  it('stores a show with its figures and a forum attached to it; the show page shows both', async () => {
    const show = saved(
      await call(staffActivitiesRoute, { method: 'POST', body: form({ kind: 'show', showExhibitors: '620', showVisitors: 32000, showAreaSqm: '' }) }),
    ).activity;
    expect(show.values).toMatchObject({ kind: 'show', showId: null, showExhibitors: 620, showVisitors: 32000, showAreaSqm: null });
    const forum = saved(await call(staffActivitiesRoute, { method: 'POST', body: form({ kind: 'forum', showId: String(show.id), title: '主题论坛' }) })).activity;
    expect(await activityRow(forum.id)).toMatchObject({ kind: 'forum', showId: show.id, showExhibitors: null });
    // The edit page offers the show (but not the show itself when editing it).
    expect((await loadStaffActivityEdit(context({ id: String(forum.id) }))) as unknown).toMatchObject({ props: { shows: [{ id: show.id, title: '秋季选品会' }] } });
    expect((await loadStaffActivityEdit(context({ id: String(show.id) }))) as unknown).toMatchObject({ props: { shows: [] } });
  });

  it('refuses negative or broken figures, a show of a show, and a show id that is no show', async () => {
    const figures = await call(staffActivitiesRoute, { method: 'POST', body: form({ kind: 'show', showExhibitors: '-1', showVisitors: '1.5', showAreaSqm: 'abc' }) });
    expect(figures.status).toBe(400);
    const message = '请填写 0 或正整数（最多 10000000），或留空';
    expect(errorOf(figures).fields).toEqual({ showExhibitors: [message], showVisitors: [message], showAreaSqm: [message] });
    expect(errorOf(await call(staffActivitiesRoute, { method: 'POST', body: form({ kind: 'party' as never }) })).fields).toEqual({ kind: ['请选择活动类型'] });

    const other = saved(await call(staffActivitiesRoute, { method: 'POST', body: form({ kind: 'salon' }) })).activity;
    const showOfShow = await call(staffActivitiesRoute, { method: 'POST', body: form({ kind: 'show', showId: other.id }) });
    expect(errorOf(showOfShow).fields).toEqual({ showId: ['展会本身不能属于另一届展会'] });
    const notShow = await call(staffActivitiesRoute, { method: 'POST', body: form({ kind: 'forum', showId: other.id }) });
    expect(notShow.status).toBe(400);
    expect(errorOf(notShow).fields).toEqual({ showId: ['请选择一届展会，或选“不属于任何展会”'] });
    // Nor may an activity belong to itself.
    const self = await edit(other.id, form({ kind: 'forum', showId: other.id }));
    expect(errorOf(self).fields).toEqual({ showId: ['请选择一届展会，或选“不属于任何展会”'] });
  });

  it('detaches the programme when a show stops being one, and audits kind and show changes', async () => {
    const show = saved(await call(staffActivitiesRoute, { method: 'POST', body: form({ kind: 'show', showExhibitors: 10 }) })).activity;
    const forum = saved(await call(staffActivitiesRoute, { method: 'POST', body: form({ kind: 'forum', showId: show.id }) })).activity;
    expect((await edit(show.id, form({ kind: 'forum', showExhibitors: 10 }))).status).toBe(200);
    expect(await activityRow(show.id)).toMatchObject({ kind: 'forum', showExhibitors: null });
    expect((await activityRow(forum.id)).showId).toBeNull();
    const updates = (await entries()).filter((entry) => entry.action === 'activity.update');
    expect(updates.at(-1)?.changes).toMatchObject({ kind: ['show', 'forum'], showExhibitors: [10, null] });
  });
});
