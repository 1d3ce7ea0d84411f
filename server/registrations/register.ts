import { and, eq, sql } from 'drizzle-orm';
import { activityState, takesRegistrations, type ActivityState } from '@/lib/activity-state';
import { CODE_ALPHABET, CODE_LENGTH } from '@/lib/registration-rules';
import type { Registration } from '@/lib/schemas/registration';
import type { ActivityRow } from '../content/activities';
import type { Db } from '../db';
import { activities, registrations } from '../db/schema';
import { randomText } from '../random-text';
import { tellCancelled, tellRegistered } from './messages';
import { fillSeatsFromWaitlist } from './waitlist';
import { waitlistPosition } from './waitlist-position';

/**
 * Registering for an activity, in one transaction that holds a lock on the
 * activity's row (SELECT … FOR UPDATE): registrations of one activity are
 * decided one at a time, across every app instance on the database, so seats
 * are never oversold and the waitlist keeps the order in which they came.
 * A mobile number registers once per activity: a repeat creates nothing, and
 * its caller learns about the registration only by proving it made it (the
 * capability of owner-token.ts, whose hash is stored with the registration).
 */

export type RegistrationRow = typeof registrations.$inferSelect;

export interface RegistrationView {
  code: string;
  status: RegistrationRow['status'];
  /** 1-based place on the waitlist; null unless waitlisted. */
  waitlistPosition: number | null;
  quantity: number;
  name: string;
  activityId: number;
  checkedInAt: Date | null;
}

export type RegisterOutcome =
  | { kind: 'created'; registration: RegistrationView; activity: ActivityRow }
  /** The number's registration, as stored: shown (registrationView) only to whoever proves it is theirs. */
  | { kind: 'existing'; row: RegistrationRow; activity: ActivityRow }
  | { kind: 'not_found' }
  | { kind: 'closed'; state: Exclude<ActivityState, 'open' | 'full'>; opensAt: Date }
  | { kind: 'over_limit'; limit: number };

/** 12 characters of 32 (no 0/O, 1/I): 60 random bits, easy to read out at a door. */
export function newConfirmationCode(): string {
  return randomText(CODE_ALPHABET, CODE_LENGTH);
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function registrationView(tx: Tx | Db, row: RegistrationRow): Promise<RegistrationView> {
  return {
    code: row.code,
    status: row.status,
    waitlistPosition: await waitlistPosition(tx, row),
    quantity: row.quantity,
    name: row.name,
    activityId: row.activityId,
    checkedInAt: row.checkedInAt,
  };
}

/**
 * `ownerTokenHash` is stored with a new registration: the hash of the
 * capability its browser gets (owner-token.ts). `locale` is the language the
 * registrant's messages are written in; they are written in this transaction.
 */
export async function register(
  db: Db,
  activityId: number,
  input: Registration,
  ownerTokenHash: string | null,
  now = new Date(),
  locale = 'zh-CN',
): Promise<RegisterOutcome> {
  return db.transaction(async (tx) => {
    const [activity] = await tx
      .select()
      .from(activities)
      .where(and(eq(activities.id, activityId), eq(activities.published, true)))
      .for('update');
    if (!activity) return { kind: 'not_found' };

    const [existing] = await tx
      .select()
      .from(registrations)
      .where(and(eq(registrations.activityId, activityId), eq(registrations.mobile, input.mobile)));
    if (existing && existing.status !== 'cancelled') return { kind: 'existing', row: existing, activity };

    const state = activityState(activity, now);
    if (!takesRegistrations(state)) return { kind: 'closed', state, opensAt: activity.registrationOpensAt };
    if (input.quantity > activity.perRegistrationLimit) return { kind: 'over_limit', limit: activity.perRegistrationLimit };

    // A cancelled registration of this number makes way for the new one (a new code, at the back of any waitlist).
    if (existing) await tx.delete(registrations).where(eq(registrations.id, existing.id));

    const fits = activity.seatsTaken + input.quantity <= activity.capacity;
    const [row] = await tx
      .insert(registrations)
      .values({
        activityId,
        code: newConfirmationCode(),
        name: input.name,
        mobile: input.mobile,
        email: input.email,
        company: input.company,
        position: input.position,
        audience: input.audience,
        quantity: input.quantity,
        status: fits ? 'confirmed' : 'waitlisted',
        confirmedAt: fits ? now : null,
        ownerTokenHash,
        locale,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    if (fits) {
      await tx
        .update(activities)
        .set({ seatsTaken: sql`${activities.seatsTaken} + ${input.quantity}` })
        .where(eq(activities.id, activityId));
    }
    await tellRegistered(tx, row, activity, now);
    return { kind: 'created', registration: await registrationView(tx, row), activity };
  });
}

/**
 * How a registrant proves a registration is theirs: the mobile number it was
 * made with (together with its code), or what the request holds, checked
 * against the row by `proves` (owner-proof.ts: the capability of the browser
 * that made it, the key of its ticket link, a member's verified mobile number).
 */
export type OwnerProof = { mobile: string } | { proves: (row: Pick<RegistrationRow, 'mobile' | 'ownerTokenHash'>) => boolean };

function proofHolds(proof: OwnerProof, row: Pick<RegistrationRow, 'mobile' | 'ownerTokenHash'>): boolean {
  return 'mobile' in proof ? row.mobile === proof.mobile : proof.proves(row);
}

/**
 * Cancels a registration (found by its code, with the registrant's proof). A confirmed
 * one frees its seats, which go to the waitlist in order: the first in line
 * whose party fits is confirmed, then the next, until one does not fit.
 */
export async function cancelRegistration(db: Db, code: string, proof: OwnerProof, now = new Date()): Promise<RegistrationView | null> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: registrations.id, activityId: registrations.activityId, mobile: registrations.mobile, ownerTokenHash: registrations.ownerTokenHash })
      .from(registrations)
      .where(eq(registrations.code, code));
    if (!found || !proofHolds(proof, found)) return null;
    // The activity's lock first, as in register(): the same order everywhere, so no deadlock.
    const [activity] = await tx.select().from(activities).where(eq(activities.id, found.activityId)).for('update');
    // Locked too: an exhibitor's check-in of it waits for this cancellation, or this one sees it checked in.
    const [row] = await tx.select().from(registrations).where(eq(registrations.id, found.id)).for('update');
    if (!activity || !row) return null;
    if (row.status === 'cancelled' || row.status === 'checked_in') return registrationView(tx, row);

    const [cancelled] = await tx
      .update(registrations)
      .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
      .where(eq(registrations.id, row.id))
      .returning();
    await tellCancelled(tx, cancelled!, activity, now);
    const seatsTaken = activity.seatsTaken - (row.status === 'confirmed' ? row.quantity : 0);
    await fillSeatsFromWaitlist(tx, activity, seatsTaken, now);
    return registrationView(tx, cancelled!);
  });
}

/** A registration by its code, as its registrant sees it — only with their proof (else null, as for an unknown code). */
export async function findRegistration(db: Db, code: string, proof: OwnerProof): Promise<RegistrationView | null> {
  const [row] = await db.select().from(registrations).where(eq(registrations.code, code));
  return row && proofHolds(proof, row) ? registrationView(db, row) : null;
}
