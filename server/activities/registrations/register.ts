import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { activityState, takesRegistrations, type ActivityState } from '@/lib/activity-state';
import { CODE_ALPHABET, CODE_LENGTH } from '@/lib/registration-rules';
import type { Registration } from '@/lib/schemas/registration';
import type { ActivityRow } from '../queries';
import type { Db } from '../../db';
import { insertMany, returnedRows } from '../../db/insert-many';
import { activities, registrations } from '../../db/schema';
import { randomText } from '../../kernel/random-text';
import { tellCancelled, tellRegistered } from './messages';
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
  return viewOf(row, await waitlistPosition(tx, row));
}

/** One registration to decide: the form, the hash of its browser's capability (owner-token.ts), and the language of its messages. */
export interface RegistrationRequest {
  input: Registration;
  ownerTokenHash: string | null;
  locale: string;
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
    const replaced = new Set<number>();
    // Whole rows but the id: what the insert gives back is only the id (the rest is known here).
    const values: Omit<RegistrationRow, 'id'>[] = [];
    let seatsTaken = activity.seatsTaken;
    const decisions = requests.map(({ input, ownerTokenHash, locale }): Decision => {
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
      // A cancelled registration of this number or address makes way for the new one (a new code, at the back of any waitlist).
      for (const row of rows) replaced.add(row.id);
      const fits = seatsTaken + input.quantity <= activity.capacity;
      if (fits) seatsTaken += input.quantity;
      for (const key of contactKeys(input)) byContact.set(key, values.length);
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
        createdAt: now,
        updatedAt: now,
      });
      return { kind: 'insert', insert: values.length - 1 };
    });
    if (values.length === 0) return decisions.map((decision) => (decision as Extract<Decision, { kind: 'done' }>).outcome);

    if (replaced.size > 0) await tx.delete(registrations).where(inArray(registrations.id, [...replaced]));
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
    const positions = await waitlistPositions(tx, activityId, rows);
    await tellRegistered(tx, rows, activity, now, positions);

    return decisions.map((decision) => {
      if (decision.kind === 'done') return decision.outcome;
      const row = rows[decision.insert]!;
      if (decision.kind === 'repeat') return { kind: 'existing', row, activity };
      return { kind: 'created', registration: viewOf(row, positions.get(row.id) ?? null), activity };
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

function viewOf(row: RegistrationRow, waitlistPosition: number | null): RegistrationView {
  return {
    code: row.code,
    status: row.status,
    waitlistPosition,
    quantity: row.quantity,
    name: row.name,
    activityId: row.activityId,
    checkedInAt: row.checkedInAt,
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
type ProofRow = Pick<RegistrationRow, 'mobile' | 'email' | 'ownerTokenHash'>;

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
 * Cancels a registration (found by its code, with the registrant's proof). A confirmed
 * one frees its seats, which go to the waitlist in order: the first in line
 * whose party fits is confirmed, then the next, until one does not fit.
 */
export async function cancelRegistration(db: Db, code: string, proof: OwnerProof, now = new Date()): Promise<RegistrationView | null> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        id: registrations.id,
        activityId: registrations.activityId,
        mobile: registrations.mobile,
        email: registrations.email,
        ownerTokenHash: registrations.ownerTokenHash,
      })
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
    const { promoted } = await fillSeatsFromWaitlist(tx, activity, seatsTaken, now);
    // No staff member did this: the entries are the system's, caused by the registrant's cancellation.
    await auditPromotions(tx, null, promoted, 'registration.cancel', now);
    return registrationView(tx, cancelled!);
  });
}

/** A registration by its code, as its registrant sees it — only with their proof (else null, as for an unknown code). */
export async function findRegistration(db: Db, code: string, proof: OwnerProof): Promise<RegistrationView | null> {
  const [row] = await db.select().from(registrations).where(eq(registrations.code, code));
  return row && proofHolds(proof, row) ? registrationView(db, row) : null;
}
