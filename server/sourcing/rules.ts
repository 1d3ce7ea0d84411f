import { and, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import { ENDED_VISIBLE_DAYS } from '@/lib/sourcing/rules';
import { sourcingRequests } from '../db/schema';

/**
 * When a live request closes, and which requests the public sees. A request is open while live and before
 * `closes_at`; once that passes (or it is closed early) it is ended, and the list keeps it, as 已结束, for
 * ENDED_VISIBLE_DAYS more days. A pending, rejected, hidden or draft request is seen only by its buyer and
 * staff.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** `openDays` whole days after going live. */
export const closingTime = (liveAt: Date, openDays: number): Date => new Date(liveAt.getTime() + openDays * DAY_MS);

/** When an ended request leaves the list: 30 days after it ended. */
export const visibleUntil = (endedAt: Date): Date => new Date(endedAt.getTime() + ENDED_VISIBLE_DAYS * DAY_MS);

/** The moment a request ended (closed early, or its time passed), or null while open. */
export function endedAt(row: Pick<typeof sourcingRequests.$inferSelect, 'status' | 'closesAt' | 'closedAt'>, now: Date): Date | null {
  if (row.status === 'closed') return row.closedAt ?? row.closesAt ?? now;
  if (row.status === 'live' && row.closesAt && row.closesAt <= now) return row.closesAt;
  return null;
}

/** Open to quotes now. */
export const isOpen = (row: Pick<typeof sourcingRequests.$inferSelect, 'status' | 'closesAt'>, now: Date): boolean =>
  row.status === 'live' && row.closesAt !== null && row.closesAt > now;

/** SQL: the requests the public sees now — open ones, and ended ones for 30 days after they ended. */
export function publicRequests(now: Date): SQL {
  const since = new Date(now.getTime() - ENDED_VISIBLE_DAYS * DAY_MS);
  return or(
    and(eq(sourcingRequests.status, 'live'), gt(sourcingRequests.closesAt, since)),
    and(eq(sourcingRequests.status, 'closed'), sql`coalesce(${sourcingRequests.closedAt}, ${sourcingRequests.closesAt}) > ${since.toISOString()}::timestamptz`),
  ) as SQL;
}

/** SQL: open to quotes now. */
export const openRequests = (now: Date): SQL => and(eq(sourcingRequests.status, 'live'), gt(sourcingRequests.closesAt, now)) as SQL;
