import ICAL from 'ical.js';
import { eq } from 'drizzle-orm';
import { activityUpdateSchema } from '@/lib/activities/staff-schema';
import icsRoute from '@/pages/api/activities/[id]/ics';
import { updateActivity } from '@/server/activities/save';
import { staffActivityView } from '@/server/activities/staff-view';
import { activityCalendar, activityCalendarUid, calendarActivity } from '@/server/activities/calendar';
import { createUser } from '@/server/auth/users';
import { clearCache } from '@/server/kernel/cache';
import type { ActivityRow } from '@/server/activities/queries';
import { useDatabase } from '@/server/db';
import type { Database } from '@/server/db/client';
import { activities, registrations } from '@/server/db/schema';
import { insertActivity } from './support/activities';
import { callApi } from './support/api';
import { freshDatabase } from './support/db';

/**
 * The calendar file of an activity, read back with ical.js (the parser
 * calendar apps' web clients use): one event whose UID lasts as long as the
 * activity, whose SEQUENCE grows when it moves, and which says CANCELLED
 * once the activity is withdrawn from people who registered.
 */

const activity = {
  id: 7,
  title: 'TMZ 品牌与制造博览会',
  summary: '三天，四类伙伴，一个展会。',
  venue: '上海新国际博览中心',
  address: '上海市浦东新区龙阳路 2345 号',
  online: false,
  lat: 31.2,
  lng: 121.56,
  startsAt: new Date('2027-01-06T01:00:00Z'),
  endsAt: new Date('2027-01-08T09:00:00Z'),
  calendarSequence: 3,
  createdAt: new Date('2026-09-01T02:00:00Z'),
  updatedAt: new Date('2026-10-01T02:00:00Z'),
} as ActivityRow;

const site = { siteName: 'TMZ 产业协同平台', url: 'https://www.example.com/activityDetail?id=7' };

/** The one VEVENT of a calendar file, parsed by ical.js (which throws on a malformed file). */
function parseEvent(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const events = calendar.getAllSubcomponents('vevent');
  expect(events).toHaveLength(1);
  return { calendar, vevent: events[0]!, event: new ICAL.Event(events[0]!) };
}

describe('activityCalendar', () => {
  it('makes one event that ical.js reads back: UID, sequence, status, times in UTC, title, place and page', () => {
    const { calendar, vevent, event } = parseEvent(activityCalendar(activity, site));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(event.uid).toBe(`activity-7-${Date.parse('2026-09-01T02:00:00Z')}@tmz-platform`);
    expect(event.sequence).toBe(3);
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(event.startDate.toJSDate().toISOString()).toBe('2027-01-06T01:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2027-01-08T09:00:00.000Z');
    expect(event.summary).toBe('TMZ 品牌与制造博览会');
    expect(event.description).toBe('三天，四类伙伴，一个展会。');
    expect(event.location).toContain('上海新国际博览中心');
    expect(vevent.getFirstPropertyValue('url')).toBe('https://www.example.com/activityDetail?id=7');
    expect(vevent.getFirstPropertyValue('geo')).toEqual([31.2, 121.56]);
  });

  it('keeps the UID whatever address the site is reached at', () => {
    const other = activityCalendar(activity, { ...site, url: 'http://192.168.1.20:3000/activityDetail?id=7' });
    expect(parseEvent(other).event.uid).toBe(parseEvent(activityCalendar(activity, site)).event.uid);
    expect(parseEvent(other).event.uid).toBe(activityCalendarUid(activity));
    // Another activity of the same id (a database started afresh) is another event.
    expect(activityCalendarUid({ id: 7, createdAt: new Date('2027-02-01T00:00:00Z') })).not.toBe(activityCalendarUid(activity));
  });

  it('says CANCELLED for a cancelled activity', () => {
    const { vevent } = parseEvent(activityCalendar(activity, { ...site, cancelled: true }));
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('gives an online activity the site’s one word for it as its place, and no point on a map', () => {
    const online = { ...activity, online: true, venue: '腾讯会议', address: '报名成功后发送直播链接' } as ActivityRow;
    const { vevent, event } = parseEvent(activityCalendar(online, site));
    expect(event.location).toBe('线上活动');
    expect(vevent.getFirstPropertyValue('geo')).toBeNull();
  });
});

describe('the calendar file of a stored activity', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase();
    useDatabase(database);
  }, 60_000);
  afterAll(() => database.close());
  beforeEach(() => clearCache());

  const stored = async (id: number) => (await database.db.select().from(activities).where(eq(activities.id, id)))[0]!;
  const local = (date: Date) => new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 16);

  /** An activity the console's form can save as it is: a start on the minute (the form's precision) and every required field. */
  const insertSaveable = () => {
    const startsAt = new Date(Math.floor((Date.now() + 10 * 86_400_000) / 60_000) * 60_000);
    return insertActivity(database.db, { summary: '闭门交流', address: '龙阳路 2345 号', city: '上海', startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000) });
  };

  async function save(id: number, change: Record<string, unknown>) {
    const editor = await createUser(database.db, { kind: 'editor', login: `editor${Date.now()}${Math.random()}`, password: 'Lantern-Orchid-42', name: '编辑' });
    const view = await staffActivityView(database.db, await stored(id));
    const values = activityUpdateSchema.parse({ ...view.values, ...change, version: view.version });
    expect((await updateActivity(database.db, id, values, { id: editor.id, name: editor.name, kind: editor.kind })).kind).toBe('saved');
    return stored(id);
  }

  async function fetchIcs(id: number) {
    return callApi(icsRoute, { method: 'GET', query: { id: String(id) } });
  }

  it('raises SEQUENCE when the time or place changes or it is hidden, not for other edits; the UID stays', async () => {
    const row = await insertSaveable();
    expect(row.calendarSequence).toBe(0);
    const uid = activityCalendarUid(row);

    expect((await save(row.id, { title: '供应链沙龙（第二期）', summary: '新的介绍' })).calendarSequence).toBe(0);
    const later = new Date(row.startsAt.getTime() + 86_400_000);
    expect((await save(row.id, { startsAt: local(later), endsAt: local(new Date(later.getTime() + 3_600_000)) })).calendarSequence).toBe(1);
    expect((await save(row.id, { venue: '会展中心 5 号馆' })).calendarSequence).toBe(2);

    const answer = await fetchIcs(row.id);
    expect(answer.status).toBe(200);
    const { vevent, event } = parseEvent(String(answer.body));
    expect(event.uid).toBe(uid);
    expect(event.sequence).toBe(2);
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(event.summary).toBe('供应链沙龙（第二期）');
  });

  it('serves a hidden activity people registered for as cancelled, and one nobody registered for not at all', async () => {
    const registered = await insertSaveable();
    await database.db.insert(registrations).values({
      activityId: registered.id, code: `CAL${registered.id}AAAAAAA`.slice(0, 12), name: '韩梅', mobile: '13800000001',
      company: '示例公司', position: '采购', audience: 'retailer', status: 'confirmed',
    });
    const quiet = await insertSaveable();
    const hidden = await save(registered.id, { published: false });
    await save(quiet.id, { published: false });

    expect(hidden.calendarSequence).toBe(1);
    expect(await calendarActivity(database.db, registered.id)).toMatchObject({ cancelled: true });
    const answer = await fetchIcs(registered.id);
    expect(answer.status).toBe(200);
    const { vevent, event } = parseEvent(String(answer.body));
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(event.sequence).toBe(1);
    expect(event.uid).toBe(activityCalendarUid(registered));

    expect(await calendarActivity(database.db, quiet.id)).toBeNull();
    expect((await fetchIcs(quiet.id)).status).toBe(404);
  });
});
