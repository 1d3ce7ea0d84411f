import type { Pool, PoolClient, QueryConfig } from 'pg';
import { log } from '../kernel/log';
import type { Db } from './executor';

/**
 * A PostgreSQL connection that dies under the app (a server restart, a failover, `pg_terminate_backend`, a
 * network cut) is not the visitor's problem. Three things make it so, wired into the pool by client.ts:
 * - every client and the pool have an error listener, so a connection dying while idle or between two queries is
 *   a log line (`database_connection_lost`), never an uncaughtException;
 * - a statement outside a transaction that failed because its connection died is sent once more on a new
 *   connection when nothing can have been written: the server said it ended the session (57P01–57P03: it rolls
 *   back what was running), or the statement only reads;
 * - a transaction is run once more when its connection died before its work began (on `begin`), or when the
 *   server ended the session (it rolled the transaction back, so nothing was written).
 * A checked-out client whose connection died is handed back to the pool at once, to be discarded: Drizzle does
 * not release the client of a transaction whose `begin` failed, and a few such failures would exhaust the pool.
 */

/** How a connection was lost: the server ended the session (nothing of the statement stayed), or the socket went. */
export type ConnectionLoss = 'server' | 'socket';

const SERVER_ENDED = new Set(['57P01', '57P02', '57P03']);
const SOCKET_ENDED = new Set(['ECONNRESET', 'EPIPE']);
const SOCKET_MESSAGES = /Connection terminated|connection error and is not queryable|Client was closed and is not queryable/i;

/** Whether an error (or one it wraps: Drizzle's DrizzleQueryError keeps the driver's as `cause`) says the connection died. */
export function connectionLoss(error: unknown): ConnectionLoss | null {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && SERVER_ENDED.has(code)) return 'server';
    if ((typeof code === 'string' && SOCKET_ENDED.has(code)) || (typeof message === 'string' && SOCKET_MESSAGES.test(message))) return 'socket';
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

function textOf(query: unknown): string {
  return typeof query === 'string' ? query : typeof (query as QueryConfig | null)?.text === 'string' ? (query as QueryConfig).text : '';
}

/** A statement that writes nothing, safe to send again whatever happened to the first. */
function onlyReads(query: unknown): boolean {
  return /^\s*select\b/i.test(textOf(query));
}

/** One short line (the driver's error carries its whole client): where, the server's code and its words. */
function reportLoss(error: unknown, where: string): void {
  let cause = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
  while (cause?.cause && typeof cause.code !== 'string') cause = cause.cause as typeof cause;
  log().warn({ event: 'database_connection_lost', where, code: cause?.code, error: String(cause?.message ?? error) }, 'A database connection was lost');
}

type QueryFn = (...args: unknown[]) => unknown;

/**
 * A checked-out client, made safe to lose: a query that finds its connection dead hands the client back to be
 * discarded, and every later query of this checkout (Drizzle's `rollback`) fails with that first error at once,
 * so the transaction sees why it failed; releasing twice is then harmless.
 */
function guardCheckout(client: PoolClient): PoolClient {
  const release = client.release.bind(client);
  const query = client.query.bind(client) as QueryFn;
  let released = false;
  let lost: unknown = null;
  // The server's word that it ended the session may come between two queries (idle in a transaction): kept, so
  // the next query fails with it (57P01: nothing was written) rather than with the driver's "not queryable".
  const onError = (error: unknown) => {
    if (connectionLoss(error)) lost ??= error;
  };
  client.on('error', onError);
  const releaseOnce = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.off('error', onError);
    release(error);
  };
  client.release = releaseOnce;
  client.query = ((...args: unknown[]) => {
    if (typeof args[args.length - 1] === 'function') return query(...args);
    if (lost) {
      releaseOnce(lost instanceof Error ? lost : new Error(String(lost)));
      return Promise.reject(lost);
    }
    return (query(...args) as Promise<unknown>).catch((error: unknown) => {
      if (connectionLoss(error)) {
        lost = error;
        releaseOnce(error instanceof Error ? error : new Error(String(error)));
      }
      throw error;
    });
  }) as PoolClient['query'];
  return client;
}

/** Wires the listeners and the guarded checkouts and one-time retries into a pool (before Drizzle is given it). */
export function guardPool(pool: Pool): void {
  pool.on('error', (error) => reportLoss(error, 'idle'));
  // A client whose connection dies while checked out and not querying emits 'error': without a listener, an
  // uncaughtException. Its next query then fails, and is handled there.
  pool.on('connect', (client) => client.on('error', (error) => reportLoss(error, 'checked_out')));

  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  pool.connect = ((...args: unknown[]) => {
    // The callback form is the pool's own (pool.query checks out with it): left as it is.
    if (args.length > 0) return connect(...args);
    return (connect() as Promise<PoolClient>).then(guardCheckout);
  }) as Pool['connect'];

  const query = pool.query.bind(pool) as QueryFn;
  pool.query = ((...args: unknown[]) => {
    if (typeof args[args.length - 1] === 'function') return query(...args);
    return (query(...args) as Promise<unknown>).catch((error: unknown) => {
      const loss = connectionLoss(error);
      if (!loss || (loss === 'socket' && !onlyReads(args[0]))) throw error;
      reportLoss(error, 'statement_retried');
      return query(...args);
    });
  }) as Pool['query'];
}

/** Makes `db.transaction` run once more when its connection was lost before anything could be written. */
export function retryLostTransactions(db: Db): void {
  const transaction = db.transaction.bind(db);
  db.transaction = (async (work: Parameters<Db['transaction']>[0], config?: Parameters<Db['transaction']>[1]) => {
    let began = false;
    const attempt = () =>
      transaction((tx) => {
        began = true;
        return work(tx);
      }, config);
    try {
      return await attempt();
    } catch (error) {
      const loss = connectionLoss(error);
      if (!loss || (began && loss !== 'server')) throw error;
      reportLoss(error, began ? 'transaction_retried' : 'begin_retried');
      began = false;
      return attempt();
    }
  }) as Db['transaction'];
}
