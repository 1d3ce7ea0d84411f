import { eq } from 'drizzle-orm';
import { recordAudit, type AuditActor } from '../audit/record';
import { maskLogin } from '../auth/viewer';
import type { Db } from '../db';
import { messages } from '../db/schema';
import type { MessageRow } from './outbox';
import { wakeDelivery } from './wake';

/**
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
