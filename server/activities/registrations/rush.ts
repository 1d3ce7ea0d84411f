import { invalidate } from '../../kernel/cache';
import type { Db } from '../../db';
import { log } from '../../kernel/log';
import { holdDelivery } from '../../messages/wake';
import { registerMany, type RegisterOutcome, type RegistrationRequest } from './register';

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
