import { existsSync } from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { activities, articles, consultants, jobs, partners } from '@/server/db/schema';
import { seedActivities, seedArticles, seedConsultants, seedJobs, seedPartners } from '@/server/db/seed';
import { activityStart, registrationWindow, seedIfEmpty } from '@/server/db/seed/run';
import { freshDatabase } from './support/db';

const NOW = new Date('2026-11-22T04:00:00Z');
let database: Database;

// Opening and migrating a fresh database takes seconds on a loaded machine: more than Jest's default 5.
beforeAll(async () => {
  database = await freshDatabase();
}, 30_000);
afterAll(() => database.close());

const total = async (table: typeof articles | typeof activities | typeof jobs | typeof consultants | typeof partners) =>
  (await database.db.select({ n: count() }).from(table))[0]?.n;

describe('seedIfEmpty', () => {
  it('fills an empty database with the demo content, once', async () => {
    await expect(seedIfEmpty(database.db, NOW)).resolves.toBe(true);
    expect(await total(articles)).toBe(seedArticles().length);
    expect(await total(activities)).toBe(seedActivities().length);
    expect(await total(jobs)).toBe(seedJobs().length);
    expect(await total(consultants)).toBe(seedConsultants().length);
    expect(await total(partners)).toBe(seedPartners().length);
    await expect(seedIfEmpty(database.db, NOW)).resolves.toBe(false);
    expect(await total(articles)).toBe(seedArticles().length);
    // Seeding writes thousands of rows and works out 60 companies' search text: seconds on a busy machine.
  }, 60_000);

  it('gives every seeded job and activity English city and department names', async () => {
    const jobRows = await database.db.select({ departmentEn: jobs.departmentEn, cityEn: jobs.cityEn }).from(jobs);
    const activityRows = await database.db.select({ city: activities.city, cityEn: activities.cityEn, online: activities.online }).from(activities);
    expect(jobRows.filter((r) => !r.departmentEn || !r.cityEn)).toEqual([]);
    expect(activityRows.filter((r) => !r.cityEn)).toEqual([]);
    // The online ones say so (they have no venue to travel to).
    expect(activityRows.filter((r) => r.online).map((r) => r.cityEn)).toEqual(expect.arrayContaining(['Online']));
    expect(activityRows.filter((r) => r.online !== (r.city === '线上'))).toEqual([]);
  });

  it('writes consultants\' expertise and bio and partners\' descriptions in English too', () => {
    expect(seedConsultants().filter((c) => !c.bioEn || c.expertiseEn?.length !== c.expertise.length)).toEqual([]);
    expect(seedPartners().filter((p) => !p.descriptionEn)).toEqual([]);
  });

  it('publishes every seeded article', async () => {
    const unpublished = await database.db.select({ n: count() }).from(articles).where(eq(articles.status, 'draft'));
    expect(unpublished[0]?.n).toBe(0);
  });
});

describe('the demo content', () => {
  it('has the amounts the issue asks for', () => {
    expect(seedArticles().length).toBeGreaterThanOrEqual(40);
    for (const channel of ['news', 'hot', 'practical', 'pay'] as const) {
      expect(seedArticles().filter((a) => a.channel === channel).length).toBeGreaterThanOrEqual(5);
    }
    expect(seedActivities().length).toBeGreaterThanOrEqual(6);
    expect(new Set(seedActivities().map((a) => a.state))).toEqual(new Set(['open', 'full', 'closed', 'past', 'upcoming']));
    expect(seedJobs().length).toBeGreaterThanOrEqual(12);
    expect(new Set(seedJobs().map((j) => j.department)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(seedJobs().map((j) => j.city)).size).toBeGreaterThanOrEqual(3);
    expect(seedConsultants().length).toBeGreaterThanOrEqual(6);
    expect(seedPartners().length).toBeGreaterThanOrEqual(12);
  });

  it('spreads articles over a year, with headings, lists and images in bodies', () => {
    const days = seedArticles().map((a) => a.daysAgo);
    expect(Math.min(...days)).toBeLessThanOrEqual(7);
    expect(Math.max(...days)).toBeGreaterThanOrEqual(300);
    expect(seedArticles().every((a) => /<h[23]>/.test(a.body))).toBe(true);
    expect(seedArticles().some((a) => /<(ul|ol)>/.test(a.body))).toBe(true);
    expect(seedArticles().some((a) => /<img /.test(a.body))).toBe(true);
  });

  it('uses only image files of the project', () => {
    const html = seedArticles().map((a) => a.body).join('') + seedActivities().map((a) => a.description).join('');
    const paths = [
      ...seedArticles().map((a) => a.cover),
      ...seedActivities().map((a) => a.cover),
      ...seedConsultants().map((c) => c.photo),
      ...seedPartners().map((p) => p.logo),
      ...Array.from(html.matchAll(/src="([^"]+)"/g), (m) => m[1] ?? ''),
    ];
    for (const file of paths) {
      expect(file).toMatch(/^\/images\/seed\//);
      expect(existsSync(path.join(process.cwd(), 'public', file))).toBe(true);
    }
  });

  it('starts activities at their start time (09:30 unless given), China Standard Time, on the China day', () => {
    const show = seedActivities()[0]!;
    expect(activityStart({ ...show, startTime: undefined }, new Date('2026-11-22T20:00:00Z')).toISOString()).toBe(
      new Date(Date.UTC(2026, 10, 23 + show.startsInDays, 1, 30)).toISOString(),
    );
    expect(activityStart({ ...show, startTime: '19:30' }, new Date('2026-11-22T20:00:00Z')).toISOString()).toBe(
      new Date(Date.UTC(2026, 10, 23 + show.startsInDays, 11, 30)).toISOString(),
    );
  });

  it('puts each activity in its registration state', () => {
    for (const activity of seedActivities()) {
      const { opensAt, closesAt } = registrationWindow(activity, NOW);
      const startsAt = activityStart(activity, NOW);
      const open = opensAt <= NOW && NOW < closesAt;
      if (activity.state === 'open' || activity.state === 'full') expect(open).toBe(true);
      if (activity.state === 'full') expect(activity.seatsTaken).toBe(activity.capacity);
      if (activity.state === 'open') expect(activity.seatsTaken).toBeLessThan(activity.capacity);
      if (activity.state === 'closed') expect([closesAt <= NOW, startsAt > NOW]).toEqual([true, true]);
      if (activity.state === 'past') expect(startsAt < NOW).toBe(true);
      if (activity.state === 'upcoming') expect(opensAt > NOW).toBe(true);
    }
  });
});
