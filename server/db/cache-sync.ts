import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from './executor';
import { log } from '../kernel/log';

/**
 * Every instance on one PostgreSQL server is told at once when another changes
 * data: `invalidate()` (server/kernel/cache.ts) sends the tags it cleared with
 * NOTIFY, and each instance LISTENs on its own connection and clears the same
 * tags — and its page cache — locally. A connection that drops is opened again
 * (after a second, then longer), and everything is cleared then, since
 * notifications sent meanwhile were missed. The embedded database serves one
 * process: nothing to tell.
 */

export const CHANNEL = 'tmz_cache';
const RECONNECT_FIRST_MS = 1_000;
const RECONNECT_LONGEST_MS = 30_000;

interface Signal {
  from: string;
  tags: string[];
}

export interface CacheSync {
  /** Tells the other instances these tags changed. */
  broadcast(tags: readonly string[]): void;
  stop(): Promise<void>;
}

/**
 * Listens for other instances' changes on `url` (a PostgreSQL server) and
 * broadcasts this one's through `db`. `onRemote(tags)` runs for each change made
 * elsewhere; `onReconnect` when the listening connection was lost and is back.
 */
export async function startCacheSync(options: {
  url: string;
  db: Db;
  onRemote: (tags: string[]) => void;
  onReconnect: () => void;
  instanceId?: string;
}): Promise<CacheSync> {
  const { Client } = await import('pg');
  const instanceId = options.instanceId ?? randomBytes(8).toString('hex');
  let stopped = false;
  let client: InstanceType<typeof Client> | null = null;
  let retryMs = RECONNECT_FIRST_MS;
  let timer: NodeJS.Timeout | undefined;

  const listen = async (first: boolean): Promise<void> => {
    const next = new Client({ connectionString: options.url });
    next.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      try {
        const signal = JSON.parse(message.payload) as Signal;
        if (signal.from !== instanceId && Array.isArray(signal.tags)) options.onRemote(signal.tags.map(String));
      } catch {
        // Not ours: ignored.
      }
    });
    next.on('error', () => reconnect());
    next.on('end', () => reconnect());
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    client = next;
    retryMs = RECONNECT_FIRST_MS;
    if (!first) options.onReconnect();
  };

  function reconnect(): void {
    if (stopped || timer) return;
    const old = client;
    client = null;
    old?.removeAllListeners();
    old?.end().catch(() => undefined);
    timer = setTimeout(() => {
      timer = undefined;
      listen(false).catch((error: unknown) => {
        log().warn({ event: 'cache_sync_reconnect_failed', err: error }, 'Could not listen for other instances\' changes; trying again');
        retryMs = Math.min(retryMs * 2, RECONNECT_LONGEST_MS);
        reconnect();
      });
    }, retryMs);
    timer.unref();
  }

  await listen(true);
  return {
    broadcast(tags) {
      const payload = JSON.stringify({ from: instanceId, tags: [...tags] } satisfies Signal);
      options.db.execute(sql`select pg_notify(${CHANNEL}, ${payload})`).catch((error: unknown) => {
        log().warn({ event: 'cache_sync_notify_failed', err: error }, 'Could not tell the other instances of a change');
      });
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      const last = client;
      client = null;
      last?.removeAllListeners();
      await last?.end().catch(() => undefined);
    },
  };
}
