import { getArticle } from '@/server/articles/public';
import { closeDatabase, useDatabase } from '@/server/db';
import type { Database } from '@/server/db/client';
import { flushViews, pendingViews, recordView, VIEW_FLUSH_MS } from '@/server/articles/view-counter';
import { buildArticle, freshDatabase } from './support/db';

let database: Database;

beforeAll(async () => {
  database = await freshDatabase();
  useDatabase(database);
});
afterAll(() => database.close());

const views = async (id: number) => (await getArticle(database.db, id, ['hot']))?.views;

describe('view counter', () => {
  it('counts reads in memory and writes them in one go', async () => {
    const a = await buildArticle(database.db);
    const b = await buildArticle(database.db, { views: 10 });
    recordView(a.id);
    recordView(a.id);
    recordView(b.id);
    expect([...pendingViews()]).toEqual([
      [a.id, 2],
      [b.id, 1],
    ]);
    expect(await views(a.id)).toBe(0);
    await flushViews();
    expect(pendingViews().size).toBe(0);
    expect([await views(a.id), await views(b.id)]).toEqual([2, 11]);
  });

  it('writes on its own within the flush interval', async () => {
    const a = await buildArticle(database.db);
    recordView(a.id);
    await new Promise((resolve) => setTimeout(resolve, VIEW_FLUSH_MS + 300));
    expect(await views(a.id)).toBe(1);
  });

  it('keeps the counts when the write fails, for the next attempt', async () => {
    const a = await buildArticle(database.db);
    recordView(a.id);
    useDatabase({ ...database, db: { execute: () => Promise.reject(new Error('database is down')) } } as unknown as Database);
    await expect(flushViews()).rejects.toThrow('database is down');
    expect(pendingViews().get(a.id)).toBe(1);
    useDatabase(database);
    await flushViews();
    expect(await views(a.id)).toBe(1);
  });
});

describe('view counter and closing the database', () => {
  it('writes the pending reads before the database closes', async () => {
    const other = await freshDatabase();
    useDatabase(other);
    const a = await buildArticle(other.db);
    recordView(a.id);
    recordView(a.id);
    let closed = false;
    const close = other.close;
    useDatabase({
      ...other,
      close: async () => {
        closed = true;
        await Promise.resolve();
      },
    });
    await closeDatabase();
    expect(closed).toBe(true);
    expect(pendingViews().size).toBe(0);
    expect((await getArticle(other.db, a.id, ['hot']))?.views).toBe(2);
    await close();
    useDatabase(database);
  });
});
