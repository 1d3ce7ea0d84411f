import { and, eq, lt } from 'drizzle-orm';
import { FEEDBACK_RETENTION_DAYS } from '@/lib/feedback-rules';
import { chinaDay } from '../china-time';
import type { Db } from '../db';
import { feedback, feedbackSpam } from '../db/schema';

/**
 * The privacy policy's promise: a handled message is deleted 90 days after it
 * was handled, and spam-log rows 90 days after their day. Run whenever staff
 * open the inbox (a few small indexed deletes), so it needs no scheduler.
 */
export async function purgeExpiredFeedback(db: Db, now = new Date()): Promise<{ messages: number; spamRows: number }> {
  const cutoff = new Date(now.getTime() - FEEDBACK_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const [messages, spamRows] = await Promise.all([
    db
      .delete(feedback)
      .where(and(eq(feedback.status, 'handled'), lt(feedback.handledAt, cutoff)))
      .returning({ id: feedback.id }),
    db.delete(feedbackSpam).where(lt(feedbackSpam.day, chinaDay(cutoff))).returning({ day: feedbackSpam.day }),
  ]);
  return { messages: messages.length, spamRows: spamRows.length };
}
