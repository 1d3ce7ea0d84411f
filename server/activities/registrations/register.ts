import { and, count, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { activityState, takesRegistrations, type ActivityState } from '@/lib/activities/state';
import { isInternationalPhone } from '@/lib/people/phone-countries';
import { CODE_ALPHABET, CODE_LENGTH } from '@/lib/registrations/rules';
import type { Registration } from '@/lib/registrations/schema';
import { clientAddress } from '../../auth/client-address';
import { newOwnerToken } from '../../auth/owner-cookie';
import { throttle } from '../../auth/throttle';
import type { Db } from '../../db';
import { insertWithIds } from '../../db/insert-many';
import { activities, registrations } from '../../db/schema';
import { ApiError, defaultMessage } from '../../http/errors';
import { result, type ApiContext, type ApiResult } from '../../http/handler';
import { rateLimitedError } from '../../http/rate-limited';
import { invalidate } from '../../kernel/cache';
import { chinaDateTime } from '../../kernel/china-time';
import { log } from '../../kernel/log';
import { randomText } from '../../kernel/random-text';
import { internationalSmsTemplate } from '../../messages/international-sms';
import { holdDelivery } from '../../messages/wake';
import type { ActivityRow } from '../queries';
import { activityText } from './api-messages';
import { insertAttendees, type AttendeeRow } from './attendees';
import { registrationAnswer } from './details';
import { tellRegistered } from './messages';
import { requestProof } from './owner-proof';
import { registrationCookieExpiry, registrationOwnerCookie } from './owner-token';
import { registrationView, viewOf, type RegistrationRow, type RegistrationView } from './registration-view';

/**
 * Registering for an activity: the domain service of POST /api/activities/{id}/registrations, from the form the
 * route's schema parsed to the answer (the walk, hop by hop: README.md here). Its parts, top to bottom:
 *
 * - registerRequest: the request — the per-address limit, the address a number abroad needs, the browser's
 *   capability (owner-token.ts), the registration decided in turn, and the outcome as the API's answer or error;
 * - registerInTurn: the rush — requests for one activity decided in batches (below);
 * - registerMany: one batch, in one transaction that holds a lock on the activity's row (SELECT … FOR UPDATE):
 *   registrations of one activity are decided one at a time, across every app instance on the database, so
 *   seats are never oversold and the waitlist keeps the order in which they came; its rows, attendees and
 *   messages are written before it commits.
 *
 * A mobile number or e-mail address registers once per activity: a repeat creates nothing, and its caller
 * learns about the registration only by proving it made it (the capability of owner-token.ts, whose hash is
 * stored with the registration, or owner-proof.ts).
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
 * POST /api/activities/{id}/registrations, once the wrapper (server/http/handler.ts) has parsed its query and
 * body: the registration decided in turn with the others arriving for the activity (registerInTurn), answered
 * 201 with the new registration and its browser's capability cookie, 200 with a repeat's registration to
 * whoever proves it theirs, and otherwise an ApiError (409 closed or already registered, 400, 404, 429).
 */
export async function registerRequest({ req, res, query, body, locale, db, viewer }: ApiContext<{ id: number }, Registration>): Promise<ApiResult> {
  const wait = await (await throttle()).registrationWait(clientAddress(req));
  if (wait !== null) throw await rateLimitedError(locale, wait, 'activity:form.limited');
  // A number outside mainland China that this site cannot text (no international template): the ticket goes by e-mail.
  if (isInternationalPhone(body.mobile) && body.email === '' && internationalSmsTemplate('registration_confirmed') === null) {
    const message = await activityText(locale, 'form.errors.emailForAbroad');
    throw new ApiError('validation_failed', defaultMessage('validation_failed', locale), { email: [message] });
  }
  const owner = newOwnerToken();
  const session = await viewer();
  const outcome = await registerInTurn(db, query.id, { input: body, ownerTokenHash: owner.hash, locale, userId: session?.user.id ?? null });
  switch (outcome.kind) {
    case 'not_found':
      throw new ApiError('not_found', defaultMessage('not_found', locale));
    case 'closed':
      throw new ApiError('conflict', await activityText(locale, `form.closed.${outcome.state}`, { time: chinaDateTime(outcome.opensAt) }));
    case 'over_limit': {
      const message = await activityText(locale, 'form.errors.quantityOverLimit', { limit: outcome.limit });
      throw new ApiError('validation_failed', defaultMessage('validation_failed', locale), { quantity: [message] });
    }
    case 'existing':
      if ((await requestProof(req, res, db, outcome.row.code)).proves(outcome.row)) {
        return result(200, await registrationAnswer(db, await registrationView(db, outcome.row), locale, outcome.activity));
      }
      throw new ApiError('conflict', await activityText(locale, 'form.alreadyRegistered'));
    case 'created':
      registrationOwnerCookie.set(res, outcome.registration.code, owner.token, registrationCookieExpiry(outcome.activity.endsAt));
      return result(201, await registrationAnswer(db, outcome.registration, locale, outcome.activity));
  }
}

/**
 * Group commit for registration rushes: the registrations for one activity
 * that reach this process while an earlier batch is being decided wait for it
 * and are then decided together, in the order they arrived, in one
 * transaction (registerMany: one lock, one insert, one batch of messages).
 * Before each batch, registrations are gathered while they keep arriving:
 * GATHER_MS at a time, until one passes without a new one, MAX_BATCH are
 * waiting or GATHER_MAX_MS have passed. A lone registration thus waits
 * GATHER_MS, which nobody notices; in a rush the batches stay large. (Without
 * it, a batch decided while the server was still taking in the rush was
 * followed by batches of a few each, whose fixed cost slowed the taking in
 * further: a thousand registrations went in ninety batches and took twice as
 * long, in about one run of four.) Each caller gets its own
 * outcome, exactly as if the batch had been decided one registration at a
 * time. Batches of other instances on the same database take their turn at
 * the activity's row lock. While registrations are being decided, the
 * delivery worker gives way (messages/wake.ts holdDelivery): the answers go
 * first, the confirmations a moment after the rush.
 *
 * The seats left change once per batch: the caches are told once (settled).
 *
 * Should a batch fail as a whole (one bad row makes the database refuse the
 * insert), its registrations are decided again one by one, so the others are
 * not refused for it.
 */

/** How long a registration waits for others before its batch is decided: nothing beside a phone's round trip. */
export const GATHER_MS = 10;

/** At most this many in one transaction: the statements stay small and each answer comes soon. */
export const MAX_BATCH = 250;

/** The longest a batch waits for more while registrations keep arriving. */
export const GATHER_MAX_MS = 100;

interface Waiting {
  request: RegistrationRequest;
  resolve: (outcome: RegisterOutcome) => void;
  reject: (error: unknown) => void;
}

/** How a batch is decided: registerMany, or a stand-in in tests. */
export type Decide = (db: Db, activityId: number, requests: readonly RegistrationRequest[], now: Date) => Promise<RegisterOutcome[]>;

/** A registration queue per activity and database (tests open several): registerInTurn is the site's. */
export function registrationRush(decide: Decide = registerMany): (db: Db, activityId: number, request: RegistrationRequest) => Promise<RegisterOutcome> {
  const queues = new WeakMap<Db, Map<number, Waiting[]>>();
  return (db, activityId, request) => enqueue(queues, decide, db, activityId, request);
}

/** Registers in turn with the registrations for the same activity that arrive meanwhile (see above). */
export const registerInTurn = registrationRush();

function enqueue(queues: WeakMap<Db, Map<number, Waiting[]>>, decide: Decide, db: Db, activityId: number, request: RegistrationRequest): Promise<RegisterOutcome> {
  let ofDb = queues.get(db);
  if (!ofDb) queues.set(db, (ofDb = new Map()));
  const waiting = ofDb.get(activityId);
  return new Promise<RegisterOutcome>((resolve, reject) => {
    const entry = { request, resolve, reject };
    if (waiting) {
      waiting.push(entry);
      return;
    }
    const queue = [entry];
    ofDb.set(activityId, queue);
    // The requests already received reach this queue first. (The embedded database answers without giving way
    // to other requests, so without a moment's wait nearly every batch would be of one.)
    void drain(decide, db, activityId, queue, ofDb);
  });
}

/** After a batch is committed: new registrations changed the seats left, which pages and the API show at once. */
function settled(outcomes: readonly RegisterOutcome[]): void {
  if (outcomes.some((outcome) => outcome.kind === 'created')) invalidate('activities');
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Waits while registrations keep arriving (see above): GATHER_MS at a time, up to GATHER_MAX_MS. */
async function gather(queue: readonly Waiting[]): Promise<void> {
  if (queue.length >= MAX_BATCH) return;
  const started = Date.now();
  let seen: number;
  do {
    seen = queue.length;
    await pause(GATHER_MS);
  } while (queue.length > seen && queue.length < MAX_BATCH && Date.now() - started < GATHER_MAX_MS);
}

/** Decides the queue's registrations a batch at a time until none is left, then forgets the queue. */
async function drain(decide: Decide, db: Db, activityId: number, queue: Waiting[], ofDb: Map<number, Waiting[]>): Promise<void> {
  while (queue.length > 0) {
    await gather(queue);
    const batch = queue.splice(0, MAX_BATCH);
    holdDelivery();
    log().debug({ event: 'registration_batch', activityId, size: batch.length, waiting: queue.length }, 'Deciding a batch of registrations');
    try {
      const outcomes = await decide(
        db,
        activityId,
        batch.map((entry) => entry.request),
        new Date(),
      );
      settled(outcomes);
      batch.forEach((entry, index) => entry.resolve(outcomes[index]!));
    } catch (error) {
      if (batch.length === 1) {
        batch[0]!.reject(error);
        continue;
      }
      log().warn({ event: 'registration_batch_failed', activityId, size: batch.length, err: error }, 'A batch of registrations failed; deciding them one by one');
      for (const entry of batch) {
        try {
          const outcomes = await decide(db, activityId, [entry.request], new Date());
          settled(outcomes);
          entry.resolve(outcomes[0]!);
        } catch (single) {
          entry.reject(single);
        }
      }
    }
  }
  ofDb.delete(activityId);
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

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

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
 * them all (registerInTurn above gathers the requests that arrive
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
    const rows: RegistrationRow[] = await insertWithIds(tx, registrations, values, INSERTED, 'code');
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

/**
 * The waitlist places of rows just inserted together under the activity's lock (so no other row of its
 * waitlist lies between them), by id, with one count: the waitlisted ones, in id order, follow those ahead.
 */
async function waitlistPositions(tx: Tx, activityId: number, inserted: readonly { id: number; status: string }[]): Promise<Map<number, number>> {
  const waiting = inserted.filter((row) => row.status === 'waitlisted').sort((a, b) => a.id - b.id);
  const positions = new Map<number, number>();
  if (waiting.length === 0) return positions;
  const [ahead] = await tx
    .select({ value: count() })
    .from(registrations)
    .where(and(eq(registrations.activityId, activityId), eq(registrations.status, 'waitlisted'), lt(registrations.id, waiting[0]!.id)));
  waiting.forEach((row, index) => positions.set(row.id, (ahead?.value ?? 0) + index + 1));
  return positions;
}
