import { and, eq, gt, min } from 'drizzle-orm';
import type { Db } from '../db';
import { articles } from '../db/schema';

/**
 * Scheduled articles appear at their time without a request to trigger it:
 * the watch knows the next time an article is scheduled for, and at that time
 * clears what shows articles (the read cache and the pages kept), so the next
 * reader gets a page with it. It looks again every `pollMs` (a schedule set on
 * another instance) and after each time it reached.
 */

/** When the next scheduled article goes live; null when none is waiting. */
export async function nextScheduledAt(db: Db, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(articles.publishedAt) })
    .from(articles)
    .where(and(eq(articles.status, 'published'), gt(articles.publishedAt, now)));
  return row?.at ?? null;
}

export interface ScheduleWatch {
  /** Looks again now (a schedule was just set). */
  check(): void;
  stop(): void;
}

export function startScheduleWatch(options: { db: () => Promise<Db>; onDue: () => void; pollMs?: number; now?: () => Date }): ScheduleWatch {
  const pollMs = options.pollMs ?? 30_000;
  const now = options.now ?? (() => new Date());
  let stopped = false;
  let due: NodeJS.Timeout | undefined;

  async function check(): Promise<void> {
    if (stopped) return;
    const at = await nextScheduledAt(await options.db(), now());
    clearTimeout(due);
    due = undefined;
    if (!at || stopped) return;
    const wait = at.getTime() - now().getTime();
    // Beyond the next poll: that poll sets the timer.
    if (wait > pollMs) return;
    due = setTimeout(
      () => {
        options.onDue();
        void check().catch(() => undefined);
      },
      Math.max(0, wait) + 5,
    );
    due.unref();
  }

  const poll = setInterval(() => void check().catch(() => undefined), pollMs);
  poll.unref();
  void check().catch(() => undefined);
  return {
    check: () => void check().catch(() => undefined),
    stop() {
      stopped = true;
      clearInterval(poll);
      clearTimeout(due);
    },
  };
}
