import { createHash } from 'node:crypto';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { DUPLICATE_WINDOW_HOURS } from '@/lib/feedback/rules';
import type { Feedback } from '@/lib/feedback/schema';
import type { Db, Executor } from '../db';
import { feedback } from '../db/schema';
import { enqueueMessage } from '../messages/outbox';
import { newFeedbackReference } from './reference';

/**
 * Storing a contact-form message. The same message (case and white space
 * aside) within a day is either a repeat — the same mobile number or e-mail
 * sent it: answered with the first one's receipt, no second row — or a
 * duplicate from someone else, which the caller turns away as spam. The
 * decision and the insert happen under an advisory lock on the message's
 * digest, so simultaneous copies on any number of instances see each other.
 * The caller acknowledges only what this returns, i.e. after the commit.
 */

export type FeedbackRow = typeof feedback.$inferSelect;

export type SubmitOutcome = { kind: 'created'; row: FeedbackRow } | { kind: 'repeated'; row: FeedbackRow } | { kind: 'duplicate' };

export interface SubmitOptions {
  addressKey: string;
  now?: Date;
  /** The language of the receipt e-mail (sent when the visitor left an address). */
  locale?: string;
  /** Draws a reference (tests force a collision with it). */
  newReference?: (now: Date) => string;
}

const REFERENCE_ATTEMPTS = 5;

/** SHA-256 of the message with Unicode forms, case and runs of white space evened out. */
export function messageDigest(message: string): string {
  const normal = message.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
  return createHash('sha256').update(normal).digest('hex');
}

function sameSender(row: FeedbackRow, input: Feedback): boolean {
  return (input.mobile !== '' && row.mobile === input.mobile) || (input.email !== '' && row.email === input.email);
}

/**
 * The receipt: an e-mail with the reference, when the visitor left an address
 * (committed with the message). It does not quote the message: anyone may type
 * any address, and the site must not carry their text to it.
 */
async function sendReceipt(tx: Executor, row: FeedbackRow, locale: string, now: Date): Promise<void> {
  if (!row.email) return;
  await enqueueMessage(
    tx,
    {
      kind: 'feedback_receipt',
      to: { email: row.email },
      locale,
      params: { name: row.name, reference: row.reference },
      subject: { type: 'feedback', id: row.id },
    },
    now,
  );
}

export async function submitFeedback(db: Db, input: Feedback, options: SubmitOptions): Promise<SubmitOutcome> {
  const { addressKey, now = new Date(), newReference = newFeedbackReference, locale = 'zh-CN' } = options;
  const digest = messageDigest(input.message);
  const since = new Date(now.getTime() - DUPLICATE_WINDOW_HOURS * 60 * 60 * 1000);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`feedback:${digest}`}))`);
    const recent = await tx
      .select()
      .from(feedback)
      .where(and(eq(feedback.messageDigest, digest), gt(feedback.createdAt, since)))
      .orderBy(asc(feedback.id));
    const first = recent.find((row) => sameSender(row, input));
    if (first) return { kind: 'repeated', row: first };
    if (recent.length > 0) return { kind: 'duplicate' };

    const values = {
      name: input.name,
      mobile: input.mobile,
      email: input.email,
      company: input.company,
      audience: input.audience,
      topic: input.topic,
      message: input.message,
      messageDigest: digest,
      addressKey,
      createdAt: now,
      updatedAt: now,
    };
    for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt += 1) {
      // A taken reference inserts nothing (no error, so the transaction goes on) and another is drawn.
      const [row] = await tx
        .insert(feedback)
        .values({ ...values, reference: newReference(now) })
        .onConflictDoNothing({ target: feedback.reference })
        .returning();
      if (row) {
        await sendReceipt(tx, row, locale, now);
        return { kind: 'created', row };
      }
    }
    throw new Error(`no free feedback reference after ${REFERENCE_ATTEMPTS} attempts`);
  });
}
