import { and, count, eq, lte } from 'drizzle-orm';
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
