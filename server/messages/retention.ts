import { and, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db';
import { messages, verificationCodes } from '../db/schema';

/**
 * How long the outbox keeps what it has finished with: messages sent,
 * cancelled or given up stay 180 days (staff can answer "did you send me…?"),
 * then go, with the phone numbers and addresses in them. Verification codes
 * go after two days (the ten-a-day count needs one). Run by the delivery
 * worker now and then; deleting is idempotent, so instances need not agree on who.
 */

export const MESSAGE_KEEP_DAYS = 180;
export const CODE_KEEP_DAYS = 2;
const DAY_MS = 86_400_000;

export async function pruneFinished(db: Db, now = new Date()): Promise<{ messages: number; codes: number }> {
  const gone = await db
    .delete(messages)
    .where(and(inArray(messages.status, ['sent', 'cancelled', 'failed']), lt(messages.updatedAt, new Date(now.getTime() - MESSAGE_KEEP_DAYS * DAY_MS))))
    .returning({ id: messages.id });
  const codes = await db
    .delete(verificationCodes)
    .where(lt(verificationCodes.createdAt, new Date(now.getTime() - CODE_KEEP_DAYS * DAY_MS)))
    .returning({ id: verificationCodes.id });
  return { messages: gone.length, codes: codes.length };
}
