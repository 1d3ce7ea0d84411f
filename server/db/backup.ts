import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

/**
 * Backups of the embedded database (`npm run db:backup -- FILE`, `npm run db:restore -- FILE`): the whole data
 * folder as PGlite writes it (a gzipped tar of PostgreSQL's files, uploads included — they live in the
 * database). A backup is a consistent snapshot because it is taken by the one process that has the folder open,
 * under its lock: with the server running, the lock is the server's, and the backup is refused, saying which
 * process holds it. A restore goes only into a folder that is missing or empty, so it can never mix two
 * databases or overwrite one. A PostgreSQL server is backed up with its own tools (docs/operations.md).
 */

/** Why a restore cannot go ahead. */
export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefusedError';
  }
}

async function openPglite(options: { dataDir: string; loadDataDir?: Blob }) {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(options);
  await db.waitReady;
  return db;
}

/** The folder's lock, or the reason a backup cannot take it: a running server has the database open. */
function lockForBackup(dir: string): () => void {
  try {
    return lockDataDir(dir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new DataDirLockedError(dir, error.pid, `The embedded database in ${dir} is open in process ${error.pid} (a running server): a backup must be the only process with the folder open, to be a consistent snapshot. Stop the server, run the backup, and start it again.`);
  }
}

/** Writes a snapshot of the embedded database in `dataDir` to `file` (through a temporary file beside it); its size in bytes. */
export async function backupEmbedded(dataDir: string, file: string): Promise<number> {
  const dir = path.resolve(dataDir);
  if (!existsSync(path.join(dir, 'PG_VERSION'))) throw new RestoreRefusedError(`There is no embedded database in ${dir} to back up.`);
  const release = lockForBackup(dir);
  try {
    const db = await openPglite({ dataDir: dir });
    try {
      const dump = await db.dumpDataDir('gzip');
      const bytes = Buffer.from(await dump.arrayBuffer());
      const partial = `${file}.partial`;
      writeFileSync(partial, bytes);
      renameSync(partial, file);
      return bytes.length;
    } finally {
      await db.close();
    }
  } finally {
    release();
  }
}

/** Whether a folder has nothing in it but a lock file (or does not exist). */
function emptyFolder(dir: string): boolean {
  if (!existsSync(dir)) return true;
  if (!statSync(dir).isDirectory()) return false;
  return readdirSync(dir).every((name) => name === '.lock');
}

/** Restores a backup into `dataDir`, which must be missing or empty; the number of tables in the restored database. */
export async function restoreEmbedded(file: string, dataDir: string): Promise<number> {
  const dir = path.resolve(dataDir);
  if (!existsSync(file)) throw new RestoreRefusedError(`No backup file at ${path.resolve(file)}.`);
  if (!emptyFolder(dir)) {
    throw new RestoreRefusedError(`${dir} is not empty: a restore goes only into an empty folder. Move the old one aside (or choose another DATA_DIR) and run it again.`);
  }
  const release = lockDataDir(dir);
  try {
    const blob = new Blob([readFileSync(file)]);
    let db;
    try {
      db = await openPglite({ dataDir: dir, loadDataDir: blob });
    } catch (error) {
      // What was unpacked of a file that is not a backup goes again: the folder is left as empty as it was.
      for (const name of readdirSync(dir)) if (name !== '.lock') rmSync(path.join(dir, name), { recursive: true, force: true });
      throw new RestoreRefusedError(`${path.resolve(file)} is not a backup of the embedded database (${error instanceof Error ? error.message : String(error)}).`);
    }
    try {
      const { rows } = await db.query<{ count: number }>(`select count(*)::int as count from information_schema.tables where table_schema = 'public'`);
      return rows[0]?.count ?? 0;
    } finally {
      await db.close();
    }
  } finally {
    release();
  }
}
