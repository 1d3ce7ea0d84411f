import path from 'node:path';
import { sql } from 'drizzle-orm';
import { log } from '../kernel/log';
import { guardPool, retryLostTransactions } from './connection-loss';
import { lockDataDir } from './data-dir-lock';
import type { Db } from './executor';
import * as schema from './schema';

/**
 * The database: embedded PGlite in a folder (the default, zero set-up) or a
 * PostgreSQL server when a URL is given. Both speak the same schema through
 * Drizzle. Opening applies the committed migrations (server/db/migrations);
 * with a server, under an advisory lock so that several instances starting at
 * once migrate it only once. Nothing here runs at import time.
 */

export type { Db } from './executor';

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'memory' };

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'server', 'db', 'migrations');
/** Key of the advisory lock that serialises migrations and seeding across instances. */
const MIGRATION_LOCK_KEY = 4_172_033;

/** Writes the demo content into an empty database; true when it did (server/db/seed/run.ts seedIfEmpty). */
export type Seeder = (db: Db) => Promise<boolean>;

export interface OpenOptions {
  /**
   * Seeds an empty database after migrating, under the same lock (the app does; tests do not). Handed in by the
   * caller: the seed writes through the domains (registrations' attendees), which this folder never imports.
   */
  seed?: Seeder;
}

async function seedIfAsked(db: Db, options: OpenOptions): Promise<void> {
  if (!options.seed) return;
  if (await options.seed(db)) log().info({ event: 'database_seeded' }, 'Seeded the demo content into the empty database');
}

async function openPostgres(url: string, options: OpenOptions): Promise<Database> {
  const [{ Pool }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new Pool({ connectionString: url, max: 10 });
  // A connection that dies under the app is a log line and, where nothing was written, one more try (connection-loss.ts).
  guardPool(pool);
  const db = drizzle(pool, { schema }) as unknown as Db;
  retryLostTransactions(db);
  const lockClient = await pool.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate(drizzle(pool, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    await seedIfAsked(db, options);
  } finally {
    await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    lockClient.release();
  }
  return { db, kind: 'postgres', close: () => pool.end() };
}

async function openPglite(dataDir: string | undefined, options: OpenOptions): Promise<Database> {
  const release = dataDir ? lockDataDir(dataDir) : () => undefined;
  try {
    const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
    const client = dataDir ? new PGlite(dataDir) : new PGlite();
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    await seedIfAsked(db as unknown as Db, options);
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** Work to stop before a database closes: timers that query it, per database. */
const closeHooks = new WeakMap<Db, Set<() => Promise<void> | void>>();

/**
 * Runs `stop` when `db` closes, before its connections go: a timer that queries
 * the database is cleared there instead of failing later against a closed one.
 */
export function whenClosing(db: Db, stop: () => Promise<void> | void): void {
  let hooks = closeHooks.get(db);
  if (!hooks) closeHooks.set(db, (hooks = new Set()));
  hooks.add(stop);
}

/** Opens (and migrates, and if asked seeds) a database. */
export async function openDatabase(target: DatabaseTarget, options: OpenOptions = {}): Promise<Database> {
  const opened =
    target.kind === 'postgres'
      ? await openPostgres(target.url, options)
      : await openPglite(target.kind === 'pglite' ? path.resolve(target.dataDir) : undefined, options);
  return {
    ...opened,
    close: async () => {
      const hooks = closeHooks.get(opened.db);
      closeHooks.delete(opened.db);
      for (const stop of hooks ?? []) await stop();
      await opened.close();
    },
  };
}

/** True when the database answers a trivial query. */
export async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
