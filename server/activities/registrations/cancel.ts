import { and, eq, isNull } from 'drizzle-orm';
import type { ActivityRow } from '../queries';
import type { Db } from '../../db';
import { activities, registrationAttendees, registrations } from '../../db/schema';
import { attendeesOf, attendeeStatus, holdsSeat } from './attendees';
import { tellAttendeeCancelled, tellCancelled } from './messages';
import { proofHolds, type OwnerProof } from './owner-proof';
import { registrationView, type RegistrationRow, type RegistrationView } from './registration-view';
import { auditPromotions } from './staff-status';
import { fillSeatsFromWaitlist } from './waitlist';

/**
 * The registrant cancels: the whole registration, or one attendee of a group. Each change holds the activity's
 * lock, and the seats it frees go to the waitlist in order (waitlist.ts).
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The registration `code` when `proof` shows it is the caller's, with its activity, both locked until the
 * transaction ends: the activity's lock first, as in registering (register.ts: the same order everywhere, so no deadlock), then
 * the registration's (an exhibitor's check-in of it waits for the change, or the change sees it checked in).
 * Null when there is no such registration or the proof does not hold.
 */
async function lockProvenRegistration(tx: Tx, code: string, proof: OwnerProof): Promise<{ activity: ActivityRow; row: RegistrationRow } | null> {
  const [found] = await tx
    .select({
      id: registrations.id,
      activityId: registrations.activityId,
      mobile: registrations.mobile,
      email: registrations.email,
      ownerTokenHash: registrations.ownerTokenHash,
      userId: registrations.userId,
    })
    .from(registrations)
    .where(eq(registrations.code, code));
  if (!found || !proofHolds(proof, found)) return null;
  const [activity] = await tx.select().from(activities).where(eq(activities.id, found.activityId)).for('update');
  const [row] = await tx.select().from(registrations).where(eq(registrations.id, found.id)).for('update');
  return activity && row ? { activity, row } : null;
}

/**
 * Cancels a registration (found by its code, with the registrant's proof). A confirmed
 * one frees its seats, which go to the waitlist in order: the first in line
 * whose party fits is confirmed, then the next, until one does not fit.
 */
export async function cancelRegistration(db: Db, code: string, proof: OwnerProof, now = new Date()): Promise<RegistrationView | null> {
  return db.transaction(async (tx) => {
    const locked = await lockProvenRegistration(tx, code, proof);
    if (!locked) return null;
    const { activity, row } = locked;
    if (row.status === 'cancelled') return registrationView(tx, row);
    if (row.status === 'checked_in') return cancelNotCome(tx, activity, row, now);

    const [cancelled] = await tx
      .update(registrations)
      .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
      .where(eq(registrations.id, row.id))
      .returning();
    await tellCancelled(tx, cancelled!, activity, now);
    const seatsTaken = activity.seatsTaken - (row.status === 'confirmed' ? row.quantity : 0);
    const { promoted } = await fillSeatsFromWaitlist(tx, activity, seatsTaken, now);
    // No staff member did this: the entries are the system's, caused by the registrant's cancellation.
    await auditPromotions(tx, null, promoted, 'registration.cancel', now);
    return registrationView(tx, cancelled!);
  });
}

/**
 * "Cancel all" for a group of which some came already: the attendees who have not come give up their seats
 * (which go to the waitlist in order); the registration stays checked in with those who came.
 */
async function cancelNotCome(tx: Tx, activity: typeof activities.$inferSelect, row: RegistrationRow, now: Date): Promise<RegistrationView> {
  const gone = await tx
    .update(registrationAttendees)
    .set({ cancelledAt: now })
    .where(and(eq(registrationAttendees.registrationId, row.id), isNull(registrationAttendees.checkedInAt), isNull(registrationAttendees.cancelledAt)))
    .returning();
  if (gone.length === 0) return registrationView(tx, row);
  const [smaller] = await tx
    .update(registrations)
    .set({ quantity: row.quantity - gone.length, updatedAt: now })
    .where(eq(registrations.id, row.id))
    .returning();
  for (const attendee of gone) await tellAttendeeCancelled(tx, attendee, smaller!, activity, now);
  const { promoted } = await fillSeatsFromWaitlist(tx, activity, activity.seatsTaken - gone.length, now);
  await auditPromotions(tx, null, promoted, 'registration.cancel', now);
  return registrationView(tx, smaller!);
}

export type CancelAttendeeOutcome =
  | { kind: 'cancelled'; registration: RegistrationView }
  | { kind: 'not_found' }
  /** Checked in already, or cancelled (with the registration). */
  | { kind: 'not_cancellable'; registration: RegistrationView };

/**
 * The registrant cancels one attendee of their group (found by the attendee's code, with the registrant's proof
 * for the registration's code). The attendee's seat goes: the registration holds one seat fewer (its quantity),
 * which, when it held seats, goes to the waitlist in order exactly as any freed seat; a waitlisted group one
 * smaller may now fit, and is confirmed when it comes first. Cancelling the last attendee still holding a seat
 * cancels the registration as a whole.
 */
export async function cancelAttendee(db: Db, code: string, attendeeCode: string, proof: OwnerProof, now = new Date()): Promise<CancelAttendeeOutcome> {
  const outcome = await db.transaction(async (tx): Promise<CancelAttendeeOutcome | 'whole'> => {
    const locked = await lockProvenRegistration(tx, code, proof);
    if (!locked) return { kind: 'not_found' };
    const { activity, row } = locked;
    const attendees = (await attendeesOf(tx, [row.id])).get(row.id) ?? [];
    const attendee = attendees.find((one) => one.code === attendeeCode);
    if (!attendee) return { kind: 'not_found' };
    if (attendeeStatus(attendee, row) !== 'confirmed' && attendeeStatus(attendee, row) !== 'waitlisted') {
      return { kind: 'not_cancellable', registration: await registrationView(tx, row) };
    }
    if (attendees.filter(holdsSeat).length <= 1) return 'whole';

    const [cancelled] = await tx
      .update(registrationAttendees)
      .set({ cancelledAt: now })
      .where(eq(registrationAttendees.id, attendee.id))
      .returning();
    const [smaller] = await tx
      .update(registrations)
      .set({ quantity: row.quantity - 1, updatedAt: now })
      .where(eq(registrations.id, row.id))
      .returning();
    await tellAttendeeCancelled(tx, cancelled!, smaller!, activity, now);
    const seated = row.status === 'confirmed' || row.status === 'checked_in';
    const { promoted } = await fillSeatsFromWaitlist(tx, activity, activity.seatsTaken - (seated ? 1 : 0), now);
    await auditPromotions(tx, null, promoted, 'registration.cancel', now);
    const [after] = await tx.select().from(registrations).where(eq(registrations.id, row.id));
    return { kind: 'cancelled', registration: await registrationView(tx, after!) };
  });
  if (outcome !== 'whole') return outcome;
  const whole = await cancelRegistration(db, code, proof, now);
  return whole ? { kind: 'cancelled', registration: whole } : { kind: 'not_found' };
}
