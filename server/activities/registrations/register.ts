import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { activityState, takesRegistrations, type ActivityState } from '@/lib/activity-state';
import { CODE_ALPHABET, CODE_LENGTH } from '@/lib/registration-rules';
import type { Registration } from '@/lib/schemas/registration';
import type { ActivityRow } from '../queries';
import type { Db } from '../../db';
import { insertMany, returnedRows } from '../../db/insert-many';
import { activities, registrations } from '../../db/schema';
import { randomText } from '../../kernel/random-text';
import { insertAttendees, type AttendeeRow } from './attendees';
import { tellRegistered } from './messages';
import { viewOf, type RegistrationRow, type RegistrationView } from './registration-view';
import { waitlistPositions } from './waitlist-position';

/**
 * Registering for an activity, in one transaction that holds a lock on the
 * activity's row (SELECT … FOR UPDATE): registrations of one activity are
 * decided one at a time, across every app instance on the database, so seats
 * are never oversold and the waitlist keeps the order in which they came.
 * A mobile number registers once per activity: a repeat creates nothing, and
 * its caller learns about the registration only by proving it made it (the
 * capability of owner-token.ts, whose hash is stored with the registration).
 */

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
