import { invalidate } from '../cache';
import type { Db } from '../db';
import { log } from '../log';
import { holdDelivery } from '../messages/wake';
import { registerMany, type RegisterOutcome, type RegistrationRequest } from './register';

/**
 * Group commit for registration rushes: the registrations for one activity
 * that reach this process while an earlier batch is being decided wait for it
 * and are then decided together, in the order they arrived, in one
 * transaction (registerMany: one lock, one insert, one batch of messages).
 * When nothing is under way a registration waits GATHER_MS for others, so a
 * quiet site waits for nothing a person notices. Each caller gets its own
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

/** At most this many in one transaction: the insert's parameters stay far below PostgreSQL's 65 535. */
export const MAX_BATCH = 250;

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
    // A moment first (GATHER_MS): the requests already received reach this queue too. (The embedded database
    // answers without giving way to other requests, so without it nearly every batch would be of one.)
    setTimeout(() => void drain(decide, db, activityId, queue, ofDb), GATHER_MS);
  });
}

/** After a batch is committed: new registrations changed the seats left, which pages and the API show at once. */
function settled(outcomes: readonly RegisterOutcome[]): void {
  if (outcomes.some((outcome) => outcome.kind === 'created')) invalidate('activities');
}

/** Decides the queue's registrations a batch at a time until none is left, then forgets the queue. */
async function drain(decide: Decide, db: Db, activityId: number, queue: Waiting[], ofDb: Map<number, Waiting[]>): Promise<void> {
  while (queue.length > 0) {
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
