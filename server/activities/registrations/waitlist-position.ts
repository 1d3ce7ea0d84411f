import { and, count, eq, lt, lte } from 'drizzle-orm';
import type { Executor } from '../../db';
import { registrations } from '../../db/schema';

/** A registration's 1-based place on its activity's waitlist (the order ids were taken in); null unless waitlisted. */
export async function waitlistPosition(tx: Executor, row: { id: number; activityId: number; status: string }): Promise<number | null> {
  if (row.status !== 'waitlisted') return null;
  const [ahead] = await tx
    .select({ value: count() })
    .from(registrations)
    .where(and(eq(registrations.activityId, row.activityId), eq(registrations.status, 'waitlisted'), lte(registrations.id, row.id)));
  return ahead?.value ?? null;
}

/**
 * The waitlist places of rows just inserted together under the activity's lock (so no other row of its
 * waitlist lies between them), by id, with one count: the waitlisted ones, in id order, follow those ahead.
 */
export async function waitlistPositions(tx: Executor, activityId: number, inserted: readonly { id: number; status: string }[]): Promise<Map<number, number>> {
  const waiting = inserted.filter((row) => row.status === 'waitlisted').sort((a, b) => a.id - b.id);
  const positions = new Map<number, number>();
  if (waiting.length === 0) return positions;
  const [ahead] = await tx
    .select({ value: count() })
    .from(registrations)
    .where(and(eq(registrations.activityId, activityId), eq(registrations.status, 'waitlisted'), lt(registrations.id, waiting[0]!.id)));
  waiting.forEach((row, index) => positions.set(row.id, (ahead?.value ?? 0) + index + 1));
  return positions;
}
