import { and, eq } from 'drizzle-orm';
import { recordAudit, type AuditActor } from '../audit/record';
import { maskLogin } from '../auth/viewer';
import type { Db } from '../db';
import { messages } from '../db/schema';
import type { MessageRow } from './outbox';
import { wakeDelivery } from './wake';

/**
 * What staff do to messages that have not gone (/admin/messages), each audited in the same transaction.
 *
 * Staff send a failed message again (/admin/messages): it goes back to
 * `pending`, due now, with its tries counted afresh; its last error stays
 * until the next try replaces it. Only a failed message: one still pending or
 * being sent is on its way, a sent one would arrive twice, a cancelled one is
 * no longer wanted. The audit entry is written in the same transaction.
 */

export type RetryOutcome =
  | { kind: 'retried'; message: MessageRow }
  | { kind: 'not_found' }
  | { kind: 'not_failed'; status: MessageRow['status'] };

export async function retryMessage(db: Db, id: number, actor: AuditActor, now = new Date()): Promise<RetryOutcome> {
  const outcome = await db.transaction(async (tx): Promise<RetryOutcome> => {
    const [row] = await tx.select().from(messages).where(eq(messages.id, id)).for('update');
    if (!row) return { kind: 'not_found' };
    if (row.status !== 'failed') return { kind: 'not_failed', status: row.status };
    const [retried] = await tx
      .update(messages)
      .set({ status: 'pending', dueAt: now, attempts: 0, claimedUntil: null, updatedAt: now })
      .where(eq(messages.id, id))
      .returning();
    await recordAudit(tx, {
      actor,
      action: 'message.retry',
      entity: { type: 'message', id, label: maskLogin(row.recipient) },
      changes: { messageStatus: [row.status, 'pending'], attempts: [row.attempts, 0] },
      now,
    });
    return { kind: 'retried', message: retried! };
  });
  // This instance's worker sends it at once; the others find it at their next poll.
  if (outcome.kind === 'retried') wakeDelivery();
  return outcome;
}

export type SendNowOutcome =
  | { kind: 'due_now'; message: MessageRow }
  | { kind: 'not_found' }
  | { kind: 'not_pending'; status: MessageRow['status'] }
  | { kind: 'already_due' };

/**
 * "立即发送": a pending message due later (a retry's wait after the provider was down, a reminder) is due now,
 * for when the provider is back. Its tries are kept. One due already is on its way (409).
 */
export async function sendNow(db: Db, id: number, actor: AuditActor, now = new Date()): Promise<SendNowOutcome> {
  const outcome = await db.transaction(async (tx): Promise<SendNowOutcome> => {
    const [row] = await tx.select().from(messages).where(eq(messages.id, id)).for('update');
    if (!row) return { kind: 'not_found' };
    if (row.status !== 'pending') return { kind: 'not_pending', status: row.status };
    if (row.dueAt.getTime() <= now.getTime()) return { kind: 'already_due' };
    const [due] = await tx.update(messages).set({ dueAt: now, updatedAt: now }).where(eq(messages.id, id)).returning();
    await recordAudit(tx, {
      actor,
      action: 'message.send_now',
      entity: { type: 'message', id, label: maskLogin(row.recipient) },
      changes: { dueAt: [row.dueAt.toISOString(), now.toISOString()] },
      now,
    });
    return { kind: 'due_now', message: due! };
  });
  if (outcome.kind === 'due_now') wakeDelivery();
  return outcome;
}

/**
 * Every failed message of one kind sent again at once (after a provider was down for a while): each is due now
 * with its tries counted afresh; one audit entry says which kind and how many. The number sent again.
 */
export async function retryFailedOfKind(db: Db, kind: string, actor: AuditActor, now = new Date()): Promise<number> {
  const count = await db.transaction(async (tx) => {
    const retried = await tx
      .update(messages)
      .set({ status: 'pending', dueAt: now, attempts: 0, claimedUntil: null, updatedAt: now })
      .where(and(eq(messages.status, 'failed'), eq(messages.kind, kind)))
      .returning({ id: messages.id });
    if (retried.length === 0) return 0;
    await recordAudit(tx, {
      actor,
      action: 'message.retry_all',
      entity: { type: 'message', id: kind, label: kind },
      changes: { messageStatus: ['failed', 'pending'], count: [0, retried.length] },
      now,
    });
    return retried.length;
  });
  if (count > 0) wakeDelivery();
  return count;
}
