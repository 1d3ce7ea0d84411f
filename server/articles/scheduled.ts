import { and, eq, gt, inArray, lte, min } from 'drizzle-orm';
import { recordAudit } from '../audit/record';
import type { Db } from '../db';
import { articles, users } from '../db/schema';

/**
 * Scheduled articles appear at their time without a request to trigger it:
 * the watch knows the next time an article is scheduled for, and at that time
 * clears what shows articles (the read cache and the pages kept), so the next
 * reader gets a page with it. It looks again every `pollMs` (a schedule set on
 * another instance) and after each time it reached; each look first records the
 * scheduled articles whose time has come in the audit log.
 */

/**
 * Records in the audit log each scheduled article whose time has come (系统自动, cause: its schedule, with the staff
 * member who set it), once: the flag is cleared in the transaction that writes the entry, so whichever instance
 * gets there first records it and the others find nothing. The entry carries the article's time of going live.
 * Returns how many it recorded.
 */
export async function recordArticlesGoneLive(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const gone = await tx
      .update(articles)
      .set({ goLivePending: false })
      .where(and(eq(articles.goLivePending, true), eq(articles.status, 'published'), lte(articles.publishedAt, now)))
      .returning({ id: articles.id, title: articles.title, publishedAt: articles.publishedAt, scheduledBy: articles.reviewedBy });
    if (gone.length === 0) return 0;
    const schedulerIds = [...new Set(gone.map((row) => row.scheduledBy).filter((id): id is number => id !== null))];
    const schedulers = schedulerIds.length === 0 ? [] : await tx.select({ id: users.id, name: users.name, kind: users.kind }).from(users).where(inArray(users.id, schedulerIds));
    for (const row of gone) {
      await recordAudit(tx, {
        actor: schedulers.find((user) => user.id === row.scheduledBy) ?? null,
        cause: 'article.schedule',
        action: 'article.go_live',
        entity: { type: 'article', id: row.id, label: row.title },
        changes: { status: ['scheduled', 'published'] },
        now: row.publishedAt ?? now,
      });
    }
    return gone.length;
  });
}

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
    const db = await options.db();
    await recordArticlesGoneLive(db, now());
    const at = await nextScheduledAt(db, now());
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
