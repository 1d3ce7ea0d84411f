import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db';
import { insertMany } from '../db/insert-many';
import { messages } from '../db/schema';
import { isInternationalPhone } from '@/lib/people/mask-phone';
import { isMessageKind, templateOf, type MessageChannel, type MessageParams } from './kinds';
import { internationalSmsTemplate } from './international-sms';
import { wakeDelivery } from './wake';

/**
 * Writing messages into the outbox. Call it with the transaction that makes
 * the change the message tells of (`db.transaction(async (tx) => { …change…;
 * await enqueueMessage(tx, …) })`): the message is committed with the change
 * or not at all, and a delivery worker sends it once it is due.
 */

export type MessageRow = typeof messages.$inferSelect;

export interface MessageSubject {
  type: string;
  id: number | string;
}

export interface NewMessage {
  /** A kind a domain registered (kinds.ts). */
  kind: string;
  /**
   * One message per address given: an SMS to the mobile number, an e-mail to the address (empty ones are
   * skipped). An SMS to a number outside mainland China goes only where its template has an international
   * template code (international-sms.ts); else the message goes by e-mail instead, to `email` or, when only the
   * SMS was meant, to `fallbackEmail`.
   */
  to: { mobile?: string | null; email?: string | null; fallbackEmail?: string | null };
  locale: string;
  params: MessageParams;
  /** Not before this time (default: now). */
  dueAt?: Date;
  subject?: MessageSubject;
}

export async function enqueueMessage(tx: Executor, message: NewMessage, now = new Date()): Promise<void> {
  await enqueueMessages(tx, [message], now);
}

/** Several messages in one insert (ids in the order given: each message's SMS, then its e-mail). */
export async function enqueueMessages(tx: Executor, batch: readonly NewMessage[], now = new Date()): Promise<void> {
  const values = batch.flatMap((message): (typeof messages.$inferInsert)[] => {
    // A kind no domain registered would never find its template: a mistake in the code, not in what anyone sent.
    if (!isMessageKind(message.kind)) throw new Error(`Unknown message kind ${message.kind}: list it in its domain's message-kinds.ts`);
    const targets: [MessageChannel, string][] = [];
    const { mobile, email, fallbackEmail } = message.to;
    const texted = mobile && (!isInternationalPhone(mobile) || internationalSmsTemplate(templateOf(message.kind, message.params)) !== null);
    if (texted) targets.push(['sms', mobile]);
    const mailTo = email || (mobile && !texted ? fallbackEmail : null);
    if (mailTo) targets.push(['email', mailTo]);
    return targets.map(([channel, recipient]) => ({
      kind: message.kind,
      channel,
      recipient,
      locale: message.locale,
      params: message.params,
      dueAt: message.dueAt ?? now,
      subjectType: message.subject?.type ?? null,
      subjectId: message.subject ? String(message.subject.id) : null,
      createdAt: now,
      updatedAt: now,
    }));
  });
  if (values.length === 0) return;
  // A registration rush writes a few hundred at once: one parameter per column (insert-many.ts).
  await tx.execute(insertMany(messages, values, ['kind', 'channel', 'recipient', 'locale', 'params', 'dueAt', 'subjectType', 'subjectId', 'createdAt', 'updatedAt']));
  if (batch.some((message) => (message.dueAt ?? now).getTime() <= now.getTime())) wakeDelivery();
}

/** Cancels the pending messages of these kinds about a subject (a cancelled registration's reminder). */
export async function cancelPendingMessages(tx: Executor, subject: MessageSubject, kinds: readonly string[], now = new Date()): Promise<number> {
  const cancelled = await tx
    .update(messages)
    .set({ status: 'cancelled', updatedAt: now, lastError: '' })
    .where(
      and(
        eq(messages.subjectType, subject.type),
        eq(messages.subjectId, String(subject.id)),
        inArray(messages.kind, [...kinds]),
        eq(messages.status, 'pending'),
      ),
    )
    .returning({ id: messages.id });
  return cancelled.length;
}

/** Moves the pending messages of these kinds about any of the subjects to a new due time (an activity's start moved). */
export async function rescheduleMessages(tx: Executor, subjectType: string, subjectIds: readonly string[], kinds: readonly string[], dueAt: Date, now = new Date()): Promise<void> {
  if (subjectIds.length === 0) return;
  await tx
    .update(messages)
    .set({ dueAt, updatedAt: now })
    .where(
      and(
        eq(messages.subjectType, subjectType),
        inArray(messages.subjectId, [...subjectIds]),
        inArray(messages.kind, [...kinds]),
        eq(messages.status, 'pending'),
      ),
    );
}

/** How many messages wait to be sent (the health of the outbox, for tests and staff). */
export async function pendingCount(tx: Executor): Promise<number> {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(messages).where(eq(messages.status, 'pending'));
  return row?.n ?? 0;
}
