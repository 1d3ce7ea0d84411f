import { and, asc, eq } from 'drizzle-orm';
import type { QuoteAction } from '@/lib/sourcing/choose-schema';
import { recordAudit, type AuditActor } from '../audit/record';
import { isStale, nextUpdatedAt } from '../audit/record-version';
import type { Db, Executor } from '../db';
import { sourcingQuotes, sourcingRequests } from '../db/schema';
import { invalidate } from '../kernel/cache';
import { cancelNoticesOfEndedRequest } from './buyer-notice';
import { tellSupplier, type ChoiceFacts } from './choose-notify';
import { actingCompany } from './poster';
import type { RequestRow } from './post';

/**
 * The buyer chooses among its request's quotes (issue 38, item 4): shortlist, accept one or more, decline with
 * an optional reason, or close the request (the quotes still waiting are declined with the reason, whether or not
 * one was accepted). The buyer is any enabled account of the company that posted the request; anyone else learns
 * nothing (not found).
 *
 * Every step runs in one transaction that locks the request's row first and then the quote's, so two steps on
 * one request — two accepts in two tabs, an accept and a close — take turns: the second sees what the first
 * did. What each step checks under those locks:
 *
 * | step | request | quote | version |
 * |---|---|---|---|
 * | shortlist | live | sent | none: it sets a state (sending it twice changes nothing) and moves no version |
 * | unshortlist | live | any | none, as shortlist |
 * | accept, decline | live (open or ended: the buyer may choose after quotes close) | sent (else 409: decided, or withdrawn) | the quote's, as the page read it: terms revised since are not accepted unseen (409) |
 * | close | live (a closed one: 409) | every sent one is declined | none: the status under the lock decides |
 *
 * Each change is audited (the member as the actor) and the supplier is told (shortlist, accept, decline).
 */

export type QuoteRow = typeof sourcingQuotes.$inferSelect;

export type DecideOutcome =
  | { kind: 'done'; quote: QuoteRow }
  | { kind: 'not_found' }
  | { kind: 'request_closed' }
  | { kind: 'stale'; updatedAt: Date }
  | { kind: 'not_open'; status: QuoteRow['status'] };

export type CloseOutcome = { kind: 'closed'; request: RequestRow; declined: number } | { kind: 'not_found' } | { kind: 'request_closed' };

export interface Decision {
  quoteId: number;
  action: QuoteAction;
  version?: string | undefined;
  reason: string;
}

/** The request, locked, when the account acts for its buyer company (enabled, certified: actingCompany); else null. */
export async function lockBuyersRequest(tx: Executor, accountId: number, requestId: number): Promise<RequestRow | null> {
  const companyId = await actingCompany(tx, accountId);
  if (companyId === null) return null;
  const [request] = await tx.select().from(sourcingRequests).where(eq(sourcingRequests.id, requestId)).for('update');
  return request && request.buyerCompanyId === companyId ? request : null;
}

export const choiceFacts = (request: RequestRow, quote: QuoteRow): ChoiceFacts => ({
  requestId: request.id,
  title: request.title,
  quoteId: quote.id,
  supplierCompanyId: quote.supplierCompanyId,
  quoteAuthorId: quote.authorId,
  buyerCompanyId: request.buyerCompanyId,
  buyerId: request.buyerId,
  buyerLocale: request.locale,
});

/** A request no longer taking choices: closed early, or hidden by staff. */
const choiceEnded = (request: RequestRow) => request.status !== 'live';

export async function decideQuote(db: Db, actor: AuditActor, requestId: number, decision: Decision, now = new Date()): Promise<DecideOutcome> {
  return db.transaction(async (tx): Promise<DecideOutcome> => {
    const request = await lockBuyersRequest(tx, actor.id, requestId);
    if (!request || request.status === 'draft' || request.status === 'pending' || request.status === 'rejected') return { kind: 'not_found' };
    const [quote] = await tx
      .select()
      .from(sourcingQuotes)
      .where(and(eq(sourcingQuotes.id, decision.quoteId), eq(sourcingQuotes.requestId, requestId)))
      .for('update');
    if (!quote) return { kind: 'not_found' };
    if (choiceEnded(request)) return { kind: 'request_closed' };
    const entity = { type: 'sourcing_quote' as const, id: quote.id, label: request.title };

    if (decision.action === 'shortlist' || decision.action === 'unshortlist') {
      const shortlist = decision.action === 'shortlist';
      if (shortlist && quote.status !== 'sent') return { kind: 'not_open', status: quote.status };
      if ((quote.shortlistedAt !== null) === shortlist) return { kind: 'done', quote };
      const [changed] = await tx.update(sourcingQuotes).set({ shortlistedAt: shortlist ? now : null }).where(eq(sourcingQuotes.id, quote.id)).returning();
      await recordAudit(tx, { actor, action: shortlist ? 'sourcing_quote.shortlist' : 'sourcing_quote.unshortlist', entity, changes: { shortlisted: [!shortlist, shortlist] }, now });
      if (shortlist) await tellSupplier(tx, 'sourcing_quote_shortlisted', choiceFacts(request, quote), '', now);
      return { kind: 'done', quote: changed ?? quote };
    }

    if (isStale(decision.version, quote.updatedAt)) return { kind: 'stale', updatedAt: quote.updatedAt };
    if (quote.status !== 'sent') return { kind: 'not_open', status: quote.status };
    const accept = decision.action === 'accept';
    const reason = accept ? '' : decision.reason;
    const [changed] = await tx
      .update(sourcingQuotes)
      .set({ status: accept ? 'accepted' : 'declined', decidedAt: now, declineReason: reason, updatedAt: nextUpdatedAt(quote.updatedAt, now) })
      .where(and(eq(sourcingQuotes.id, quote.id), eq(sourcingQuotes.status, 'sent')))
      .returning();
    if (!changed) throw new Error(`sourcing quote ${quote.id} changed under its lock`);
    await recordAudit(tx, {
      actor,
      action: accept ? 'sourcing_quote.accept' : 'sourcing_quote.decline',
      entity,
      changes: { status: ['sent', changed.status], ...(reason ? { declineReason: ['', reason] } : {}) },
      now,
    });
    await tellSupplier(tx, accept ? 'sourcing_quote_accepted' : 'sourcing_quote_declined', choiceFacts(request, quote), reason, now);
    return { kind: 'done', quote: changed };
  });
}

/** Closes the request before its time: the quotes still waiting are declined with the reason and their suppliers told. */
export async function closeRequest(db: Db, actor: AuditActor, requestId: number, reason: string, now = new Date()): Promise<CloseOutcome> {
  const outcome = await db.transaction(async (tx): Promise<CloseOutcome> => {
    const request = await lockBuyersRequest(tx, actor.id, requestId);
    if (!request || request.status === 'draft' || request.status === 'pending' || request.status === 'rejected') return { kind: 'not_found' };
    if (choiceEnded(request)) return { kind: 'request_closed' };
    const waiting = await tx
      .select()
      .from(sourcingQuotes)
      .where(and(eq(sourcingQuotes.requestId, requestId), eq(sourcingQuotes.status, 'sent')))
      .orderBy(asc(sourcingQuotes.id))
      .for('update');
    for (const quote of waiting) {
      await tx
        .update(sourcingQuotes)
        .set({ status: 'declined', decidedAt: now, declineReason: reason, updatedAt: nextUpdatedAt(quote.updatedAt, now) })
        .where(eq(sourcingQuotes.id, quote.id));
      await recordAudit(tx, {
        actor,
        action: 'sourcing_quote.decline',
        entity: { type: 'sourcing_quote', id: quote.id, label: request.title },
        changes: { status: ['sent', 'declined'], ...(reason ? { declineReason: ['', reason] } : {}) },
        now,
      });
      await tellSupplier(tx, 'sourcing_quote_declined', choiceFacts(request, quote), reason, now);
    }
    const [closed] = await tx
      .update(sourcingRequests)
      .set({ status: 'closed', closedAt: now, updatedAt: nextUpdatedAt(request.updatedAt, now) })
      .where(eq(sourcingRequests.id, requestId))
      .returning();
    if (!closed) throw new Error(`sourcing request ${requestId} vanished under its lock`);
    // Closed early: the "closing tomorrow" reminder would tell of a request that takes no more quotes.
    await cancelNoticesOfEndedRequest(tx, request, now);
    await recordAudit(tx, {
      actor,
      action: 'sourcing_request.close',
      entity: { type: 'sourcing_request', id: requestId, label: request.title },
      changes: { status: [request.status, 'closed'], ...(reason ? { reason: ['', reason] } : {}) },
      now,
    });
    return { kind: 'closed', request: closed, declined: waiting.length };
  });
  if (outcome.kind === 'closed') invalidate('sourcing');
  return outcome;
}
