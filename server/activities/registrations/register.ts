import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { activityState, takesRegistrations, type ActivityState } from '@/lib/activity-state';
import { CODE_ALPHABET, CODE_LENGTH } from '@/lib/registration-rules';
import type { Registration } from '@/lib/schemas/registration';
import type { ActivityRow } from '../queries';
import type { Db } from '../../db';
import { insertMany, returnedRows } from '../../db/insert-many';
import { activities, registrationAttendees, registrations } from '../../db/schema';
import { randomText } from '../../kernel/random-text';
import { attendeeByCode, attendeesOf, attendeeStatus, holdsSeat, insertAttendees, type AttendeeRow } from './attendees';
import { tellAttendeeCancelled, tellCancelled, tellRegistered } from './messages';
import { auditPromotions } from './staff-status';
import { fillSeatsFromWaitlist } from './waitlist';
import { waitlistPosition, waitlistPositions } from './waitlist-position';

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

/** What the registration form gives (the companions may be left out by callers other than the API: they get placeholder names). */
export type NewRegistration = Omit<Registration, 'attendees'> & { attendees?: Registration['attendees'] };

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
  const attendees = (await attendeesOf(tx, [row.id])).get(row.id) ?? [];
  return viewOf(row, await waitlistPosition(tx, row), attendees);
}

/**
 * One registration to decide: the form, the hash of its browser's capability (owner-token.ts), the language of
 * its messages, and the account that registered, logged in (null or left out: none).
 */
export interface RegistrationRequest {
  input: NewRegistration;
  ownerTokenHash: string | null;
  locale: string;
  userId?: number | null;
}

/**
 * `ownerTokenHash` is stored with a new registration: the hash of the
 * capability its browser gets (owner-token.ts). `locale` is the language the
 * registrant's messages are written in; they are written in this transaction.
 */
export async function register(
  db: Db,
  activityId: number,
  input: NewRegistration,
  ownerTokenHash: string | null,
  now = new Date(),
  locale = 'zh-CN',
): Promise<RegisterOutcome> {
  const [outcome] = await registerMany(db, activityId, [{ input, ownerTokenHash, locale }], now);
  return outcome!;
}

/** What the decision made of one request before the rows are written. */
type Decision =
  | { kind: 'done'; outcome: RegisterOutcome }
  /** A new row: `rows[insert]` once inserted. */
  | { kind: 'insert'; insert: number }
  /** A repeat, in this batch, of a number whose row this batch inserts. */
  | { kind: 'repeat'; insert: number };

/** Every column a new registration is written with (all but the id). */
const INSERTED = [
  'activityId',
  'code',
  'name',
  'mobile',
  'email',
  'company',
  'position',
  'audience',
  'quantity',
  'status',
  'confirmedAt',
  'cancelledAt',
  'checkedInAt',
  'ownerTokenHash',
  'locale',
  'userId',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof Omit<RegistrationRow, 'id'>)[];

/**
 * Decides registrations for one activity in the order given, in one
 * transaction under the activity's lock — exactly as that many register()
 * calls one after another would, with one lock, one read of the numbers
 * already registered, one insert, one seat count and one batch of messages for
 * them all (server/activities/registrations/rush.ts gathers the requests that arrive
 * together). New rows take their ids in the order given, so the waitlist keeps
 * it. The outcomes come back in the same order.
 */
export async function registerMany(db: Db, activityId: number, requests: readonly RegistrationRequest[], now = new Date()): Promise<RegisterOutcome[]> {
  if (requests.length === 0) return [];
  return db.transaction(async (tx) => {
    const [activity] = await tx
      .select()
      .from(activities)
      .where(and(eq(activities.id, activityId), eq(activities.published, true)))
      .for('update');
    if (!activity) return requests.map(() => ({ kind: 'not_found' }) as const);

    // The same person is the same mobile number or the same e-mail address (contact-keys below).
    const mobiles = [...new Set(requests.map((request) => request.input.mobile).filter((mobile) => mobile !== ''))];
    const emails = [...new Set(requests.map((request) => request.input.email).filter((email) => email !== ''))];
    const earlier = await tx
      .select()
      .from(registrations)
      .where(
        and(
          eq(registrations.activityId, activityId),
          or(mobiles.length > 0 ? inArray(registrations.mobile, mobiles) : undefined, emails.length > 0 ? inArray(registrations.email, emails) : undefined),
        ),
      );
    const byContact = new Map<string, RegistrationRow | number>();
    // Active registrations win over cancelled ones sharing a contact.
    for (const row of [...earlier].sort((a, b) => Number(a.status !== 'cancelled') - Number(b.status !== 'cancelled'))) {
      for (const key of contactKeys(row)) byContact.set(key, row);
    }

    // Whether it takes registrations does not change within the batch: only open → full, and a full one takes them too.
    const state = activityState(activity, now);
    // Whole rows but the id: what the insert gives back is only the id (the rest is known here).
    const values: Omit<RegistrationRow, 'id'>[] = [];
    // The request each value was made from: its companions are written with the row.
    const insertedFrom: number[] = [];
    let seatsTaken = activity.seatsTaken;
    const decisions = requests.map(({ input, ownerTokenHash, locale, userId = null }, requestIndex): Decision => {
      const found = contactKeys(input).flatMap((key) => {
        const value = byContact.get(key);
        return value === undefined ? [] : [value];
      });
      const inBatch = found.find((value) => typeof value === 'number');
      if (inBatch !== undefined) return { kind: 'repeat', insert: inBatch };
      const rows = found as RegistrationRow[];
      const existing = rows.find((row) => row.status !== 'cancelled');
      if (existing) return { kind: 'done', outcome: { kind: 'existing', row: existing, activity } };
      if (!takesRegistrations(state)) return { kind: 'done', outcome: { kind: 'closed', state, opensAt: activity.registrationOpensAt } };
      if (input.quantity > activity.perRegistrationLimit) return { kind: 'done', outcome: { kind: 'over_limit', limit: activity.perRegistrationLimit } };
      // A cancelled registration of this number or address stays as it is (its code still answers 报名已取消);
      // the new one has a new code and goes to the back of any waitlist.
      const fits = seatsTaken + input.quantity <= activity.capacity;
      if (fits) seatsTaken += input.quantity;
      for (const key of contactKeys(input)) byContact.set(key, values.length);
      insertedFrom.push(requestIndex);
      values.push({
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
        cancelledAt: null,
        checkedInAt: null,
        ownerTokenHash,
        locale,
        userId,
        createdAt: now,
        updatedAt: now,
      });
      return { kind: 'insert', insert: values.length - 1 };
    });
    if (values.length === 0) return decisions.map((decision) => (decision as Extract<Decision, { kind: 'done' }>).outcome);

    // One insert with one parameter per column (insert-many.ts): PostgreSQL takes the ids in the order of the
    // rows, which is the order decided.
    const inserted = returnedRows<{ id: number | string; code: string }>(
      await tx.execute(sql`${insertMany(registrations, values, INSERTED)} returning ${registrations.id}, ${registrations.code}`),
    );
    const ids = new Map(inserted.map((row) => [row.code, Number(row.id)]));
    const rows: RegistrationRow[] = values.map((value) => {
      const id = ids.get(value.code);
      if (id === undefined) throw new Error('insert returned fewer rows than it was given');
      return { ...value, id };
    });
    if (seatsTaken !== activity.seatsTaken) {
      await tx
        .update(activities)
        .set({ seatsTaken: sql`${activities.seatsTaken} + ${seatsTaken - activity.seatsTaken}` })
        .where(eq(activities.id, activityId));
    }
    const attendees = await insertAttendees(
      tx,
      rows,
      rows.map((_, index) => requests[insertedFrom[index]!]!.input.attendees ?? []),
      now,
    );
    const byRegistration = new Map<number, AttendeeRow[]>();
    for (const attendee of attendees) byRegistration.set(attendee.registrationId, [...(byRegistration.get(attendee.registrationId) ?? []), attendee]);
    const positions = await waitlistPositions(tx, activityId, rows);
    await tellRegistered(tx, rows, activity, now, positions, attendees);

    return decisions.map((decision) => {
      if (decision.kind === 'done') return decision.outcome;
      const row = rows[decision.insert]!;
      if (decision.kind === 'repeat') return { kind: 'existing', row, activity };
      return { kind: 'created', registration: viewOf(row, positions.get(row.id) ?? null, byRegistration.get(row.id) ?? []), activity };
    });
  });
}

/** The keys under which a registration or a request is the same person's: its mobile number and its e-mail address, when given. */
function contactKeys(contact: { mobile: string; email: string }): string[] {
  const keys: string[] = [];
  if (contact.mobile !== '') keys.push(`mobile:${contact.mobile}`);
  if (contact.email !== '') keys.push(`email:${contact.email}`);
  return keys;
}

function viewOf(row: RegistrationRow, waitlistPosition: number | null, attendees: readonly AttendeeRow[]): RegistrationView {
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
 * How a registrant proves a registration is theirs: the mobile number or the
 * e-mail address it was made with (together with its code; each one given must
 * match), or what the request holds, checked against the row by `proves`
 * (owner-proof.ts: the capability of the browser that made it, the key of its
 * ticket link, a member's verified mobile number or e-mail address).
 */
export type OwnerProof = { mobile?: string; email?: string } | { proves: (row: ProofRow) => boolean };
type ProofRow = Pick<RegistrationRow, 'mobile' | 'email' | 'ownerTokenHash' | 'userId'>;

function proofHolds(proof: OwnerProof, row: ProofRow): boolean {
  if ('proves' in proof) return proof.proves(row);
  const { mobile = '', email = '' } = proof;
  if (mobile === '' && email === '') return false;
  return (mobile === '' || row.mobile === mobile) && (email === '' || row.email === email);
}

/** The proof a look-up, cancellation or resend gives in its body: the mobile number and/or the e-mail address. */
export function contactProof(body: { mobile: string; email: string }): OwnerProof {
  return { mobile: body.mobile, email: body.email };
}

/**
 * The registration `code` when `proof` shows it is the caller's, with its activity, both locked until the
 * transaction ends: the activity's lock first, as in register() (the same order everywhere, so no deadlock), then
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
