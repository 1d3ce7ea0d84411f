import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { maskLogin } from '@/lib/auth/mask-login';
import type { Db } from '../db';
import { messages } from '../db/schema';
import { log } from '../kernel/log';
import { secretParamsOf, urgentKinds, type MessageChannel, type MessageParams } from './kinds';
import type { MessageRow } from './outbox';
import { attachmentsFor } from './attachments';
import { messageHooks } from './hooks';
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
 * Just before each send the worker renews its claim on that message (only if
 * the claim is still its own: the lease time is the claim's token), so a slow
 * batch never lets another worker take a message it is about to send, and a
 * worker whose claim was taken over records nothing.
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

/** Urgent kinds (a verification code someone waits for) before the rest, then the oldest due first. */
function urgentFirst() {
  const urgent = urgentKinds();
  return urgent.length > 0 ? sql`case when ${inArray(messages.kind, urgent)} then 0 else 1 end` : sql`0`;
}

/**
 * Claims up to `limit` due messages (and ones whose worker's claim lapsed) of one channel, or of both: urgent
 * kinds first, then the oldest due first.
 */
export async function claimDue(db: Db, now: Date, limit: number, leaseMs = LEASE_MS, channel?: MessageChannel): Promise<MessageRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: messages.id })
      .from(messages)
      .where(channel ? and(dueCondition(now), eq(messages.channel, channel)) : dueCondition(now))
      .orderBy(urgentFirst(), asc(messages.dueAt), asc(messages.id))
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
    const order = new Map(due.map((row, index) => [row.id, index]));
    return claimed.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
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
  const secret = secretParamsOf(kind);
  if (secret.length === 0) return params;
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, secret.includes(name) ? null : value]));
}

/** An error as staff may read it: a provider's answer may quote the address or number, which staff see masked. */
function describe(error: unknown, recipient: string): string {
  const text = error instanceof Error ? error.message : String(error);
  const masked = text.split(recipient).join(maskLogin(recipient));
  // An international number goes to Aliyun without its "+" (transports/aliyun-sms.ts), as its answer may quote it.
  const bare = recipient.startsWith('+') ? masked.split(recipient.slice(1)).join(maskLogin(recipient)) : masked;
  return bare.slice(0, ERROR_MAX_LENGTH);
}

export type DeliveryOutcome = 'sent' | 'retry' | 'failed' | 'cancelled' | 'lost';

/**
 * Renews this worker's claim on a message just before sending it; null when
 * the claim is no longer its own (it lapsed and another worker took it).
 */
async function renewClaim(db: Db, row: MessageRow, now: Date): Promise<Date | null> {
  if (!row.claimedUntil) return null;
  const until = new Date(Math.max(now.getTime() + LEASE_MS, row.claimedUntil.getTime() + 1));
  const [renewed] = await db
    .update(messages)
    .set({ claimedUntil: until })
    .where(and(eq(messages.id, row.id), eq(messages.status, 'sending'), eq(messages.claimedUntil, row.claimedUntil)))
    .returning({ id: messages.id });
  return renewed ? until : null;
}

/**
 * Sends one claimed message and records what happened — only while the claim
 * is still this worker's (status `sending` with its lease); 'lost' when it is not.
 */
export async function deliverOne(db: Db, row: MessageRow, transports: Transports, now: Date): Promise<DeliveryOutcome> {
  const claimedUntil = await renewClaim(db, row, now);
  if (!claimedUntil) return 'lost';
  const still = and(eq(messages.id, row.id), eq(messages.status, 'sending'), eq(messages.claimedUntil, claimedUntil));
  const transport = transports[row.channel];
  try {
    // Claims that lapsed again and again (a worker dying on this message each time) end here.
    if (row.attempts > MAX_ATTEMPTS) throw new DeliveryError(`given up after ${row.attempts - 1} tries whose outcome was never recorded`, true);
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

    const attachments = await attachmentsFor(db, row);
    // The e-mail's text names what it carries (its lines about an attachment are left out without one).
    if (attachments.length > 0) params = { ...params, attachment: attachments.map((file) => file.filename).join(', ') };
    const rendered = await renderMessage({ kind: row.kind, channel: row.channel, locale: row.locale, params });
    const answer = await transport.send({ id: row.id, kind: row.kind, recipient: row.recipient, rendered, attachments });
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
        lastError: describe(error, row.recipient),
        dueAt: giveUp ? row.dueAt : new Date(now.getTime() + retryDelayMs(row.attempts)),
        updatedAt: now,
      })
      .where(still);
    log().warn(
      { event: giveUp ? 'message_failed' : 'message_retry', messageId: row.id, kind: row.kind, channel: row.channel, attempts: row.attempts, err: describe(error, row.recipient) },
      giveUp ? 'A message could not be sent and was given up' : 'A message could not be sent and will be tried again',
    );
    return giveUp ? 'failed' : 'retry';
  }
}

export interface DeliverDueOptions {
  now?: () => Date;
  /** How many to claim at a time. */
  batchSize?: number;
  /** Only this channel's messages (each channel has its own worker loop: worker.ts). */
  channel?: MessageChannel;
  /** How many sends of a batch are in flight at once (MESSAGE_SENDS_PER_CHANNEL); 1 by default. */
  concurrency?: number;
  /** Asked between messages: true when the worker is stopping (the rest of its claim is given back). */
  stopping?: () => boolean;
  /** Awaited before each claim: the worker gives way while requests need the database first (wake.ts holdDelivery). */
  mayGo?: () => Promise<void>;
}

export type DeliveryCounts = Record<DeliveryOutcome, number>;

/** Sends every message due now, a batch at a time, until none is left (or the worker stops). */
export async function deliverDue(db: Db, transports: Transports, options: DeliverDueOptions = {}): Promise<DeliveryCounts> {
  const now = options.now ?? (() => new Date());
  const batchSize = options.batchSize ?? 10;
  const counts: DeliveryCounts = { sent: 0, retry: 0, failed: 0, cancelled: 0, lost: 0 };
  // Nothing is claimed without the domains' hooks (a registration's message would go without its ticket link).
  messageHooks();
  for (;;) {
    if (options.stopping?.()) return counts;
    await options.mayGo?.();
    if (options.stopping?.()) return counts;
    const batch = await claimDue(db, now(), batchSize, LEASE_MS, options.channel);
    // A few sends in flight at once, taken in claim order: one slow server answer holds one slot, not the batch.
    const queue = [...batch];
    const unsent: number[] = [];
    const slot = async () => {
      for (let row = queue.shift(); row; row = queue.shift()) {
        if (options.stopping?.()) unsent.push(row.id);
        else counts[await deliverOne(db, row, transports, now())] += 1;
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency ?? 1, batch.length)) }, slot));
    if (unsent.length > 0) {
      await releaseClaims(db, unsent, now());
      return counts;
    }
    if (batch.length < batchSize) return counts;
  }
}
