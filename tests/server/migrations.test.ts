import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER } from '@/server/db/client';

/** Migrations applied to a database that already holds data from before them. */

interface Journal {
  entries: { tag: string }[];
}

/** A copy of the migrations folder that knows only the first `count` migrations. */
function firstMigrations(count: number): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tmz-migrations-'));
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as Journal;
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, count) }));
  return dir;
}

describe('migration 0001 (English names, online activities)', () => {
  it('fills in English names and the online flag for rows seeded before it', async () => {
    const client = new PGlite();
    const db = drizzle(client);
    const before = firstMigrations(1);
    try {
      await migrate(db, { migrationsFolder: before });
      const starts = "now() + interval '10 days'";
      await client.exec(`
        INSERT INTO activities (title, venue, city, starts_at, ends_at, capacity, registration_opens_at, registration_closes_at)
        VALUES ('线上课', '直播间', '线上', ${starts}, ${starts}, 10, now(), ${starts}),
               ('对接会', '会展中心', '深圳', ${starts}, ${starts}, 10, now(), ${starts}),
               ('新城市', '会议室', '成都', ${starts}, ${starts}, 10, now(), ${starts});
        INSERT INTO jobs (title, department, city) VALUES ('产品经理', '产品研发部', '上海'), ('店长', '新部门', '成都');
      `);
      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
      const activities = await client.query('SELECT title, city_en, online FROM activities ORDER BY id');
      expect(activities.rows).toEqual([
        { title: '线上课', city_en: 'Online', online: true },
        { title: '对接会', city_en: 'Shenzhen', online: false },
        { title: '新城市', city_en: null, online: false },
      ]);
      const jobs = await client.query('SELECT title, department_en, city_en FROM jobs ORDER BY id');
      expect(jobs.rows).toEqual([
        { title: '产品经理', department_en: 'Product & Engineering', city_en: 'Shanghai' },
        { title: '店长', department_en: null, city_en: null },
      ]);
    } finally {
      rmSync(before, { recursive: true, force: true });
      await client.close();
    }
  });
});
