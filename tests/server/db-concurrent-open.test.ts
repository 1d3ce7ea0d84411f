import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { MIGRATIONS_FOLDER, openDatabase, type Database } from '@/server/db/client';
import { seedIfEmpty } from '@/server/db/seed/run';

/**
 * Several instances starting at once on one empty PostgreSQL database (every
 * instance migrates and seeds when it opens the database): the advisory lock in
 * server/db/client.ts lets one migrate and seed while the others wait, so each
 * migration is applied once and the demo content is seeded once. Runs on
 * PostgreSQL only (TEST_DATABASE_URL: .ci/run's second pass); an embedded
 * database is one process's alone.
 */

const serverUrl = process.env.TEST_DATABASE_URL;
const onPostgres = serverUrl ? describe : describe.skip;

async function query<Row extends object>(connectionString: string | undefined, statement: string): Promise<Row[]> {
  const client = new Client({ connectionString });
  await client.connect();
  try {
    return (await client.query<Row>(statement)).rows;
  } finally {
    await client.end();
  }
}

onPostgres('several instances opening one empty PostgreSQL database at once', () => {
  const name = `tmz_test_concurrent_${randomBytes(5).toString('hex')}`;
  let opened: Database[] = [];

  beforeAll(async () => {
    await query(serverUrl, `CREATE DATABASE ${name}`);
  });
  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()));
    // A pool's last connections may still be closing: wait for them rather than terminate them (an error event).
    for (let attempt = 0; attempt < 20; attempt += 1) {
      try {
        await query(serverUrl, `DROP DATABASE IF EXISTS ${name}`);
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
    await query(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('migrates once and seeds once', async () => {
    const url = new URL(serverUrl ?? '');
    url.pathname = `/${name}`;
    opened = await Promise.all(Array.from({ length: 4 }, () => openDatabase({ kind: 'postgres', url: url.toString() }, { seed: seedIfEmpty })));

    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
    const [applied] = await query<{ n: number }>(url.toString(), 'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
    expect(applied?.n).toBe(journal.entries.length);

    // Seeded once: a second seeding would have doubled the demo activities.
    const [seeded] = await query<{ n: number; titles: number }>(url.toString(), 'SELECT count(*)::int AS n, count(DISTINCT title)::int AS titles FROM activities');
    expect(seeded?.n).toBeGreaterThan(0);
    expect(seeded?.n).toBe(seeded?.titles);
  });
});
