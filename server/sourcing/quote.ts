import { and, eq, sql } from 'drizzle-orm';
import { addChinaDays } from '@/lib/china-datetime';
import { QUOTE_VALID_DAYS_MAX, type QuoteRefusal } from '@/lib/sourcing/rules';
import type { SourcingQuoteFields } from '@/lib/sourcing/schema';
import { recordAudit, type AuditActor } from '../audit/record';
import { nextUpdatedAt } from '../audit/record-version';
import type { Db, Executor } from '../db';
import { sourcingQuoteRevisions, sourcingQuotes, sourcingRequests, users } from '../db/schema';
import { invalidate } from '../kernel/cache';
import { chinaDay } from '../kernel/china-time';
import { tellBuyerOfQuote } from './buyer-notice';
import { posterOf, type Poster } from './poster';
import { publicRequest } from './public';
import { isOpen } from './rules';

/**
 * A supplier's quote on a sourcing request (item 3 of issue 38). One quote per company and request
 * (`sourcing_quotes`); its terms are versioned (`sourcing_quote_revisions`, revision 1 first, every edit a new
 * row, the buyer sees them all). Who may quote: an account of a certified company one of whose kinds the request
 * wants, not the buyer's own company, while the request is open. Every write holds the request's row (so the
 * quote count, the buyer's gathered message and a closing cannot cross) and carries the revision the supplier
 * last saw: an older one is refused. Sending, revising and withdrawing are audited with the member as the actor;
 * a new quote (or one sent again) tells the buyer (buyer-notice.ts).
 *
 * Withdrawing: a sent quote may be withdrawn at any time before the buyer decides on it (even after the request
 * closed: the supplier can no longer hold the terms). While the request is open a withdrawn quote may be sent
 * again, with new terms: a new revision, counted and told as a new quote.
 */

type RequestRow = typeof sourcingRequests.$inferSelect;
export type QuoteRow = typeof sourcingQuotes.$inferSelect;

export type QuoteOutcome =
  | { kind: 'saved'; quote: QuoteRow }
  | { kind: 'not_found' }
  | { kind: 'refused'; reason: Exclude<QuoteRefusal, 'login'> }
  /** The quote changed since the revision the supplier saw. */
  | { kind: 'stale'; revision: number }
  /** A first quote, but the company has one already. */
  | { kind: 'exists' }
  /** Nothing to revise or withdraw (no quote, or not in the state the action needs). */
  | { kind: 'no_quote' }
  | { kind: 'decided' }
  | { kind: 'invalid'; fields: Record<string, string[]> };

/** Why this company may not quote on this request now, or null when it may. */
export function quoteRefusal(poster: Poster, request: Pick<RequestRow, 'buyerCompanyId' | 'kindsWanted' | 'status' | 'closesAt'>, now: Date): Exclude<QuoteRefusal, 'login'> | null {
  if (poster.kind !== 'allowed') return 'not_certified';
  if (poster.companyId === request.buyerCompanyId) return 'own_request';
  if (!poster.kinds.some((kind) => request.kindsWanted.includes(kind))) return 'kind_not_wanted';
  if (!isOpen(request, now)) return 'ended';
  return null;
}

const message = (name: string) => `sourcing:errors.quote.${name}`;

/** The last day the terms hold: a number of days from today (China), or the day given (today to 180 days on). */
function validUntilOf(fields: SourcingQuoteFields, now: Date): string | null {
  const today = chinaDay(now);
  if (fields.validDays !== null) return addChinaDays(today, fields.validDays);
  return fields.validUntil >= today && fields.validUntil <= addChinaDays(today, QUOTE_VALID_DAYS_MAX) ? fields.validUntil : null;
}

/** The request under its row lock, if the public may see it (a pending, rejected or hidden one is unknown). */
async function lockedRequest(tx: Executor, requestId: number, now: Date): Promise<RequestRow | null> {
  const visible = await publicRequest(tx, requestId, now);
  if (!visible) return null;
  const [request] = await tx.select().from(sourcingRequests).where(eq(sourcingRequests.id, requestId)).for('update');
  return request ?? null;
}

async function quoteOf(tx: Executor, requestId: number, companyId: number): Promise<QuoteRow | null> {
  const [quote] = await tx
    .select()
    .from(sourcingQuotes)
    .where(and(eq(sourcingQuotes.requestId, requestId), eq(sourcingQuotes.supplierCompanyId, companyId)));
  return quote ?? null;
}

async function writeRevision(tx: Executor, quoteId: number, revision: number, fields: SourcingQuoteFields, validUntil: string, account: AuditActor, now: Date): Promise<void> {
  await tx.insert(sourcingQuoteRevisions).values({
    quoteId,
    revision,
    unitPriceFen: fields.priceBasis === 'unit' ? fields.price : null,
    totalFen: fields.priceBasis === 'total' ? fields.price : null,
    minOrder: fields.minOrder,
    leadTimeDays: fields.leadTimeDays,
    validUntil,
    message: fields.message,
    authorId: account.id,
    createdAt: now,
  });
}

/** The request's count of quotes sent and not withdrawn moves by one (the cards show it; not the request's version). */
async function countQuote(tx: Executor, requestId: number, by: 1 | -1): Promise<void> {
  await tx
    .update(sourcingRequests)
    .set({ quoteCount: sql`greatest(${sourcingRequests.quoteCount} + ${by}, 0)` })
    .where(eq(sourcingRequests.id, requestId));
}

const auditOf = (request: RequestRow, quote: QuoteRow, companyName: string) => ({
  entity: { type: 'sourcing_quote' as const, id: quote.id, label: `${request.title} · ${companyName}` },
});

/**
 * Sends a quote: the company's first on this request (`revision` null), or a withdrawn one sent again (`revision`
 * the withdrawn one's). The buyer is told (gathered, at most hourly).
 */
export async function sendQuote(db: Db, account: AuditActor, requestId: number, fields: SourcingQuoteFields, now = new Date()): Promise<QuoteOutcome> {
  const outcome = await db.transaction(async (tx): Promise<QuoteOutcome> => {
    const request = await lockedRequest(tx, requestId, now);
    if (!request) return { kind: 'not_found' };
    const poster = await posterOf(tx, account.id);
    const refusal = quoteRefusal(poster, request, now);
    if (refusal || poster.kind !== 'allowed') return { kind: 'refused', reason: refusal ?? 'not_certified' };
    const validUntil = validUntilOf(fields, now);
    if (validUntil === null) return { kind: 'invalid', fields: { validUntil: [message('validUntilRange')] } };

    const existing = await quoteOf(tx, requestId, poster.companyId);
    if (existing && (existing.status === 'accepted' || existing.status === 'declined')) return { kind: 'decided' };
    if (existing && fields.revision === null) return { kind: 'exists' };
    if (existing ? existing.status !== 'withdrawn' || fields.revision !== existing.revision : fields.revision !== null) {
      return existing ? { kind: 'stale', revision: existing.revision } : { kind: 'no_quote' };
    }
    const revision = existing ? existing.revision + 1 : 1;
    const [quote] = existing
      ? await tx
          .update(sourcingQuotes)
          .set({ status: 'sent', revision, updatedAt: nextUpdatedAt(existing.updatedAt, now) })
          .where(and(eq(sourcingQuotes.id, existing.id), eq(sourcingQuotes.revision, existing.revision)))
          .returning()
      : await tx
          .insert(sourcingQuotes)
          .values({ requestId, supplierCompanyId: poster.companyId, authorId: account.id, status: 'sent', revision, createdAt: now, updatedAt: now })
          .returning();
    if (!quote) throw new Error(`the quote on sourcing request ${requestId} was not written`);
    await writeRevision(tx, quote.id, revision, fields, validUntil, account, now);
    await countQuote(tx, requestId, 1);
    await recordAudit(tx, {
      actor: account,
      action: existing ? 'sourcing_quote.resend' : 'sourcing_quote.create',
      ...auditOf(request, quote, poster.companyName),
      changes: { status: [existing?.status ?? null, 'sent'], revision: [existing?.revision ?? null, revision] },
      now,
    });
    await tellBuyerOfQuote(tx, request, now);
    return { kind: 'saved', quote };
  });
  if (outcome.kind === 'saved') invalidate('sourcing');
  return outcome;
}

/** Revises a sent quote while the request is open: a new revision, based on the one the supplier saw. */
export async function reviseQuote(db: Db, account: AuditActor, requestId: number, fields: SourcingQuoteFields, now = new Date()): Promise<QuoteOutcome> {
  return db.transaction(async (tx): Promise<QuoteOutcome> => {
    const request = await lockedRequest(tx, requestId, now);
    if (!request) return { kind: 'not_found' };
    const poster = await posterOf(tx, account.id);
    const refusal = quoteRefusal(poster, request, now);
    if (refusal || poster.kind !== 'allowed') return { kind: 'refused', reason: refusal ?? 'not_certified' };
    const validUntil = validUntilOf(fields, now);
    if (validUntil === null) return { kind: 'invalid', fields: { validUntil: [message('validUntilRange')] } };

    const existing = await quoteOf(tx, requestId, poster.companyId);
    if (!existing || existing.status === 'withdrawn') return { kind: 'no_quote' };
    if (existing.status !== 'sent') return { kind: 'decided' };
    if (fields.revision !== existing.revision) return { kind: 'stale', revision: existing.revision };
    const revision = existing.revision + 1;
    const [quote] = await tx
      .update(sourcingQuotes)
      // The buyer accepts "the version it saw" (choose.ts): each change moves the version, even within a millisecond.
      .set({ revision, updatedAt: nextUpdatedAt(existing.updatedAt, now) })
      .where(and(eq(sourcingQuotes.id, existing.id), eq(sourcingQuotes.revision, existing.revision)))
      .returning();
    if (!quote) throw new Error(`quote ${existing.id} changed under its request's lock`);
    await writeRevision(tx, quote.id, revision, fields, validUntil, account, now);
    await recordAudit(tx, {
      actor: account,
      action: 'sourcing_quote.revise',
      ...auditOf(request, quote, poster.companyName),
      changes: { revision: [existing.revision, revision] },
      now,
    });
    return { kind: 'saved', quote };
  });
}

/** Withdraws the company's sent quote (before the buyer decides on it), based on the revision the supplier saw. */
export async function withdrawQuote(db: Db, account: AuditActor, requestId: number, seen: number, now = new Date()): Promise<QuoteOutcome> {
  const outcome = await db.transaction(async (tx): Promise<QuoteOutcome> => {
    const request = await lockedRequest(tx, requestId, now);
    if (!request) return { kind: 'not_found' };
    const [member] = await tx.select({ companyId: users.companyId }).from(users).where(eq(users.id, account.id));
    const existing = member?.companyId ? await quoteOf(tx, requestId, member.companyId) : null;
    if (!existing || existing.status === 'withdrawn') return { kind: 'no_quote' };
    if (existing.status !== 'sent') return { kind: 'decided' };
    if (seen !== existing.revision) return { kind: 'stale', revision: existing.revision };
    const [quote] = await tx
      .update(sourcingQuotes)
      .set({ status: 'withdrawn', updatedAt: nextUpdatedAt(existing.updatedAt, now) })
      .where(and(eq(sourcingQuotes.id, existing.id), eq(sourcingQuotes.status, 'sent')))
      .returning();
    if (!quote) throw new Error(`quote ${existing.id} changed under its request's lock`);
    await countQuote(tx, requestId, -1);
    const poster = await posterOf(tx, account.id);
    await recordAudit(tx, {
      actor: account,
      action: 'sourcing_quote.withdraw',
      ...auditOf(request, quote, poster.kind === 'no_company' ? '' : poster.companyName),
      changes: { status: ['sent', 'withdrawn'] },
      now,
    });
    return { kind: 'saved', quote };
  });
  if (outcome.kind === 'saved') invalidate('sourcing');
  return outcome;
}
