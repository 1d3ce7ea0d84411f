import { eq } from 'drizzle-orm';
import { ping, type Database } from '@/server/db/client';
import { articles } from '@/server/db/schema';
import { expectedKind, freshDatabase } from './support/db';

let database: Database;

beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('openDatabase', () => {
  it('applies the migrations and answers', async () => {
    expect(database.kind).toBe(expectedKind);
    await expect(ping(database.db)).resolves.toBe(true);
  });

  it('stores and reads an article with Chinese text', async () => {
    const [row] = await database.db
      .insert(articles)
      .values({ channel: 'hot', status: 'published', title: '供应链的新变化', summary: '摘要', publishedAt: new Date('2026-11-01T00:00:00Z') })
      .returning();
    expect(row?.id).toEqual(expect.any(Number));
    const found = await database.db.select().from(articles).where(eq(articles.id, row!.id));
    expect(found[0]).toMatchObject({ channel: 'hot', status: 'published', title: '供应链的新变化', views: 0 });
  });
});
