import { count, desc, eq } from 'drizzle-orm';
import { checkInPhase, doorsOpenAt } from '@/lib/activity-rules';
import { normaliseCode } from '@/lib/registration-rules';
import { isAttached } from '../exhibitors';
import type { Db } from '../../db';
import { activities, leads, registrations } from '../../db/schema';

/**
 * An exhibitor checks in a visitor by the code on their ticket. The first
 * check-in of a confirmed registration marks it checked in; a later scan (by
 * this or another exhibitor) says when that was. Every exhibitor who scans a
 * valid ticket gets the visitor as a lead, once.
 *
 * The checks, in this order: the code names a registration (else
 * `not_found`); its activity is one the exhibitor is attached to (else
 * `not_attached`, which says nothing of the registration — neither who nor
 * its status — nor of the activity); check-in is open, from the activity's
 * doors-open time to its end (else `not_open` with the time, or `ended`);
 * the registration holds a seat (else `not_admitted` with its status).
 */

export interface CheckedInVisitor {
  code: string;
  name: string;
  company: string;
  position: string;
  quantity: number;
  activityTitle: string;
  checkedInAt: Date;
}

export type CheckInOutcome =
  | { kind: 'checked_in'; /** false when the ticket had been checked in before. */ first: boolean; visitor: CheckedInVisitor }
  | { kind: 'not_found' }
  /** The ticket is for an activity the exhibitor is not attached to. */
  | { kind: 'not_attached' }
  /** Check-in opens at `doorsOpenAt`. */
  | { kind: 'not_open'; doorsOpenAt: Date }
  /** The activity is over. */
  | { kind: 'ended' }
  | { kind: 'not_admitted'; status: 'waitlisted' | 'cancelled' };

export async function checkIn(db: Db, exhibitorId: number, rawCode: string, now = new Date()): Promise<CheckInOutcome> {
  const code = normaliseCode(rawCode);
  return db.transaction(async (tx) => {
    // The row lock makes "first" true for exactly one of two simultaneous scans.
    const [row] = await tx.select().from(registrations).where(eq(registrations.code, code)).for('update');
    if (!row) return { kind: 'not_found' };
    if (!(await isAttached(tx, row.activityId, exhibitorId))) return { kind: 'not_attached' };
    const [activity] = await tx
      .select({ title: activities.title, startsAt: activities.startsAt, endsAt: activities.endsAt, doorsOpenAt: activities.doorsOpenAt })
      .from(activities)
      .where(eq(activities.id, row.activityId));
    if (!activity) return { kind: 'not_found' };
    const phase = checkInPhase(activity, now);
    if (phase === 'before') return { kind: 'not_open', doorsOpenAt: doorsOpenAt(activity) };
    if (phase === 'ended') return { kind: 'ended' };
    if (row.status === 'waitlisted' || row.status === 'cancelled') return { kind: 'not_admitted', status: row.status };

    const first = row.status === 'confirmed';
    const checkedInAt = row.checkedInAt ?? now;
    if (first) {
      await tx
        .update(registrations)
        .set({ status: 'checked_in', checkedInAt, updatedAt: now })
        .where(eq(registrations.id, row.id));
    }
    await tx.insert(leads).values({ exhibitorId, registrationId: row.id, createdAt: now }).onConflictDoNothing();
    return {
      kind: 'checked_in',
      first,
      visitor: {
        code: row.code,
        name: row.name,
        company: row.company,
        position: row.position,
        quantity: row.quantity,
        activityTitle: activity.title,
        checkedInAt,
      },
    };
  });
}

export interface LeadRow {
  scannedAt: Date;
  name: string;
  mobile: string;
  email: string;
  company: string;
  position: string;
  audience: (typeof registrations.$inferSelect)['audience'];
  quantity: number;
  activityTitle: string;
  code: string;
}

/** An exhibitor's leads, the latest first (at most `limit`; all of them for the CSV). */
export async function listLeads(db: Db, exhibitorId: number, limit?: number): Promise<LeadRow[]> {
  const query = db
    .select({
      scannedAt: leads.createdAt,
      name: registrations.name,
      mobile: registrations.mobile,
      email: registrations.email,
      company: registrations.company,
      position: registrations.position,
      audience: registrations.audience,
      quantity: registrations.quantity,
      activityTitle: activities.title,
      code: registrations.code,
    })
    .from(leads)
    .innerJoin(registrations, eq(registrations.id, leads.registrationId))
    .innerJoin(activities, eq(activities.id, registrations.activityId))
    .where(eq(leads.exhibitorId, exhibitorId))
    .orderBy(desc(leads.id));
  return limit === undefined ? query : query.limit(limit);
}

export async function countLeads(db: Db, exhibitorId: number): Promise<number> {
  const [row] = await db.select({ value: count() }).from(leads).where(eq(leads.exhibitorId, exhibitorId));
  return row?.value ?? 0;
}
