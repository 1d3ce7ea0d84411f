import type { Database } from '@/server/db/client';
import { articles } from '@/server/db/schema';
import { nextScheduledAt, startScheduleWatch } from '@/server/articles/scheduled';
import { buildArticle, freshDatabase } from './support/db';

/** A scheduled article appears at its time without a request: the watch clears the caches then. */

let database: Database;

beforeAll(async () => {
  database = await freshDatabase();
}, 30_000);
afterAll(() => database.close());
beforeEach(() => database.db.delete(articles));

it('knows the next time an article is scheduled for, ignoring drafts and those already live', async () => {
  const now = new Date('2026-12-01T00:00:00Z');
  expect(await nextScheduledAt(database.db, now)).toBeNull();
  await buildArticle(database.db, { publishedAt: new Date('2026-11-30T00:00:00Z') });
  await buildArticle(database.db, { status: 'draft', publishedAt: new Date('2026-12-01T01:00:00Z') });
  await buildArticle(database.db, { publishedAt: new Date('2026-12-03T00:00:00Z') });
  await buildArticle(database.db, { publishedAt: new Date('2026-12-02T00:00:00Z') });
  expect(await nextScheduledAt(database.db, now)).toEqual(new Date('2026-12-02T00:00:00Z'));
});

it('clears the caches when a scheduled article reaches its time, with no request', async () => {
  const at = new Date(Date.now() + 300);
  await buildArticle(database.db, { publishedAt: at });
  let dueAt: number | null = null;
  const watch = startScheduleWatch({ db: async () => database.db, pollMs: 10_000, onDue: () => (dueAt ??= Date.now()) });
  try {
    for (let waited = 0; dueAt === null && waited < 3_000; waited += 25) await new Promise((resolve) => setTimeout(resolve, 25));
    expect(dueAt).not.toBeNull();
    expect(dueAt!).toBeGreaterThanOrEqual(at.getTime());
  } finally {
    watch.stop();
  }
});
