import { randomBytes } from 'node:crypto';
import { openDatabase, type Database, type Db } from '@/server/db/client';
import { articles } from '@/server/db/schema';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or, when
 * TEST_DATABASE_URL names a PostgreSQL server (.ci/run's second pass), a new
 * database created on that server for the file and dropped after it.
 */
export async function freshDatabase(): Promise<Database & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ kind: 'memory' });

  const { Client } = await import('pg');
  const name = `tmz_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      const cleanup = new Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name}`);
      await cleanup.end();
    },
  };
}

/** Which driver the tests run against (for the few assertions that differ). */
export const expectedKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

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
