import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { FEEDBACK_STATUSES, type FeedbackStatus } from '@/lib/feedback/rules';
import { feedbackStatusFilter } from '@/lib/feedback/schema';
import { emptyChoice } from '@/lib/http/list-query';
import type { StaffFeedbackProps, StaffFeedbackView } from '@/lib/feedback/views';
import { recordAudit, type AuditActor } from '../audit/record';
import { chinaDateTime } from '../kernel/china-time';
import type { Db } from '../db';
import { containsKeyword } from '../db/like-pattern';
import { feedback, users } from '../db/schema';
import { purgeExpiredFeedback } from './retention';
import { spamLog } from './spam-log';

/** The staff inbox: messages by status and keyword, counts, marking handled. */

/** The inbox's filters from the query string: the status (new unless asked; `all` for both) and a keyword. */
export const staffFeedbackQuery = z.object({
  status: feedbackStatusFilter
    .optional()
    .or(emptyChoice)
    .transform((value) => value ?? 'new'),
  q: z.string().trim().max(100).optional().default(''),
});
export type StaffFeedbackQuery = z.output<typeof staffFeedbackQuery>;

/** How many messages the inbox shows. */
export const STAFF_FEEDBACK_SHOWN = 200;

function conditions(filter: StaffFeedbackQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filter.status !== 'all') parts.push(eq(feedback.status, filter.status));
  parts.push(containsKeyword(filter.q, [feedback.reference, feedback.name, feedback.company, feedback.mobile, feedback.email, feedback.message]));
  return and(...parts);
}

function staffRows(db: Db) {
  return db.select({ feedback, handlerName: users.name }).from(feedback).leftJoin(users, eq(users.id, feedback.handledBy));
}

type StaffRow = Awaited<ReturnType<ReturnType<typeof staffRows>['execute']>>[number];

export function staffFeedbackView({ feedback: row, handlerName }: StaffRow): StaffFeedbackView {
  return {
    id: row.id,
    reference: row.reference,
    name: row.name,
    mobile: row.mobile,
    email: row.email,
    company: row.company,
    audience: row.audience,
    topic: row.topic,
    message: row.message,
    status: row.status,
    receivedLabel: chinaDateTime(row.createdAt),
    handledLabel: row.handledAt ? chinaDateTime(row.handledAt) : null,
    handlerName: row.status === 'handled' ? handlerName : null,
  };
}

/** How many messages there are in each status. */
export async function feedbackCounts(db: Db): Promise<Record<FeedbackStatus, number>> {
  const rows = await db.select({ status: feedback.status, rows: count() }).from(feedback).groupBy(feedback.status);
  const counts = Object.fromEntries(FEEDBACK_STATUSES.map((status) => [status, 0])) as Record<FeedbackStatus, number>;
  for (const row of rows) counts[row.status] = row.rows;
  return counts;
}

/** The inbox, newest first: at most 200 messages that match, their counts and the spam log (after the retention purge). */
export async function staffFeedbackList(db: Db, filter: StaffFeedbackQuery, now = new Date()): Promise<StaffFeedbackProps> {
  await purgeExpiredFeedback(db, now);
  const [rows, counts, spam] = await Promise.all([
    staffRows(db).where(conditions(filter)).orderBy(desc(feedback.id)).limit(STAFF_FEEDBACK_SHOWN + 1),
    feedbackCounts(db),
    spamLog(db, now),
  ]);
  return {
    status: filter.status,
    q: filter.q,
    counts,
    items: rows.slice(0, STAFF_FEEDBACK_SHOWN).map(staffFeedbackView),
    truncated: rows.length > STAFF_FEEDBACK_SHOWN,
    spam,
  };
}

/** Marks a message handled by `staff` (or new again), with its audit entry; null when there is no such message. */
export async function setFeedbackHandled(db: Db, id: number, handled: boolean, staff: AuditActor, now = new Date()): Promise<StaffFeedbackView | null> {
  const updated = await db.transaction(async (tx) => {
    const [current] = await tx.select({ status: feedback.status, reference: feedback.reference }).from(feedback).where(eq(feedback.id, id)).for('update');
    if (!current) return false;
    const status = handled ? 'handled' : 'new';
    await tx
      .update(feedback)
      .set(handled ? { status, handledBy: staff.id, handledAt: now, updatedAt: now } : { status, handledBy: null, handledAt: null, updatedAt: now })
      .where(eq(feedback.id, id));
    await recordAudit(tx, { actor: staff, action: 'feedback.handle', entity: { type: 'feedback', id, label: current.reference }, changes: { status: [current.status, status] }, now });
    return true;
  });
  if (!updated) return null;
  const [row] = await staffRows(db).where(eq(feedback.id, id));
  return row ? staffFeedbackView(row) : null;
}
