import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { backupEmbedded, restoreEmbedded } from '@/server/db/backup';
import { openDatabase, type Database } from '@/server/db/client';
import { DataDirLockedError } from '@/server/db/data-dir-lock';
import { uploadBlobs, uploads } from '@/server/db/schema';
import { buildArticle } from './support/db';

/**
 * Backups of the embedded database (issue 40): a snapshot restored into an empty folder has the same content —
 * every table's rows and an upload's bytes — and neither a running server's folder nor a folder with data in it
 * is touched.
 */

jest.setTimeout(120_000);

let work: string;
beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'tmz-backup-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Every table of the public schema with its row count. */
async function counts(database: Database): Promise<Record<string, number>> {
  const tables = (await database.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`)) as unknown as { rows: { table_name: string }[] };
  const result: Record<string, number> = {};
  for (const { table_name: table } of tables.rows) {
    const counted = (await database.db.execute(sql.raw(`select count(*)::int as n from "${table}"`))) as unknown as { rows: { n: number }[] };
    result[table] = counted.rows[0]!.n;
  }
  return result;
}

it('restores a backup into an empty folder with the same tables, rows and uploaded bytes', async () => {
  const source = path.join(work, 'source');
  const original = await openDatabase({ kind: 'pglite', dataDir: source });
  const article = await buildArticle(original.db, { title: '备份里的文章' });
  const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4, 5]);
  const sha256 = 'a'.repeat(64);
  await original.db.insert(uploadBlobs).values({ sha256, type: 'image/png', size: bytes.length, width: 1, height: 1, bytes });
  await original.db.insert(uploads).values({ id: 'backup-upload-000000001', sha256, purpose: 'image' });
  const before = await counts(original);

  // The folder is open (this process holds its lock, as a running server would): the backup is refused.
  const refused = backupEmbedded(source, path.join(work, 'refused.tar.gz'));
  await expect(refused).rejects.toBeInstanceOf(DataDirLockedError);
  await expect(refused).rejects.toThrow(new RegExp(`open in process ${process.pid} \\(a running server\\): a backup must be the only process`));
  await original.close();

  const file = path.join(work, 'tmz.tar.gz');
  expect(await backupEmbedded(source, file)).toBeGreaterThan(10_000);

  const target = path.join(work, 'restored');
  expect(await restoreEmbedded(file, target)).toBeGreaterThan(30);
  const restored = await openDatabase({ kind: 'pglite', dataDir: target });
  try {
    expect(await counts(restored)).toEqual(before);
    const titled = (await restored.db.execute(sql`select title from articles where id = ${article.id}`)) as unknown as { rows: { title: string }[] };
    expect(titled.rows[0]?.title).toBe('备份里的文章');
    const [blob] = await restored.db.select().from(uploadBlobs).where(sql`sha256 = ${sha256}`);
    expect(Buffer.from(blob!.bytes)).toEqual(bytes);
  } finally {
    await restored.close();
  }
});

it('restores only into a missing or empty folder, and refuses what is not a backup', async () => {
  const full = path.join(work, 'full');
  rmSync(full, { recursive: true, force: true });
  const database = await openDatabase({ kind: 'pglite', dataDir: full });
  await database.close();
  await expect(restoreEmbedded(path.join(work, 'tmz.tar.gz'), full)).rejects.toThrow(/is not empty: a restore goes only into an empty folder/);

  const junk = path.join(work, 'junk.tar.gz');
  writeFileSync(junk, 'not a backup');
  const empty = path.join(work, 'empty');
  await expect(restoreEmbedded(junk, empty)).rejects.toThrow(/is not a backup of the embedded database/);
  expect(readdirSync(empty)).toEqual([]);
  await expect(restoreEmbedded(path.join(work, 'missing.tar.gz'), empty)).rejects.toThrow(/No backup file/);
});
