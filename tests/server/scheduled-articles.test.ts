import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { articles, auditLog } from '@/server/db/schema';
import { nextScheduledAt, recordArticlesGoneLive, startScheduleWatch } from '@/server/articles/scheduled';
import { createArticle, publishArticle, unpublishArticle } from '@/server/articles/staff';
import { chinaDateTime } from '@/server/kernel/china-time';
import { buildUser } from './auth-support';
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

describe('the audit log when a scheduled article goes live', () => {
  const minuteAhead = (ms: number) => new Date(Math.ceil((Date.now() + ms) / 60_000) * 60_000);
  const chinaInput = (date: Date) => chinaDateTime(date).replace(' ', 'T');
  const goLiveEntries = async (id: number) =>
    (await database.db.select().from(auditLog).where(eq(auditLog.entityId, String(id)))).filter((entry) => entry.action === 'article.go_live');

  async function scheduled(at: Date) {
    const editor = await buildUser(database.db, { kind: 'editor', name: '编辑 孙悦' });
    const outcome = await createArticle(database.db, editor, { title: '定时上线', channel: 'hot', summary: '摘要', cover: '', body: '<p>正文</p>' });
    if (outcome.kind !== 'saved') throw new Error(outcome.kind);
    expect((await publishArticle(database.db, editor, outcome.article.id, { mode: 'schedule', at: chinaInput(at) })).kind).toBe('saved');
    return { editor, id: outcome.article.id };
  }

  it('records it once, as the system’s, with the schedule and who set it as its cause, at the time it went live', async () => {
    const at = minuteAhead(60 * 60_000);
    const { editor, id } = await scheduled(at);
    expect(await recordArticlesGoneLive(database.db, new Date(at.getTime() - 1))).toBe(0);
    expect(await goLiveEntries(id)).toEqual([]);

    expect(await recordArticlesGoneLive(database.db, new Date(at.getTime() + 30_000))).toBe(1);
    expect(await recordArticlesGoneLive(database.db, new Date(at.getTime() + 60_000))).toBe(0);
    expect(await goLiveEntries(id)).toEqual([
      expect.objectContaining({
        actorId: editor.id,
        actorName: '编辑 孙悦',
        cause: 'article.schedule',
        entityType: 'article',
        entityLabel: '定时上线',
        changes: { status: ['scheduled', 'published'] },
        createdAt: at,
      }),
    ]);
  });

  it('records it once when two instances look at the same moment', async () => {
    const at = minuteAhead(60 * 60_000);
    const { id } = await scheduled(at);
    const later = new Date(at.getTime() + 1_000);
    const counts = await Promise.all([recordArticlesGoneLive(database.db, later), recordArticlesGoneLive(database.db, later)]);
    expect(counts.sort()).toEqual([0, 1]);
    expect(await goLiveEntries(id)).toHaveLength(1);
  });

  it('records nothing for an article published at once, nor for one taken off before its time', async () => {
    const at = minuteAhead(60 * 60_000);
    const { editor, id } = await scheduled(at);
    expect((await unpublishArticle(database.db, editor, id)).kind).toBe('saved');
    expect((await publishArticle(database.db, editor, id, { mode: 'now', at: '' })).kind).toBe('saved');
    expect(await recordArticlesGoneLive(database.db, new Date(at.getTime() + 1_000))).toBe(0);
    expect(await goLiveEntries(id)).toEqual([]);
  });

  it('records a rescheduled article at its last time only', async () => {
    const first = minuteAhead(60 * 60_000);
    const { editor, id } = await scheduled(first);
    const later = new Date(first.getTime() + 2 * 60 * 60_000);
    expect((await publishArticle(database.db, editor, id, { mode: 'schedule', at: chinaInput(later) })).kind).toBe('saved');
    expect(await recordArticlesGoneLive(database.db, new Date(first.getTime() + 1_000))).toBe(0);
    expect(await recordArticlesGoneLive(database.db, new Date(later.getTime() + 1_000))).toBe(1);
    expect((await goLiveEntries(id)).map((entry) => entry.createdAt)).toEqual([later]);
  });

  it('is recorded by the watch itself when the time comes, with no request', async () => {
    const { id } = await scheduled(minuteAhead(60 * 60_000));
    // The schedule's time moved to just ahead (as if the hour had passed), so the watch's timer reaches it.
    const at = new Date(Date.now() + 300);
    await database.db.update(articles).set({ publishedAt: at }).where(eq(articles.id, id));
    const watch = startScheduleWatch({ db: async () => database.db, pollMs: 10_000, onDue: () => undefined });
    try {
      for (let waited = 0; (await goLiveEntries(id)).length === 0 && waited < 3_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await goLiveEntries(id)).toHaveLength(1);
    } finally {
      watch.stop();
    }
  });
});
