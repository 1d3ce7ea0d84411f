import { addViews } from './content/articles';
import { database } from './db';

/**
 * Article reads, counted in memory and written to the database in one
 * statement at most once a second, instead of an UPDATE per page view (a busy
 * article would otherwise serialise its readers on one row). Counts that fail
 * to be written are kept for the next attempt; at most the last second's reads
 * are lost if the process dies.
 */

export const VIEW_FLUSH_MS = 1_000;

const pending = new Map<number, number>();
let timer: ReturnType<typeof setTimeout> | null = null;

export function recordView(id: number): void {
  pending.set(id, (pending.get(id) ?? 0) + 1);
  timer ??= setTimeout(() => {
    timer = null;
    flushViews().catch((error: unknown) => console.error('Could not count article views', error));
  }, VIEW_FLUSH_MS);
  // Never keeps the process alive on its own.
  timer.unref?.();
}

/** Writes the reads counted so far (on the timer, and before the database closes). */
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
