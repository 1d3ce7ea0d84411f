import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { messages } from '../db/schema';
import { log } from '../log';
import { SECRET_PARAMS, type MessageKind, type MessageParams } from './kinds';
import type { MessageRow } from './outbox';
import { refreshBeforeSending } from './refresh';
import { renderMessage } from './templates';
import { DeliveryError, type Transports } from './transport';

/**
 * Sending what the outbox holds. A worker claims due messages in one short
 * transaction (SELECT … FOR UPDATE SKIP LOCKED, then status `sending` with a
 * lease until `claimed_until`): workers on any number of instances never take
 * the same message. It then sends each one outside any transaction and
 * records the answer. A failure is tried again later, each wait twice the last
 * (30 s, 1 min, 2 min … at most an hour), until MAX_ATTEMPTS, then the message
 * is `failed` for staff to retry.
 *
 * At least once: a worker that dies between sending and recording leaves its
 * claim to lapse, and the message is sent again after LEASE_MS. The provider
 * gets the message's id as its idempotency/tracking key where it takes one
 * (Aliyun's OutId, the e-mail's Message-ID), so a repeat can be recognised.
 */

export const MAX_ATTEMPTS = 6;
export const LEASE_MS = 2 * 60_000;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;
const ERROR_MAX_LENGTH = 500;

/** The wait before the next try after `attempts` tries have failed. */
export function retryDelayMs(attempts: number): number {
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

const dueCondition = (now: Date) =>
  or(and(eq(messages.status, 'pending'), lte(messages.dueAt, now)), and(eq(messages.status, 'sending'), lt(messages.claimedUntil, now)));

/** Claims up to `limit` due messages (and ones whose worker's claim lapsed), oldest due first. */
export async function claimDue(db: Db, now: Date, limit: number, leaseMs = LEASE_MS): Promise<MessageRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: messages.id })
      .from(messages)
      .where(dueCondition(now))
      .orderBy(asc(messages.dueAt), asc(messages.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const claimed = await tx
      .update(messages)
      .set({ status: 'sending', claimedUntil: new Date(now.getTime() + leaseMs), attempts: sql`${messages.attempts} + 1`, updatedAt: now })
      .where(
        inArray(
          messages.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
    return claimed.sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime() || a.id - b.id);
  });
}

/** Gives claimed messages back unsent (a worker stopping): due again at once, the try not counted. */
export async function releaseClaims(db: Db, ids: readonly number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(messages)
    .set({ status: 'pending', claimedUntil: null, attempts: sql`greatest(${messages.attempts} - 1, 0)`, updatedAt: now })
    .where(and(inArray(messages.id, [...ids]), eq(messages.status, 'sending')));
}

function withoutSecrets(kind: string, params: MessageParams): MessageParams {
  const secret = SECRET_PARAMS[kind as MessageKind];
  if (!secret) return params;
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, secret.includes(name) ? null : value]));
}

function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, ERROR_MAX_LENGTH);
}

export type DeliveryOutcome = 'sent' | 'retry' | 'failed' | 'cancelled';

/** Sends one claimed message and records what happened (only while it is still this claim's: status `sending`). */
export async function deliverOne(db: Db, row: MessageRow, transports: Transports, now: Date): Promise<DeliveryOutcome> {
  const still = and(eq(messages.id, row.id), eq(messages.status, 'sending'));
  let params = row.params;
  const refreshed = await refreshBeforeSending(db, row, now);
  if (refreshed.kind === 'cancel') {
    await db.update(messages).set({ status: 'cancelled', claimedUntil: null, lastError: refreshed.reason, updatedAt: now }).where(still);
    return 'cancelled';
  }
  if (refreshed.kind === 'later') {
    await db
      .update(messages)
      .set({ status: 'pending', claimedUntil: null, dueAt: refreshed.dueAt, attempts: sql`greatest(${messages.attempts} - 1, 0)`, updatedAt: now })
      .where(still);
    return 'retry';
  }
  if (refreshed.kind === 'params') params = refreshed.params;

  const transport = transports[row.channel];
  try {
    const rendered = await renderMessage({ kind: row.kind, channel: row.channel, locale: row.locale, params });
    const answer = await transport.send({ id: row.id, kind: row.kind, recipient: row.recipient, rendered });
    await db
      .update(messages)
      .set({
        status: 'sent',
        sentAt: new Date(),
        claimedUntil: null,
        transport: transport.name,
        providerId: answer.providerId ?? null,
        lastError: '',
        params: transport.keepsSecrets ? params : withoutSecrets(row.kind, params),
        updatedAt: new Date(),
      })
      .where(still);
    return 'sent';
  } catch (error) {
    const permanent = error instanceof DeliveryError ? error.permanent : false;
    const giveUp = permanent || row.attempts >= MAX_ATTEMPTS;
    await db
      .update(messages)
      .set({
        status: giveUp ? 'failed' : 'pending',
        claimedUntil: null,
        transport: transport.name,
        lastError: describe(error),
        dueAt: giveUp ? row.dueAt : new Date(now.getTime() + retryDelayMs(row.attempts)),
        updatedAt: now,
      })
      .where(still);
    log().warn(
      { event: giveUp ? 'message_failed' : 'message_retry', messageId: row.id, kind: row.kind, channel: row.channel, attempts: row.attempts, err: describe(error) },
      giveUp ? 'A message could not be sent and was given up' : 'A message could not be sent and will be tried again',
    );
    return giveUp ? 'failed' : 'retry';
  }
}

export interface DeliverDueOptions {
  now?: () => Date;
  /** How many to claim at a time. */
  batchSize?: number;
  /** Asked between messages: true when the worker is stopping (the rest of its claim is given back). */
  stopping?: () => boolean;
}

export type DeliveryCounts = Record<DeliveryOutcome, number>;

/** Sends every message due now, a batch at a time, until none is left (or the worker stops). */
export async function deliverDue(db: Db, transports: Transports, options: DeliverDueOptions = {}): Promise<DeliveryCounts> {
  const now = options.now ?? (() => new Date());
  const batchSize = options.batchSize ?? 10;
  const counts: DeliveryCounts = { sent: 0, retry: 0, failed: 0, cancelled: 0 };
  for (;;) {
    if (options.stopping?.()) return counts;
    const batch = await claimDue(db, now(), batchSize);
    for (let index = 0; index < batch.length; index += 1) {
      if (options.stopping?.()) {
        await releaseClaims(
          db,
          batch.slice(index).map((row) => row.id),
          now(),
        );
        return counts;
      }
      counts[await deliverOne(db, batch[index]!, transports, now())] += 1;
    }
    if (batch.length < batchSize) return counts;
  }
}
