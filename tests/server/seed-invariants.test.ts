import { parseAgendaTime } from '@/lib/agenda-time';
import { validate } from '@/lib/schemas/field-errors';
import { activitySchema } from '@/lib/schemas/activity';
import { activityValues } from '@/server/activities/staff-view';
import type { Database } from '@/server/db/client';
import { activities, registrations } from '@/server/db/schema';
import { seedIfEmpty } from '@/server/db/seed/run';
import { freshDatabase } from './support/db';

/**
 * The demo data cannot contradict itself: every seeded activity is one the
 * console would save as it is (its agenda within its times, registration
 * closing before the start…), and an online one speaks of a link, never of an
 * entrance or a place to travel to; the seats each activity has taken are the
 * registrations behind them, made up plausibly (zh-CN names, mobile numbers of
 * a block nobody is given).
 */

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
  await seedIfEmpty(database.db, new Date('2026-11-22T15:45:00Z'));
});
afterAll(() => database.close());

/** Words of a place to go to: an online activity's texts must not use them. */
const ON_SITE = /入场|到场|现场|展位|签到台|场馆|出示电子票|entrance|venue hall|on site|on-site/i;

describe('the seeded activities', () => {
  it('are each one the console would save unchanged (agenda within the activity’s times included)', async () => {
    const rows = await database.db.select().from(activities);
    expect(rows.length).toBeGreaterThan(5);
    const refused = rows
      .map((row) => ({ title: row.title, errors: validate(activitySchema, activityValues(row, [])) }))
      .filter((result) => result.errors !== null);
    expect(refused).toEqual([]);
  });

  it('give every agenda row a time the rule can check, in order', async () => {
    for (const row of await database.db.select().from(activities)) {
      const times = row.agenda.map((item) => parseAgendaTime(item.time));
      expect({ title: row.title, unreadable: row.agenda.filter((_, index) => times[index] === null).map((item) => item.time) }).toEqual({ title: row.title, unreadable: [] });
      const order = times.map((time) => (time!.day ?? 1) * 24 * 60 + time!.from);
      expect({ title: row.title, order }).toEqual({ title: row.title, order: [...order].sort((a, b) => a - b) });
    }
  });

  it('online: one label for the place, a live link, and no word of an entrance', async () => {
    const online = (await database.db.select().from(activities)).filter((row) => row.online);
    expect(online.length).toBeGreaterThan(0);
    for (const row of online) {
      expect({ title: row.title, venue: row.venue, venueEn: row.venueEn }).toEqual({ title: row.title, venue: '线上活动', venueEn: 'Online' });
      expect(row.onlineUrl).toMatch(/^https:\/\//);
      expect({ title: row.title, lng: row.lng, lat: row.lat }).toEqual({ title: row.title, lng: null, lat: null });
      const texts = [row.summary, row.summaryEn ?? '', row.description, row.info.transport, ...row.info.notes, ...row.info.faq.flatMap((item) => [item.q, item.a])];
      expect({ title: row.title, onSite: texts.filter((text) => ON_SITE.test(text)) }).toEqual({ title: row.title, onSite: [] });
    }
  });

  it('in person: an address and a city to travel to', async () => {
    for (const row of (await database.db.select().from(activities)).filter((item) => !item.online)) {
      expect({ title: row.title, address: row.address.length > 0, city: row.city.length > 0 }).toEqual({ title: row.title, address: true, city: true });
    }
  });
});

describe('the seeded registrations', () => {
  it('add up: every activity’s seats taken are the seats of its confirmed and checked-in registrations', async () => {
    const rows = await database.db.select().from(activities);
    const all = await database.db.select().from(registrations);
    const seats = (id: number) =>
      all.filter((row) => row.activityId === id && (row.status === 'confirmed' || row.status === 'checked_in')).reduce((sum, row) => sum + row.quantity, 0);
    expect(rows.map((row) => ({ title: row.title, seatsTaken: seats(row.id) }))).toEqual(rows.map((row) => ({ title: row.title, seatsTaken: row.seatsTaken })));
    expect(rows.filter((row) => row.seatsTaken > 0).length).toBeGreaterThan(5);
    // The demo's "已占 71/80 席" has people behind it.
    const closed = rows.find((row) => row.capacity === 80);
    expect(closed && { taken: closed.seatsTaken, confirmed: all.filter((row) => row.activityId === closed.id && row.status === 'confirmed').length > 0 }).toEqual({ taken: 71, confirmed: true });
  });

  it('keep each party within its activity’s limit, a full activity’s waitlist after its seats, and check-ins only at past ones', async () => {
    const byId = new Map((await database.db.select().from(activities)).map((row) => [row.id, row]));
    const all = await database.db.select().from(registrations);
    const now = new Date('2026-11-22T15:45:00Z');
    for (const row of all) {
      const activity = byId.get(row.activityId)!;
      expect({ code: row.code, within: row.quantity >= 1 && row.quantity <= activity.perRegistrationLimit }).toEqual({ code: row.code, within: true });
      if (row.status === 'checked_in') expect(activity.startsAt.getTime()).toBeLessThan(now.getTime());
      if (row.status === 'waitlisted') expect(activity.seatsTaken).toBe(activity.capacity);
    }
    expect(new Set(all.map((row) => row.code)).size).toBe(all.length);
  });

  it('are plausible people: zh-CN names, mainland-shaped mobile numbers of the reserved block, real-sounding companies, no filler text', async () => {
    const all = await database.db.select().from(registrations);
    expect(all.length).toBeGreaterThan(100);
    for (const row of all) {
      expect({ name: row.name, ok: /^[\u4e00-\u9fa5]{2,3}$/.test(row.name) }).toEqual({ name: row.name, ok: true });
      expect(row.mobile).toMatch(/^1990000\d{4}$/);
      expect(row.mobile).toMatch(/^1[3-9]\d{9}$/);
      expect(`${row.name}${row.company}${row.position}`).not.toMatch(/lorem|ipsum|test|测试|示例/i);
    }
  });
});
