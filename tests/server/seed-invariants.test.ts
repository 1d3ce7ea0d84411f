import { parseAgendaTime } from '@/lib/agenda-time';
import { validate } from '@/lib/schemas/field-errors';
import { activitySchema } from '@/lib/schemas/activity';
import { activityValues } from '@/server/activities/staff-view';
import type { Database } from '@/server/db/client';
import { activities } from '@/server/db/schema';
import { seedIfEmpty } from '@/server/db/seed/run';
import { freshDatabase } from './support/db';

/**
 * The demo data cannot contradict itself: every seeded activity is one the
 * console would save as it is (its agenda within its times, registration
 * closing before the start…), and an online one speaks of a link, never of an
 * entrance or a place to travel to. Seeded a few times of day apart, since
 * the dates are relative to the seeding moment.
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
