import { and, count, desc, eq, sql } from 'drizzle-orm';
import { checkInPhase, doorsOpenAt } from '@/lib/activities/rules';
import { normaliseCode } from '@/lib/registrations/rules';
import { isAttached } from '../exhibitors';
import type { Db } from '../../db';
import { activities, leads, registrationAttendees, registrations } from '../../db/schema';
import { attendeeByCode, attendeeStatus, type AttendeeRow } from './attendees';

/**
 * An exhibitor checks in a visitor by the code on their ticket, in two steps
 * as door apps do: `previewCheckIn` says whose ticket it is (so the person at
 * the door sees the name beside the button they press) and writes nothing;
 * `checkIn` then marks it. The first check-in of a confirmed registration
 * marks it checked in; a later scan (by this or another exhibitor) says when
 * that was. Every exhibitor who checks in a valid ticket gets the visitor as
 * a lead, once.
 *
 * A ticket is one attendee's (registration_attendees): each person of a group
 * has their own code and is checked in on their own; the registration is
 * checked in with its first attendee. The lead is the attendee.
 *
 * Both run the same checks (`admissibleTicket`), in this order: the code
 * names a registration (else `not_found`); its activity is one the exhibitor
 * is attached to (else `not_attached`, which says nothing of the registration
 * — neither who nor its status — nor of the activity); check-in is open, from
 * the activity's doors-open time to its end (else `not_open` with the time,
 * or `ended`); the registration holds a seat (else `not_admitted` with its
 * status).
 */

/** The ticket's holder as an exhibitor may see them: what the check-in answer and the leads already show. */
export interface TicketHolder {
  code: string;
  name: string;
  company: string;
  position: string;
  quantity: number;
  activityTitle: string;
}

export interface CheckedInVisitor extends TicketHolder {
  checkedInAt: Date;
}

/** Why a ticket cannot be checked in here and now (the same for the preview and the check-in). */
export type CheckInRefusal =
  | { kind: 'not_found' }
  /** The ticket is for an activity the exhibitor is not attached to. */
  | { kind: 'not_attached' }
  /** Check-in opens at `doorsOpenAt`. */
  | { kind: 'not_open'; doorsOpenAt: Date }
  /** The activity is over. */
  | { kind: 'ended' }
  | { kind: 'not_admitted'; status: 'waitlisted' | 'cancelled' };

export type CheckInOutcome =
  | { kind: 'checked_in'; /** false when the ticket had been checked in before. */ first: boolean; visitor: CheckedInVisitor }
  | CheckInRefusal;

export type CheckInPreview =
  /**
   * `confirmed`: checking in would mark it; `checked_in` at `checkedInAt`: it was checked in before (by
   * anyone). `inLeads`: the visitor is among this exhibitor's leads already (checking in again adds nothing).
   */
  | { kind: 'admissible'; visitor: TicketHolder; status: 'confirmed' | 'checked_in'; checkedInAt: Date | null; inLeads: boolean }
  | CheckInRefusal;

type RegistrationRow = typeof registrations.$inferSelect;

/**
 * The rules of check-in, read in `db` (a transaction for `checkIn`): the
 * registration with this code and its activity's title when this exhibitor
 * may check it in now, else why not. `lock` takes the registration's row for
 * update, so that of two simultaneous check-ins exactly one is the first.
 */
async function admissibleTicket(
  db: Db,
  exhibitorId: number,
  rawCode: string,
  now: Date,
  lock: boolean,
): Promise<CheckInRefusal | { kind: 'admissible'; row: RegistrationRow; attendee: AttendeeRow; status: 'confirmed' | 'checked_in'; activityTitle: string }> {
  const code = normaliseCode(rawCode);
  const found = await attendeeByCode(db, code);
  if (!found) return { kind: 'not_found' };
  let { attendee, registration: row } = found;
  if (lock) {
    // The registration's row first, then the attendee's: of two simultaneous scans exactly one is the first.
    const [lockedRow] = await db.select().from(registrations).where(eq(registrations.id, row.id)).for('update');
    const [lockedAttendee] = await db.select().from(registrationAttendees).where(eq(registrationAttendees.id, attendee.id)).for('update');
    if (!lockedRow || !lockedAttendee) return { kind: 'not_found' };
    [row, attendee] = [lockedRow, lockedAttendee];
  }
  if (!(await isAttached(db, row.activityId, exhibitorId))) return { kind: 'not_attached' };
  const [activity] = await db
    .select({ title: activities.title, startsAt: activities.startsAt, endsAt: activities.endsAt, doorsOpenAt: activities.doorsOpenAt })
    .from(activities)
    .where(eq(activities.id, row.activityId));
  if (!activity) return { kind: 'not_found' };
  const phase = checkInPhase(activity, now);
  if (phase === 'before') return { kind: 'not_open', doorsOpenAt: doorsOpenAt(activity) };
  if (phase === 'ended') return { kind: 'ended' };
  const status = attendeeStatus(attendee, row);
  if (status === 'waitlisted' || status === 'cancelled') return { kind: 'not_admitted', status };
  return { kind: 'admissible', row, attendee, status, activityTitle: activity.title };
}

/** The person on the ticket: the attendee's name and code, their registration's company and position; one seat. */
function holderOf(row: RegistrationRow, attendee: AttendeeRow, activityTitle: string): TicketHolder {
  return { code: attendee.code, name: attendee.name, company: row.company, position: row.position, quantity: 1, activityTitle };
}

/** Whose ticket it is and whether it was checked in already, as `checkIn` would decide it now; writes nothing. */
export async function previewCheckIn(db: Db, exhibitorId: number, rawCode: string, now = new Date()): Promise<CheckInPreview> {
  const ticket = await admissibleTicket(db, exhibitorId, rawCode, now, false);
  if (ticket.kind !== 'admissible') return ticket;
  const { row, attendee } = ticket;
  const [lead] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.exhibitorId, exhibitorId), eq(leads.attendeeId, attendee.id)));
  return {
    kind: 'admissible',
    visitor: holderOf(row, attendee, ticket.activityTitle),
    status: ticket.status,
    checkedInAt: attendee.checkedInAt,
    inLeads: lead !== undefined,
  };
}

export async function checkIn(db: Db, exhibitorId: number, rawCode: string, now = new Date()): Promise<CheckInOutcome> {
  return db.transaction(async (tx) => {
    // The row locks make "first" true for exactly one of two simultaneous scans.
    const ticket = await admissibleTicket(tx, exhibitorId, rawCode, now, true);
    if (ticket.kind !== 'admissible') return ticket;
    const { row, attendee } = ticket;
    const first = attendee.checkedInAt === null;
    const checkedInAt = attendee.checkedInAt ?? now;
    if (first) {
      await tx.update(registrationAttendees).set({ checkedInAt }).where(eq(registrationAttendees.id, attendee.id));
      // The registration is checked in with its first attendee.
      if (row.status === 'confirmed') {
        await tx
          .update(registrations)
          .set({ status: 'checked_in', checkedInAt, updatedAt: now })
          .where(eq(registrations.id, row.id));
      }
    }
    await tx.insert(leads).values({ exhibitorId, registrationId: row.id, attendeeId: attendee.id, createdAt: now }).onConflictDoNothing();
    return { kind: 'checked_in', first, visitor: { ...holderOf(row, attendee, ticket.activityTitle), checkedInAt } };
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
      name: registrationAttendees.name,
      // The attendee's own contact when they gave one, else their registrant's.
      mobile: sql<string>`coalesce(nullif(${registrationAttendees.mobile}, ''), ${registrations.mobile})`,
      email: sql<string>`coalesce(nullif(${registrationAttendees.email}, ''), ${registrations.email})`,
      company: registrations.company,
      position: registrations.position,
      audience: registrations.audience,
      quantity: sql<number>`1`.mapWith(Number),
      activityTitle: activities.title,
      code: registrationAttendees.code,
    })
    .from(leads)
    .innerJoin(registrations, eq(registrations.id, leads.registrationId))
    .innerJoin(registrationAttendees, eq(registrationAttendees.id, leads.attendeeId))
    .innerJoin(activities, eq(activities.id, registrations.activityId))
    .where(eq(leads.exhibitorId, exhibitorId))
    .orderBy(desc(leads.id));
  return limit === undefined ? query : query.limit(limit);
}

export async function countLeads(db: Db, exhibitorId: number): Promise<number> {
  const [row] = await db.select({ value: count() }).from(leads).where(eq(leads.exhibitorId, exhibitorId));
  return row?.value ?? 0;
}
