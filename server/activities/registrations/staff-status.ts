import { eq } from 'drizzle-orm';
import { allowedStatusChanges, type StaffStatusChange } from '@/lib/activities/rules';
import type { AuditCause } from '@/lib/audit/rules';
import { recordAudit, type AuditActor } from '../../audit/record';
import type { Db, Executor } from '../../db';
import { activities, registrations } from '../../db/schema';
import { checkInAllAttendees } from './attendees';
import { tellCancelled, tellPromoted } from './messages';
import { fillSeatsFromWaitlist, type WaitlistRow } from './waitlist';

/**
 * Staff change a registration's status on /admin/registrations: cancel it
 * (confirmed seats are freed and go to the waitlist in order, as when the
 * registrant cancels), confirm a waitlisted one by hand (only while its whole
 * party still fits), or check a confirmed one in. All of it in one transaction
 * under the activity's row lock, then the registration's: the activity's seats
 * taken stay exactly the seats of its confirmed and checked-in registrations,
 * however many changes arrive at once. Each registration whose status changed
 * (the one asked for and any confirmed from the waitlist) gets an audit entry;
 * those from the waitlist are the system's, caused by the cancellation.
 */

export type RegistrationRow = typeof registrations.$inferSelect;

export type StatusChangeOutcome =
  | { kind: 'changed'; registration: RegistrationRow; promoted: WaitlistRow[]; seatsTaken: number; capacity: number }
  | { kind: 'not_found' }
  /** The change does not apply to a registration in this status. */
  | { kind: 'not_allowed'; status: RegistrationRow['status'] }
  /** Confirming it would take more seats than are left. */
  | { kind: 'no_seats'; left: number; needed: number };

/** How a registration is named in the audit log: its registrant and code. */
export const registrationLabel = (row: Pick<RegistrationRow, 'name' | 'code'>) => `${row.name} · ${row.code}`;

async function auditStatus(tx: Executor, actor: AuditActor | null, row: RegistrationRow, before: RegistrationRow['status'], now: Date, cause?: AuditCause) {
  await recordAudit(tx, {
    actor,
    cause,
    action: 'registration.status',
    entity: { type: 'registration', id: row.id, label: registrationLabel(row) },
    changes: { status: [before, row.status] },
    now,
  });
}

/**
 * Audit entries for registrations confirmed from the waitlist: made by the
 * system, with what caused it, and the staff member whose change set it off
 * (null when the registrant cancelled on the site).
 */
export async function auditPromotions(tx: Executor, actor: AuditActor | null, promoted: WaitlistRow[], cause: AuditCause, now: Date) {
  for (const row of promoted) await auditStatus(tx, actor, row, 'waitlisted', now, cause);
}

export async function changeRegistrationStatus(
  db: Db,
  id: number,
  to: StaffStatusChange,
  actor: AuditActor,
  now = new Date(),
): Promise<StatusChangeOutcome> {
  return db.transaction(async (tx): Promise<StatusChangeOutcome> => {
    const [found] = await tx.select({ activityId: registrations.activityId }).from(registrations).where(eq(registrations.id, id));
    if (!found) return { kind: 'not_found' };
    // The activity's lock first, then the registration's: the order register() and cancelRegistration() take them in.
    const [activity] = await tx.select().from(activities).where(eq(activities.id, found.activityId)).for('update');
    const [row] = await tx.select().from(registrations).where(eq(registrations.id, id)).for('update');
    if (!activity || !row) return { kind: 'not_found' };
    if (!allowedStatusChanges(row.status).includes(to)) return { kind: 'not_allowed', status: row.status };

    let seatsTaken = activity.seatsTaken;
    let promoted: WaitlistRow[] = [];
    let changed: RegistrationRow | undefined;
    if (to === 'checked_in') {
      [changed] = await tx
        .update(registrations)
        .set({ status: 'checked_in', checkedInAt: now, updatedAt: now })
        .where(eq(registrations.id, id))
        .returning();
      // The console's check-in admits the whole party (the door checks attendees one by one with their codes).
      await checkInAllAttendees(tx, id, now);
    } else if (to === 'confirmed') {
      const left = Math.max(0, activity.capacity - activity.seatsTaken);
      if (row.quantity > left) return { kind: 'no_seats', left, needed: row.quantity };
      [changed] = await tx
        .update(registrations)
        .set({ status: 'confirmed', confirmedAt: now, updatedAt: now })
        .where(eq(registrations.id, id))
        .returning();
      seatsTaken = activity.seatsTaken + row.quantity;
      await tx.update(activities).set({ seatsTaken }).where(eq(activities.id, activity.id));
      if (changed) await tellPromoted(tx, [changed], activity, now);
    } else {
      [changed] = await tx
        .update(registrations)
        .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
        .where(eq(registrations.id, id))
        .returning();
      if (changed) await tellCancelled(tx, changed, activity, now);
      const freed = row.status === 'confirmed' ? row.quantity : 0;
      ({ seatsTaken, promoted } = await fillSeatsFromWaitlist(tx, activity, activity.seatsTaken - freed, now));
    }
    if (!changed) throw new Error('update returned no row');

    await auditStatus(tx, actor, changed, row.status, now);
    await auditPromotions(tx, actor, promoted, 'registration.cancel', now);
    return { kind: 'changed', registration: changed, promoted, seatsTaken, capacity: activity.capacity };
  });
}
