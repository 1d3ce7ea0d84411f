import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db';
import type { ActivityRow } from '../queries';
import { activities, registrations } from '../../db/schema';
import { tellPromoted } from './messages';

/**
 * Seats freed or added go to the waitlist in the order it formed: the first
 * in line whose party fits is confirmed, then the next, until one does not
 * fit (nobody behind a party that does not fit jumps the queue on their own;
 * staff may confirm one by hand). Run it inside the transaction that holds
 * the activity's row lock (SELECT … FOR UPDATE), after the change that freed
 * or added the seats: it writes the activity's seats taken, so that the count
 * and the registrations are committed together — and each promoted registrant's
 * message (server/activities/registrations/messages.ts), so nobody is promoted untold.
 */

export type WaitlistRow = typeof registrations.$inferSelect;

export interface SettledSeats {
  seatsTaken: number;
  /** The registrations confirmed from the waitlist, in waitlist order (as they are now). */
  promoted: WaitlistRow[];
}

export async function fillSeatsFromWaitlist(
  tx: Executor,
  activity: ActivityRow,
  seatsTaken: number,
  now: Date,
): Promise<SettledSeats> {
  const promoted: WaitlistRow[] = [];
  let taken = seatsTaken;
  if (taken < activity.capacity) {
    const waiting = await tx
      .select()
      .from(registrations)
      .where(and(eq(registrations.activityId, activity.id), eq(registrations.status, 'waitlisted')))
      .orderBy(asc(registrations.id));
    for (const next of waiting) {
      if (taken + next.quantity > activity.capacity) break;
      const [confirmed] = await tx
        .update(registrations)
        .set({ status: 'confirmed', confirmedAt: now, updatedAt: now })
        .where(eq(registrations.id, next.id))
        .returning();
      if (confirmed) promoted.push(confirmed);
      taken += next.quantity;
    }
  }
  await tx.update(activities).set({ seatsTaken: taken }).where(eq(activities.id, activity.id));
  await tellPromoted(tx, promoted, activity, now);
  return { seatsTaken: taken, promoted };
}
