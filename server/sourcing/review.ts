import { and, asc, eq, sql } from 'drizzle-orm';
import { routes } from '@/lib/routes';
import type { SourcingReviewInput } from '@/lib/sourcing/schema';
import { recordAudit, type AuditActor } from '../audit/record';
import type { Db, Executor } from '../db';
import { buyerLink, requestLink, scheduleClosingReminder, tellBuyer } from './buyer-notice';
import { companies, sourcingRequests, users } from '../db/schema';
import { invalidate } from '../kernel/cache';
import { nextUpdatedAt } from '../audit/record-version';
import type { RequestRow } from './post';
import { closingTime } from './rules';

/**
 * Staff decide on a sourcing request waiting for review (the /admin/submissions queue, beside articles and
 * company profile changes), in one transaction holding the request's row: approving puts it live from now for
 * its `openDays`; rejecting keeps it off the site with the note the buyer reads. Either way an audit entry and a
 * message to the posting account's login in the language it posted in (`sourcing_request_approved` / `_rejected`;
 * buyer-notice.ts), and on approval the reminder a day before it closes. Only a pending request
 * can be decided (409 otherwise).
 */

export type ReviewOutcome = { kind: 'reviewed'; request: RequestRow } | { kind: 'not_found' } | { kind: 'not_pending' };

type Review = { decision: NonNullable<SourcingReviewInput['decision']>; note: string };

/** A request's link in messages: its public page (live) or the form to post again (rejected). */
const linkOf = (request: RequestRow) => (request.status === 'live' ? requestLink(request) : buyerLink(request, routes.sourcingNew));

export async function reviewRequest(db: Db, id: number, review: Review, reviewer: AuditActor, now = new Date()): Promise<ReviewOutcome> {
  const outcome = await db.transaction(async (tx): Promise<ReviewOutcome> => {
    const [current] = await tx.select().from(sourcingRequests).where(eq(sourcingRequests.id, id)).for('update');
    if (!current) return { kind: 'not_found' };
    if (current.status !== 'pending') return { kind: 'not_pending' };
    const approve = review.decision === 'approve';
    const [request] = await tx
      .update(sourcingRequests)
      .set({
        status: approve ? 'live' : 'rejected',
        liveAt: approve ? now : null,
        closesAt: approve ? closingTime(now, current.openDays) : null,
        reviewNote: review.note,
        reviewedBy: reviewer.id,
        reviewedAt: now,
        updatedAt: nextUpdatedAt(current.updatedAt, now),
      })
      .where(and(eq(sourcingRequests.id, id), eq(sourcingRequests.status, 'pending')))
      .returning();
    if (!request) throw new Error(`sourcing request ${id} vanished under its lock`);
    await recordAudit(tx, {
      actor: reviewer,
      action: approve ? 'sourcing_request.approve' : 'sourcing_request.reject',
      entity: { type: 'sourcing_request', id, label: request.title },
      changes: { status: ['pending', request.status], ...(review.note ? { reviewNote: ['', review.note] } : {}) },
      now,
    });
    await tellBuyer(tx, request, approve ? 'sourcing_request_approved' : 'sourcing_request_rejected', { title: request.title, note: review.note, link: linkOf(request) }, now);
    if (approve) await scheduleClosingReminder(tx, request, now);
    return { kind: 'reviewed', request };
  });
  if (outcome.kind === 'reviewed' && outcome.request.status === 'live') invalidate('sourcing');
  return outcome;
}

export interface PendingRow {
  request: RequestRow;
  companyName: string;
  authorName: string;
}

const pendingColumns = { request: sourcingRequests, companyName: companies.name, authorName: sql<string>`coalesce(${users.name}, '')` };

/** The requests waiting for staff, the longest waiting first. */
export async function pendingRequests(db: Executor): Promise<PendingRow[]> {
  return db
    .select(pendingColumns)
    .from(sourcingRequests)
    .innerJoin(companies, eq(companies.id, sourcingRequests.buyerCompanyId))
    .leftJoin(users, eq(users.id, sourcingRequests.buyerId))
    .where(eq(sourcingRequests.status, 'pending'))
    .orderBy(asc(sourcingRequests.submittedAt), asc(sourcingRequests.id));
}

/** One request waiting for staff, or null (unknown, or decided meanwhile). */
export async function pendingRequest(db: Executor, id: number): Promise<PendingRow | null> {
  const [row] = await db
    .select(pendingColumns)
    .from(sourcingRequests)
    .innerJoin(companies, eq(companies.id, sourcingRequests.buyerCompanyId))
    .leftJoin(users, eq(users.id, sourcingRequests.buyerId))
    .where(and(eq(sourcingRequests.id, id), eq(sourcingRequests.status, 'pending')));
  return row ?? null;
}

/** How many requests wait for staff. */
export async function countPendingRequests(db: Pick<Db, 'select'>): Promise<number> {
  const [row] = await db.select({ value: sql<number>`count(*)::int` }).from(sourcingRequests).where(eq(sourcingRequests.status, 'pending'));
  return row?.value ?? 0;
}
