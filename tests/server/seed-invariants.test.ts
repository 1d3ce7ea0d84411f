import { parseAgendaTime } from '@/lib/activities/agenda-time';
import { validate } from '@/lib/http/field-errors';
import { activitySchema } from '@/lib/activities/staff-schema';
import { activityValues } from '@/server/activities/staff-view';
import type { Database } from '@/server/db/client';
import { eq } from 'drizzle-orm';
import { COMPANY_KINDS, MEETING_SLOT_MINUTES, SLOT_HOLDING_STATUSES } from '@/lib/companies/rules';
import { isValidUscc } from '@/lib/certifications/uscc';
import { verifyPassword } from '@/server/auth/password';
import { activities, booths, companies, companyCategories, companyProducts, halls, meetings, productCategories, registrations, users } from '@/server/db/schema';
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
// Migrating a fresh database and seeding it takes seconds on a loaded machine: more than Jest's default 5.
beforeAll(async () => {
  database = await freshDatabase();
  await seedIfEmpty(database.db, new Date('2026-11-22T15:45:00Z'));
}, 60_000);
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

const CHINA_MS = 8 * 3_600_000;
/** Minutes since China midnight. */
const chinaMinutes = (at: Date) => Math.round(((at.getTime() + CHINA_MS) % 86_400_000) / 60_000);

describe('the seeded companies', () => {
  it('are about 60, of the four kinds (kinds read as a string array), over the 12 top categories', async () => {
    const rows = await database.db.select({ id: companies.id, kinds: companies.kinds, uscc: companies.uscc }).from(companies);
    expect(rows.length).toBeGreaterThanOrEqual(55);
    expect(Array.isArray(rows[0]!.kinds)).toBe(true);
    expect(new Set(rows.flatMap((row) => row.kinds))).toEqual(new Set(COMPANY_KINDS));
    expect(rows.filter((row) => !row.uscc || !isValidUscc(row.uscc))).toEqual([]);
    expect(new Set(rows.map((row) => row.uscc)).size).toBe(rows.length);
    const categories = await database.db.select().from(productCategories);
    const tops = categories.filter((row) => row.parentId === null);
    expect(tops).toHaveLength(12);
    const parentOf = new Map(categories.map((row) => [row.id, row.parentId ?? row.id]));
    const named = await database.db.select().from(companyCategories);
    expect(new Set(named.map((row) => parentOf.get(row.categoryId)))).toEqual(new Set(tops.map((row) => row.id)));
    expect(new Set(named.map((row) => row.companyId)).size).toBe(rows.length);
  });

  it('are found by the directory’s search text: names, products and categories included', async () => {
    const rows = await database.db.select({ name: companies.name, searchText: companies.searchText, grams: companies.searchGrams }).from(companies);
    expect(rows.filter((row) => row.searchText === '' || row.grams.length === 0).map((row) => row.name)).toEqual([]);
    const [knit] = await database.db.select({ id: companies.id, searchText: companies.searchText }).from(companies).where(eq(companies.name, '宁波甬纺针织制衣有限公司'));
    expect(knit!.searchText).toContain('针织 polo');
    expect(knit!.searchText).toContain('针织内衣');
  });

  it('show 2–6 products each, every one in a category', async () => {
    const products = await database.db.select().from(companyProducts);
    const perCompany = new Map<number, number>();
    for (const row of products) perCompany.set(row.companyId, (perCompany.get(row.companyId) ?? 0) + 1);
    expect([...perCompany.values()].filter((n) => n < 2 || n > 6)).toEqual([]);
    expect(products.filter((row) => row.categoryId === null || !row.picture)).toEqual([]);
  });
});

describe('the seeded show floor', () => {
  const showOf = async () => {
    const [hall] = await database.db.select({ showId: halls.showId }).from(halls).limit(1);
    const [show] = await database.db.select().from(activities).where(eq(activities.id, hall!.showId));
    return show!;
  };

  it('belongs to the next show, in 3 halls with 40 exhibitors and a few booths still for sale', async () => {
    const show = await showOf();
    const next = (await database.db.select().from(activities)).filter((row) => row.kind === 'show' && row.startsAt > new Date('2026-11-22T15:45:00Z')).sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())[0];
    expect(show.id).toBe(next!.id);
    expect(await database.db.select().from(halls)).toHaveLength(3);
    const rows = await database.db.select().from(booths);
    expect(rows.filter((row) => row.companyId !== null)).toHaveLength(40);
    expect(rows.filter((row) => row.companyId === null).length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.showId !== show.id)).toEqual([]);
  });

  it('keeps every booth inside its hall, no two booths of a hall overlapping, one booth per company', async () => {
    const hallRows = await database.db.select().from(halls);
    const rows = await database.db.select().from(booths);
    for (const hall of hallRows) {
      const inHall = rows.filter((row) => row.hallId === hall.id);
      expect(inHall.filter((b) => b.x < 0 || b.y < 0 || b.x + b.widthM > hall.widthM || b.y + b.depthM > hall.depthM).map((b) => b.number)).toEqual([]);
      const overlaps: string[] = [];
      inHall.forEach((a, i) =>
        inHall.slice(i + 1).forEach((b) => {
          if (a.x < b.x + b.widthM && b.x < a.x + a.widthM && a.y < b.y + b.depthM && b.y < a.y + a.depthM) overlaps.push(`${a.number}/${b.number}`);
        }),
      );
      expect({ hall: hall.name, overlaps }).toEqual({ hall: hall.name, overlaps: [] });
    }
    const companiesOnFloor = rows.flatMap((row) => (row.companyId === null ? [] : [`${row.showId}:${row.companyId}`]));
    expect(new Set(companiesOnFloor).size).toBe(companiesOnFloor.length);
  });
});

describe('the seeded meetings', () => {
  it('take half-hour slots inside the show’s days and daily hours, without a clash for an exhibitor or a member', async () => {
    const rows = await database.db.select().from(meetings);
    expect(rows.length).toBeGreaterThanOrEqual(5);
    const [show] = await database.db.select().from(activities).where(eq(activities.id, rows[0]!.showId));
    const opens = chinaMinutes(show!.startsAt);
    const closes = chinaMinutes(show!.endsAt);
    for (const row of rows) {
      const minutes = chinaMinutes(row.startsAt);
      const inside = row.startsAt >= show!.startsAt && row.startsAt.getTime() + MEETING_SLOT_MINUTES * 60_000 <= show!.endsAt.getTime();
      expect({ id: row.id, inside, onSlot: minutes % MEETING_SLOT_MINUTES === 0 && row.startsAt.getUTCSeconds() === 0, daily: minutes >= opens && minutes + MEETING_SLOT_MINUTES <= closes }).toEqual({
        id: row.id,
        inside: true,
        onSlot: true,
        daily: true,
      });
    }
    const holding = rows.filter((row) => (SLOT_HOLDING_STATUSES as readonly string[]).includes(row.status));
    const companySlots = holding.map((row) => `${row.companyId}@${row.startsAt.toISOString()}`);
    const memberSlots = holding.map((row) => `${row.requesterId}@${row.startsAt.toISOString()}`);
    expect(new Set(companySlots).size).toBe(companySlots.length);
    expect(new Set(memberSlots).size).toBe(memberSlots.length);
    expect(new Set(rows.map((row) => row.status)).size).toBeGreaterThanOrEqual(4);
  });

  it('are with exhibitors of that show, asked by member accounts on example.com that no password opens', async () => {
    const rows = await database.db.select().from(meetings);
    const floor = await database.db.select().from(booths);
    expect(rows.filter((row) => !floor.some((b) => b.companyId === row.companyId && b.showId === row.showId))).toEqual([]);
    const members = await database.db.select().from(users).where(eq(users.kind, 'member'));
    const askers = members.filter((user) => rows.some((row) => row.requesterId === user.id));
    expect(askers.length).toBeGreaterThanOrEqual(3);
    for (const user of askers) {
      expect(user.login).toMatch(/@example\.com$/);
      await expect(verifyPassword('', user.passwordHash)).resolves.toBe(false);
      await expect(verifyPassword(user.passwordHash, user.passwordHash)).resolves.toBe(false);
    }
    expect(rows.every((row) => row.requester.contact.endsWith('@example.com') && row.requester.name.length > 0)).toBe(true);
  });
});
