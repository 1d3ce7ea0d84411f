import { env } from '../kernel/env';
import { log } from '../kernel/log';
import { openDatabase, type Database, type DatabaseTarget, type Seeder } from './client';

/**
 * The process's database, opened on first use (never at import time: `next
 * build` imports page modules and must not touch it) and kept on globalThis so
 * that hot reload in development does not open a second one.
 */

const globalForDb = globalThis as unknown as { __tmzDatabase?: Promise<Database>; __tmzSeeder?: Seeder };

/**
 * What the process's database seeds into itself when it opens empty, set by whoever opens it on purpose before
 * they do: the app's start-up (server/site/startup.ts) and the scripts (db:migrate, user:create). The demo content
 * is written through the domains, above this folder, so it is handed in rather than imported; unset, the
 * database opens unseeded (the tests).
 */
export function seedWhenOpened(seed: Seeder): void {
  globalForDb.__tmzSeeder = seed;
}

export function databaseTarget(): DatabaseTarget {
  const e = env();
  return e.DATABASE_URL ? { kind: 'postgres', url: e.DATABASE_URL } : { kind: 'pglite', dataDir: e.DATA_DIR };
}

export function database(): Promise<Database> {
  if (!globalForDb.__tmzDatabase) {
    const opening = openDatabase(databaseTarget(), { seed: globalForDb.__tmzSeeder });
    // A failed open is not cached: the next request tries again (and reports again).
    opening.catch(() => {
      if (globalForDb.__tmzDatabase === opening) delete globalForDb.__tmzDatabase;
    });
    globalForDb.__tmzDatabase = opening;
  }
  return globalForDb.__tmzDatabase;
}

/** Makes `database()` answer with this one (API route tests use a fresh in-memory database). */
export function useDatabase(opened: Database): void {
  globalForDb.__tmzDatabase = Promise.resolve(opened);
}

const beforeClose = new Set<() => Promise<void>>();

/** Work to finish while the database is still open when it closes (writing counted article views). */
export function onBeforeClose(task: () => Promise<void>): void {
  beforeClose.add(task);
}

/** Closes the process's database (graceful shutdown, tests), after the work registered with onBeforeClose. */
export async function closeDatabase(): Promise<void> {
  for (const task of beforeClose) {
    await task().catch((error: unknown) => log().error({ err: error }, 'A task before closing the database failed'));
  }
  const opening = globalForDb.__tmzDatabase;
  delete globalForDb.__tmzDatabase;
  if (opening) await (await opening).close();
}

export type { Database } from './client';
export type { Db, Executor } from './executor';
