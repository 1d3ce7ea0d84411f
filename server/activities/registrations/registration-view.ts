import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { registrations } from '../../db/schema';
import { attendeeByCode, attendeesOf, attendeeStatus, type AttendeeRow } from './attendees';
import { proofHolds, type OwnerProof } from './owner-proof';
import { waitlistPosition } from './waitlist-position';

/** A registration as its registrant sees it (the ticket), from its row and attendees; found by its code with its proof. */

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
  /** The registration's attendees, the registrant first (on a companion's own ticket: none). */
  attendees: AttendeeView[];
  /** On a companion's own ticket (opened with their code): the registrant's name; else null. */
  registeredBy: string | null;
}

/** One attendee as their registrant sees them. */
export interface AttendeeView {
  position: number;
  code: string;
  name: string;
  status: RegistrationRow['status'];
  checkedInAt: Date | null;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function registrationView(tx: Tx | Db, row: RegistrationRow): Promise<RegistrationView> {
  const attendees = (await attendeesOf(tx, [row.id])).get(row.id) ?? [];
  return viewOf(row, await waitlistPosition(tx, row), attendees);
}

/** A registration's view from what the caller read already: its row, its waitlist place and its attendees. */
export function viewOf(row: RegistrationRow, waitlistPosition: number | null, attendees: readonly AttendeeRow[]): RegistrationView {
  return {
    code: row.code,
    status: row.status,
    waitlistPosition,
    quantity: row.quantity,
    name: row.name,
    activityId: row.activityId,
    checkedInAt: row.checkedInAt,
    attendees: attendees.map((attendee) => ({
      position: attendee.position,
      code: attendee.code,
      name: attendee.name,
      status: attendeeStatus(attendee, row),
      checkedInAt: attendee.checkedInAt,
    })),
    registeredBy: null,
  };
}

/** A companion's own ticket: their name, code and status, one seat, and who registered them. */
async function companionView(db: Tx | Db, attendee: AttendeeRow, row: RegistrationRow): Promise<RegistrationView> {
  return {
    code: attendee.code,
    status: attendeeStatus(attendee, row),
    waitlistPosition: await waitlistPosition(db, row),
    quantity: 1,
    name: attendee.name,
    activityId: row.activityId,
    checkedInAt: attendee.checkedInAt,
    attendees: [],
    registeredBy: row.name,
  };
}

/**
 * A registration by its code, as its registrant sees it — only with their proof (else null, as for an unknown code).
 * A companion's code opens their own ticket, with the proof of its ticket link's key, their own mobile number, or
 * the registrant's.
 */
export async function findRegistration(db: Db, code: string, proof: OwnerProof): Promise<RegistrationView | null> {
  const [row] = await db.select().from(registrations).where(eq(registrations.code, code));
  if (row) return proofHolds(proof, row) ? registrationView(db, row) : null;
  const found = await attendeeByCode(db, code);
  if (!found) return null;
  const { attendee, registration } = found;
  const ownNumber = 'mobile' in proof && attendee.mobile !== '' && attendee.mobile === proof.mobile;
  return ownNumber || proofHolds(proof, registration) ? companionView(db, attendee, registration) : null;
}
