import { addViews } from './public';
import { database, onBeforeClose } from '../db';
import { log } from '../kernel/log';

/**
 * Article reads, counted in memory and written to the database in one
 * statement at most once a second, instead of an UPDATE per page view (a busy
 * article would otherwise serialise its readers on one row). Counts that fail
 * to be written are kept and tried again a second later; the rest are written
 * when the database closes. Only a process that dies loses its last second.
 * Pages served from a proxy's cache never reach the app, so behind one this
 * counts the reads the cache passes on, not every read.
 */

export const VIEW_FLUSH_MS = 1_000;

const pending = new Map<number, number>();
let timer: ReturnType<typeof setTimeout> | null = null;

onBeforeClose(() => flushViews());

function scheduleFlush(): void {
  timer ??= setTimeout(() => {
    timer = null;
    flushViews().catch((error: unknown) => {
      log().error({ err: error }, 'Could not count article views; trying again');
      scheduleFlush();
    });
  }, VIEW_FLUSH_MS);
  // Never keeps the process alive on its own.
  timer.unref?.();
}

export function recordView(id: number): void {
  pending.set(id, (pending.get(id) ?? 0) + 1);
  scheduleFlush();
}

/** Writes the reads counted so far (on the timer, and when the database closes). */
export async function flushViews(): Promise<void> {
  if (pending.size === 0) return;
  const counts = new Map(pending);
  pending.clear();
  try {
    const { db } = await database();
    await addViews(db, counts);
  } catch (error) {
    for (const [id, n] of counts) pending.set(id, (pending.get(id) ?? 0) + n);
    throw error;
  }
}

/** Reads counted but not yet written (tests). */
export function pendingViews(): ReadonlyMap<number, number> {
  return pending;
}
