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

describe('migration 0013 (site search)', () => {
  it('fills the search columns of rows written before it, and keeps them on later writes', async () => {
    const client = new PGlite();
    const db = drizzle(client);
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as Journal;
    const before = firstMigrations(journal.entries.findIndex((entry) => entry.tag === '0013_site_search'));
    try {
      await migrate(db, { migrationsFolder: before });
      const starts = "now() + interval '10 days'";
      await client.exec(`
        INSERT INTO articles (channel, status, title, summary, body, published_at)
        VALUES ('news', 'published', '第十二届 TMZ 展会观众登记正式开启', '摘要', '<p>正文&amp;内容</p>', now()),
               ('pay', 'published', '会员报告', '会员摘要', '<p>毛利率</p>', now()),
               ('hot', 'draft', '草稿展会', '', '', NULL);
        INSERT INTO activities (title, venue, city, starts_at, ends_at, capacity, registration_opens_at, registration_closes_at)
        VALUES ('TMZ 展会', '会展中心', '上海', ${starts}, ${starts}, 10, now(), ${starts});
        INSERT INTO jobs (title, department, city, duties) VALUES ('展会运营', '运营部', '上海', '["负责 TMZ 展会"]');
      `);
      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
      const articles = await client.query<{ title: string; search_text: string; has_gram: boolean }>(
        "SELECT title, search_text, search_grams @> ARRAY['展会'] AS has_gram FROM articles ORDER BY id",
      );
      expect(articles.rows).toEqual([
        { title: '第十二届 TMZ 展会观众登记正式开启', search_text: '第十二届 tmz 展会观众登记正式开启\n摘要\n 正文&内容 ', has_gram: true },
        { title: '会员报告', search_text: '会员报告\n会员摘要', has_gram: false },
        { title: '草稿展会', search_text: '', has_gram: false },
      ]);
      // Filled by the latest form of the trigger's function (0022 added the address and the English description).
      expect((await client.query("SELECT search_text FROM activities")).rows).toEqual([{ search_text: 'tmz 展会\n\n会展中心\n\n上海\n\n' }]);
      expect((await client.query("SELECT search_text FROM jobs")).rows).toEqual([{ search_text: '展会运营\n运营部\n上海\n负责 tmz 展会' }]);
      await client.exec("UPDATE articles SET status = 'published', published_at = now() WHERE title = '草稿展会'");
      expect((await client.query("SELECT search_title FROM articles WHERE title = '草稿展会'")).rows).toEqual([{ search_title: '草稿展会' }]);
    } finally {
      rmSync(before, { recursive: true, force: true });
      await client.close();
    }
  });
});

describe('migration 0021_account_records (registrations.user_id)', () => {
  it('ties an earlier registration to the account whose verified login is its mobile number, and no other', async () => {
    const client = new PGlite();
    const db = drizzle(client);
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as Journal;
    const before = firstMigrations(journal.entries.findIndex((entry) => entry.tag.endsWith('_account_records')));
    try {
      await migrate(db, { migrationsFolder: before });
      const starts = "now() + interval '10 days'";
      await client.exec(`
        INSERT INTO users (login, password_hash, login_verified_at) VALUES ('13800000001', 'x', now()), ('13800000002', 'x', NULL), ('a@example.com', 'x', now());
        INSERT INTO activities (title, venue, city, starts_at, ends_at, capacity, registration_opens_at, registration_closes_at)
        VALUES ('沙龙', '会展中心', '上海', ${starts}, ${starts}, 10, now(), ${starts});
        INSERT INTO registrations (activity_id, code, name, mobile, email, company, position, audience, status, updated_at)
        SELECT id, c.code, '韩梅梅', c.mobile, c.email, '青禾', '采购', 'retailer', 'confirmed', '2026-01-02T03:04:05Z'
        FROM activities, (VALUES ('AAAAAAAAAAAA', '13800000001', ''), ('BBBBBBBBBBBB', '13800000002', ''), ('CCCCCCCCCCCC', '13900000003', 'a@example.com')) AS c(code, mobile, email);
      `);
      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
      const rows = await client.query<{ code: string; login: string | null; updated_at: Date }>(
        'SELECT r.code, u.login, r.updated_at FROM registrations AS r LEFT JOIN users AS u ON u.id = r.user_id ORDER BY r.code',
      );
      // Verified mobile login: linked. Unverified: not. A typed e-mail address proves nothing: not.
      expect(rows.rows.map((row) => [row.code, row.login])).toEqual([
        ['AAAAAAAAAAAA', '13800000001'],
        ['BBBBBBBBBBBB', null],
        ['CCCCCCCCCCCC', null],
      ]);
      expect(rows.rows.every((row) => new Date(row.updated_at).toISOString() === '2026-01-02T03:04:05.000Z')).toBe(true);
    } finally {
      rmSync(before, { recursive: true, force: true });
      await client.close();
    }
  });
});

describe('migration 0023_registration_attendees (one attendee per seat)', () => {
  it('gives every existing registration one attendee per seat: the registrant with its code and name, then placeholders with new codes', async () => {
    const client = new PGlite();
    const db = drizzle(client);
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as Journal;
    const before = firstMigrations(journal.entries.findIndex((entry) => entry.tag.endsWith('_registration_attendees')));
    try {
      await migrate(db, { migrationsFolder: before });
      const starts = "now() + interval '10 days'";
      await client.exec(`
        INSERT INTO activities (title, venue, city, starts_at, ends_at, capacity, registration_opens_at, registration_closes_at, seats_taken)
        VALUES ('对接会', '会展中心', '上海', ${starts}, ${starts}, 10, now(), ${starts}, 6);
        INSERT INTO registrations (activity_id, code, name, mobile, company, position, audience, quantity, status, checked_in_at, locale)
        VALUES (1, 'AAAABBBBCCCC', '韩梅梅', '13900000001', '东方工厂', '厂长', 'factory', 1, 'confirmed', NULL, 'zh-CN'),
               (1, 'DDDDEEEEFFFF', '李雷', '13900000002', '海港贸易', '采购', 'retailer', 3, 'checked_in', '2026-12-01T02:00:00Z', 'zh-CN'),
               (1, 'GGGGHHHHJJJJ', 'Anna Smith', '13900000003', 'Harbour Ltd', 'Buyer', 'brand', 2, 'waitlisted', NULL, 'en');
        INSERT INTO users (kind, login, name, password_hash) VALUES ('exhibitor', 'booth@example.com', '青禾', 'x');
        INSERT INTO leads (exhibitor_id, registration_id) VALUES (1, 2);
      `);
      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
      const attendees = await client.query<{ registration_id: number; position: number; code: string; name: string; checked_in: boolean }>(
        'SELECT registration_id, position, code, name, checked_in_at IS NOT NULL AS checked_in FROM registration_attendees ORDER BY registration_id, position',
      );
      expect(attendees.rows.map(({ registration_id, position, name, checked_in }) => [registration_id, position, name, checked_in])).toEqual([
        [1, 1, '韩梅梅', false],
        [2, 1, '李雷', true],
        [2, 2, '随行人员 2', true],
        [2, 3, '随行人员 3', true],
        [3, 1, 'Anna Smith', false],
        [3, 2, 'Guest 2', false],
      ]);
      const codes = attendees.rows.map((row) => row.code);
      expect(codes.filter((_, index) => attendees.rows[index]!.position === 1)).toEqual(['AAAABBBBCCCC', 'DDDDEEEEFFFF', 'GGGGHHHHJJJJ']);
      for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{12}$/);
      expect(new Set(codes).size).toBe(codes.length);
      // The registrations themselves are unchanged; the lead points at the registrant.
      const registrations = await client.query('SELECT code, name, quantity, status FROM registrations ORDER BY id');
      expect(registrations.rows).toEqual([
        { code: 'AAAABBBBCCCC', name: '韩梅梅', quantity: 1, status: 'confirmed' },
        { code: 'DDDDEEEEFFFF', name: '李雷', quantity: 3, status: 'checked_in' },
        { code: 'GGGGHHHHJJJJ', name: 'Anna Smith', quantity: 2, status: 'waitlisted' },
      ]);
      const lead = await client.query<{ code: string }>('SELECT a.code FROM leads l JOIN registration_attendees a ON a.id = l.attendee_id');
      expect(lead.rows).toEqual([{ code: 'DDDDEEEEFFFF' }]);
    } finally {
      rmSync(before, { recursive: true, force: true });
      await client.close();
    }
  });
});
