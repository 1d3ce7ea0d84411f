import { openDatabase, type Database, type Db } from '@/server/db/client';
import { articles } from '@/server/db/schema';

/** A fresh in-memory PGlite with the migrations applied, one per test file. */
export async function freshDatabase(): Promise<Database> {
  return openDatabase({ kind: 'memory' });
}

type NewArticle = typeof articles.$inferInsert;
let articleCount = 0;

/** Inserts a published article (override any field) and returns its row. */
export async function buildArticle(db: Db, overrides: Partial<NewArticle> = {}) {
  articleCount += 1;
  const [row] = await db
    .insert(articles)
    .values({
      channel: 'hot',
      status: 'published',
      title: `文章 ${articleCount}`,
      summary: `摘要 ${articleCount}`,
      body: `<p>正文 ${articleCount}</p>`,
      publishedAt: new Date(Date.UTC(2026, 0, 1) + articleCount * 3_600_000),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}
