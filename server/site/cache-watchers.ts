import { clearCache, invalidate, invalidateHere, onInvalidated, setCacheBroadcast } from '../kernel/cache';
import { startCacheSync } from '../db/cache-sync';
import { startScheduleWatch } from '../articles/scheduled';
import { database, onBeforeClose } from '../db';
import { env } from '../kernel/env';
import { log } from '../kernel/log';

/**
 * What keeps the caches (the read cache and the server's page cache) true to
 * the data, started with the server (instrumentation.ts): on PostgreSQL, the
 * other instances' changes (server/db/cache-sync.ts); everywhere, scheduled
 * articles reaching their time (server/articles/scheduled.ts).
 */
export async function startCacheWatchers(): Promise<void> {
  const globals = globalThis as unknown as { __tmzCacheWatchers?: boolean };
  if (globals.__tmzCacheWatchers) return;
  globals.__tmzCacheWatchers = true;

  const schedule = startScheduleWatch({ db: async () => (await database()).db, onDue: () => invalidate('articles') });
  // An article scheduled, published or moved here or on another instance: the next time may have changed.
  const unlisten = onInvalidated((tags) => {
    if (tags.includes('articles')) schedule.check();
  });
  onBeforeClose(async () => {
    unlisten();
    schedule.stop();
  });

  const url = env().DATABASE_URL;
  if (!url) return;
  try {
    const sync = await startCacheSync({
      url,
      db: (await database()).db,
      onRemote: (tags) => invalidateHere(tags),
      // Changes made while the connection was down were missed: start afresh.
      onReconnect: () => clearCache(),
    });
    setCacheBroadcast((tags) => sync.broadcast(tags));
    onBeforeClose(async () => {
      setCacheBroadcast(undefined);
      await sync.stop();
    });
  } catch (error) {
    log().error({ event: 'cache_sync_failed', err: error }, 'Could not listen for other instances\' changes: pages may lag behind them');
  }
}
