import { Client } from 'pg';
import { sql } from 'drizzle-orm';
import { connectionLoss } from '@/server/db/connection-loss';
import type { Database } from '@/server/db/client';
import { freshDatabase } from './support/db';

/**
 * A database connection that dies under the app (issue 40): a statement or transaction that could not have
 * written anything is tried once more, and nothing becomes an uncaughtException. The burst runs on PostgreSQL
 * (`npm run test:postgres`): the embedded database has no connections to lose.
 */

describe('telling a lost connection from a failed statement', () => {
  it('knows the server ending the session, a cut socket, and Drizzle’s wrapping of either', () => {
    expect(connectionLoss(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe('server');
    expect(connectionLoss(new Error('Connection terminated unexpectedly'))).toBe('socket');
    expect(connectionLoss(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }))).toBe('socket');
    expect(connectionLoss(new Error('Failed query: begin', { cause: Object.assign(new Error('terminating connection'), { code: '57P01' }) }))).toBe('server');
    expect(connectionLoss(Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }))).toBeNull();
    expect(connectionLoss(new Error('relation "nope" does not exist'))).toBeNull();
    expect(connectionLoss(undefined)).toBeNull();
  });
});

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres('PostgreSQL backends terminated during a burst', () => {
  let database: Database & { url?: string };
  const uncaught: unknown[] = [];
  const onUncaught = (error: unknown) => uncaught.push(error);

  beforeAll(async () => {
    database = await freshDatabase();
    await database.db.execute(sql`create table blips (n integer primary key, at timestamptz not null default now())`);
    process.on('uncaughtException', onUncaught);
  });
  afterAll(async () => {
    process.off('uncaughtException', onUncaught);
    await database.close();
  });

  it('answers every statement and transaction, and stores each write exactly once', async () => {
    const admin = new Client({ connectionString: database.url });
    await admin.connect();
    const name = new URL(database.url!).pathname.slice(1);
    let terminated = 0;
    let stop = false;
    // Every connection of the app cut, again and again while the burst runs (a failover, an operator's
    // pg_terminate_backend): far apart enough that a retried statement gets a connection that lives.
    const killer = (async () => {
      for (let round = 0; !stop && round < 8; round += 1) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        const { rowCount } = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
        terminated += rowCount ?? 0;
      }
    })();

    const WRITES = 1000;
    const failures: unknown[] = [];
    let next = 0;
    const worker = async () => {
      while (next < WRITES) {
        const n = next++;
        try {
          await database.db.transaction(async (tx) => {
            await tx.execute(sql`insert into blips (n) values (${n})`);
            await tx.execute(sql`select count(*) from blips`);
          });
          await database.db.execute(sql`select n from blips where n = ${n}`);
        } catch (error) {
          failures.push(String((error as { cause?: unknown }).cause ?? error));
        }
      }
    };
    await Promise.all(Array.from({ length: 10 }, worker));
    stop = true;
    await killer;
    await admin.end();

    // Backends were terminated during the burst.
    expect(terminated).toBeGreaterThan(5);
    expect(failures).toEqual([]);
    const counted = (await database.db.execute(sql`select count(*)::int as count, count(distinct n)::int as distinct from blips`)) as unknown as { rows: unknown[] };
    expect(counted.rows[0]).toEqual({ count: WRITES, distinct: WRITES });
    expect(uncaught).toEqual([]);
  }, 60_000);
});
