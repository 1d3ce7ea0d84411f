import { and, eq, lt } from 'drizzle-orm';
import { FEEDBACK_RETENTION_DAYS } from '@/lib/feedback/rules';
import { chinaDay } from '../kernel/china-time';
import { recordAudit } from '../audit/record';
import type { Db } from '../db';
import { feedback, feedbackSpam } from '../db/schema';

/**
 * The privacy policy's promise: a handled message is deleted 90 days after it
 * was handled, and spam-log rows 90 days after their day. Run whenever staff
 * open the inbox (a few small indexed deletes), so it needs no scheduler. The
 * messages' deletion is recorded in the audit log (系统自动, the keeping time
 * ended: how many, which ids) in the same transaction.
 */
export async function purgeExpiredFeedback(db: Db, now = new Date()): Promise<{ messages: number; spamRows: number }> {
  const cutoff = new Date(now.getTime() - FEEDBACK_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  return db.transaction(async (tx) => {
    const messages = await tx
      .delete(feedback)
      .where(and(eq(feedback.status, 'handled'), lt(feedback.handledAt, cutoff)))
      .returning({ id: feedback.id });
    const spamRows = await tx.delete(feedbackSpam).where(lt(feedbackSpam.day, chinaDay(cutoff))).returning({ day: feedbackSpam.day });
    if (messages.length > 0) {
      const ids = messages.map((row) => row.id);
      const first = ids.reduce((low, id) => Math.min(low, id));
      const last = ids.reduce((high, id) => Math.max(high, id));
      await recordAudit(tx, {
        actor: null,
        cause: 'retention',
        action: 'feedback.purge',
        entity: { type: 'feedback', id: first === last ? first : `${first}–${last}`, label: '' },
        changes: { messages: [messages.length, 0] },
        now,
      });
    }
    return { messages: messages.length, spamRows: spamRows.length };
  });
}
