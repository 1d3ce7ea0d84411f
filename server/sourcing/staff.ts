import { and, desc, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { routes, sourcingPath } from '@/lib/routes';
import { SOURCING_PER_PAGE } from '@/lib/sourcing/rules';
import type { StaffRequestAction, StaffSourcingQuery } from '@/lib/sourcing/staff-schema';
import { recordAudit, type AuditActor } from '../audit/record';
import { isStale, nextUpdatedAt, staleVersion, type StaleVersion } from '../audit/record-version';
import type { Db, Executor } from '../db';
import { companies, sourcingQuoteRevisions, sourcingQuotes, sourcingRequests } from '../db/schema';
import { invalidate } from '../kernel/cache';
import { buyerLink, cancelNoticesOfEndedRequest, tellBuyer } from './buyer-notice';
import type { RequestRow } from './post';
import { isOpen } from './rules';

/**
 * What staff do to sourcing requests on /admin/sourcing, besides review (review.ts): close a request before its
 * time (it stays on the list as 已结束 for 30 days, and takes no more quotes) or hide it (off the site at once),
 * each with a reason the buyer reads (kept as the request's `review_note`), checked against the version the page
 * was opened with, audited (`sourcing_request.close` / `.hide`) and told to the posting account
 * (`sourcing_request_closed_by_staff` / `sourcing_request_hidden`); and mark a company trusted (its requests skip
 * review) or not, version-checked on the company and audited (`company.trust`). Also the staff list.
 */

export type StaffActionOutcome =
  | { kind: 'done'; request: RequestRow }
  | { kind: 'not_found' }
  | { kind: 'stale'; stale: StaleVersion }
  | { kind: 'not_allowed' };

/** Close: only while it is open to quotes. Hide: while the public sees it or may (live or closed). */
export function staffMayAct(action: StaffRequestAction, row: Pick<RequestRow, 'status' | 'closesAt'>, now: Date): boolean {
  return action === 'close' ? isOpen(row, now) : row.status === 'live' || row.status === 'closed';
}

export async function actOnRequest(
  db: Db,
  id: number,
  input: { action: StaffRequestAction; reason: string; version: string },
  actor: AuditActor,
  now = new Date(),
): Promise<StaffActionOutcome> {
  const outcome = await db.transaction(async (tx): Promise<StaffActionOutcome> => {
    const [current] = await tx.select().from(sourcingRequests).where(eq(sourcingRequests.id, id)).for('update');
    if (!current) return { kind: 'not_found' };
    if (isStale(input.version, current.updatedAt)) {
      return { kind: 'stale', stale: await staleVersion(tx, { updatedAt: current.updatedAt, entity: { type: 'sourcing_request', id }, actorId: actor.id }) };
    }
    if (!staffMayAct(input.action, current, now)) return { kind: 'not_allowed' };
    const status = input.action === 'close' ? 'closed' : 'hidden';
    const updatedAt = nextUpdatedAt(current.updatedAt, now);
    const [request] = await tx
      .update(sourcingRequests)
      .set({ status, closedAt: current.closedAt ?? now, reviewNote: input.reason, updatedAt })
      .where(eq(sourcingRequests.id, id))
      .returning();
    if (!request) throw new Error(`sourcing request ${id} vanished under its lock`);
    await recordAudit(tx, {
      actor,
      action: input.action === 'close' ? 'sourcing_request.close' : 'sourcing_request.hide',
      entity: { type: 'sourcing_request', id, label: request.title },
      changes: { status: [current.status, status], reason: ['', input.reason] },
      now: updatedAt,
    });
    // Ended early: no "closing tomorrow" reminder; the buyer is told why, in the language it posted in.
    await cancelNoticesOfEndedRequest(tx, request, now);
    const link = buyerLink(request, status === 'closed' ? sourcingPath(id) : routes.sourcingNew);
    await tellBuyer(tx, request, status === 'closed' ? 'sourcing_request_closed_by_staff' : 'sourcing_request_hidden', { title: request.title, reason: input.reason, link }, now);
    return { kind: 'done', request };
  });
  if (outcome.kind === 'done') invalidate('sourcing');
  return outcome;
}

export type TrustOutcome =
  | { kind: 'done'; company: { id: number; trusted: boolean; updatedAt: Date } }
  | { kind: 'not_found' }
  | { kind: 'stale'; stale: StaleVersion };

/** Marks a company trusted or not (a no-op when it already is, but still version-checked). */
export async function setCompanyTrusted(db: Db, companyId: number, input: { trusted: boolean; version: string }, actor: AuditActor, now = new Date()): Promise<TrustOutcome> {
  return db.transaction(async (tx): Promise<TrustOutcome> => {
    const [current] = await tx
      .select({ id: companies.id, name: companies.name, trusted: companies.trusted, updatedAt: companies.updatedAt })
      .from(companies)
      .where(eq(companies.id, companyId))
      .for('update');
    if (!current) return { kind: 'not_found' };
    if (isStale(input.version, current.updatedAt)) {
      return { kind: 'stale', stale: await staleVersion(tx, { updatedAt: current.updatedAt, entity: { type: 'company', id: companyId }, actorId: actor.id }) };
    }
    if (current.trusted === input.trusted) return { kind: 'done', company: current };
    const updatedAt = nextUpdatedAt(current.updatedAt, now);
    await tx.update(companies).set({ trusted: input.trusted, updatedAt }).where(eq(companies.id, companyId));
    await recordAudit(tx, {
      actor,
      action: 'company.trust',
      entity: { type: 'company', id: companyId, label: current.name },
      changes: { trusted: [current.trusted, input.trusted] },
      now: updatedAt,
    });
    return { kind: 'done', company: { id: companyId, trusted: input.trusted, updatedAt } };
  });
}

// ---- the staff list ----

export interface StaffRequestRow {
  request: RequestRow;
  companyName: string;
  companyTrusted: boolean;
  companyUpdatedAt: Date;
  /** Quotes sent and not withdrawn, counted from the quotes themselves. */
  quotes: number;
}

export interface StaffRequestPage {
  items: StaffRequestRow[];
  total: number;
  page: number;
  pageCount: number;
}

const staffColumns = {
  request: sourcingRequests,
  companyName: companies.name,
  companyTrusted: companies.trusted,
  companyUpdatedAt: companies.updatedAt,
  quotes: sql<number>`(select count(*) from ${sourcingQuotes} where ${sourcingQuotes.requestId} = ${sourcingRequests.id} and ${sourcingQuotes.status} <> 'withdrawn')::int`,
};

/** `%`, `_` and `\` taken literally in an ILIKE pattern. */
const likeText = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Every request but drafts, newest submitted first, by status and a part of the title. */
export async function staffRequests(db: Executor, query: Pick<StaffSourcingQuery, 'status' | 'q' | 'page'>, perPage = SOURCING_PER_PAGE * 2): Promise<StaffRequestPage> {
  // A draft is its author's alone: never listed, whatever the address asks for.
  const where: SQL | undefined = and(
    ne(sourcingRequests.status, 'draft'),
    query.status ? eq(sourcingRequests.status, query.status) : undefined,
    query.q ? ilike(sourcingRequests.title, likeText(query.q)) : undefined,
  );
  const [counted] = await db.select({ value: sql<number>`count(*)::int` }).from(sourcingRequests).where(where);
  const total = counted?.value ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const items = await db
    .select(staffColumns)
    .from(sourcingRequests)
    .innerJoin(companies, eq(companies.id, sourcingRequests.buyerCompanyId))
    .where(where)
    .orderBy(desc(sql`coalesce(${sourcingRequests.submittedAt}, ${sourcingRequests.createdAt})`), desc(sourcingRequests.id))
    .limit(perPage)
    .offset((query.page - 1) * perPage);
  return { items, total, page: query.page, pageCount };
}

/** One request for staff, whatever its state but a draft (its author's alone: the page says it is missing). */
export async function staffRequest(db: Executor, id: number): Promise<StaffRequestRow | null> {
  const [row] = await db
    .select(staffColumns)
    .from(sourcingRequests)
    .innerJoin(companies, eq(companies.id, sourcingRequests.buyerCompanyId))
    .where(and(eq(sourcingRequests.id, id), ne(sourcingRequests.status, 'draft')));
  return row ?? null;
}

export interface StaffQuoteRow {
  quote: typeof sourcingQuotes.$inferSelect;
  supplierName: string;
  terms: typeof sourcingQuoteRevisions.$inferSelect | null;
}

/** A request's quotes with their latest terms (the revision the quote names), the first sent first. */
export async function requestQuotes(db: Executor, requestIds: readonly number[]): Promise<StaffQuoteRow[]> {
  if (requestIds.length === 0) return [];
  return db
    .select({ quote: sourcingQuotes, supplierName: companies.name, terms: sourcingQuoteRevisions })
    .from(sourcingQuotes)
    .innerJoin(companies, eq(companies.id, sourcingQuotes.supplierCompanyId))
    .leftJoin(sourcingQuoteRevisions, and(eq(sourcingQuoteRevisions.quoteId, sourcingQuotes.id), eq(sourcingQuoteRevisions.revision, sourcingQuotes.revision)))
    .where(inArray(sourcingQuotes.requestId, [...requestIds]))
    .orderBy(sourcingQuotes.createdAt, sourcingQuotes.id);
}
