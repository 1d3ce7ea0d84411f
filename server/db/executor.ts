import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/**
 * The types every query is written against, in a file that imports nothing but the schema: the client,
 * the seed and every domain take them from here (server/db/index.ts re-exports them).
 */

/** The database as Drizzle speaks to it (PGlite or a PostgreSQL server, server/db/client.ts). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction of `Db`, or `Db` itself: what a function that may run inside a caller's transaction takes. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];
