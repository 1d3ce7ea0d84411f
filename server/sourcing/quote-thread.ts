import { and, asc, count, eq } from 'drizzle-orm';
import { QUOTE_THREAD_MAX } from '@/lib/sourcing/choose-rules';
import { recordAudit, type AuditActor } from '../audit/record';
import type { Db, Executor } from '../db';
import { companies, sourcingQuoteMessages, sourcingQuotes, sourcingRequests } from '../db/schema';
import { choiceFacts, type QuoteRow } from './choose';
import { tellBuyerOfAnswer, tellSupplier } from './choose-notify';
import { actingCompany } from './poster';

/**
 * A quote's thread (issue 38, item 4): the buyer asks about a quote, the supplier answers, QUOTE_THREAD_MAX
 * messages at most. The buyer is an account of the request's company, the supplier one of the quote's company;
 * anyone else learns nothing (not found). The buyer asks while the quote is sent or accepted and the request
 * is not hidden; the supplier answers only once the buyer has asked (a supplier cannot open a thread: that would
 * be a way round the one-quote rule). Each message is audited and told to the other side (sourcing_quote_question
 * to the supplier, sourcing_quote_answered to the buyer). The quote's row is locked, so two messages at once
 * are counted one after the other. Contact details are refused by the schema (lib/sourcing/choose-schema.ts).
 */

export type ThreadMessageRow = typeof sourcingQuoteMessages.$inferSelect;

export type ThreadOutcome =
  | { kind: 'posted'; message: ThreadMessageRow }
  | { kind: 'not_found' }
  | { kind: 'thread_closed' }
  | { kind: 'no_question' }
  | { kind: 'thread_full' };

/** A quote's messages, oldest first. */
export function threadOf(db: Executor, quoteId: number): Promise<ThreadMessageRow[]> {
  return db.select().from(sourcingQuoteMessages).where(eq(sourcingQuoteMessages.quoteId, quoteId)).orderBy(asc(sourcingQuoteMessages.id));
}

const open = (quote: QuoteRow) => quote.status === 'sent' || quote.status === 'accepted';

export async function postQuoteMessage(db: Db, actor: AuditActor, requestId: number, input: { quoteId: number; text: string }, now = new Date()): Promise<ThreadOutcome> {
  return db.transaction(async (tx): Promise<ThreadOutcome> => {
    const companyId = await actingCompany(tx, actor.id);
    if (companyId === null) return { kind: 'not_found' };
    const [quote] = await tx
      .select()
      .from(sourcingQuotes)
      .where(and(eq(sourcingQuotes.id, input.quoteId), eq(sourcingQuotes.requestId, requestId)))
      .for('update');
    if (!quote) return { kind: 'not_found' };
    const [request] = await tx.select().from(sourcingRequests).where(eq(sourcingRequests.id, requestId));
    if (!request) return { kind: 'not_found' };
    const side = companyId === request.buyerCompanyId ? 'buyer' : companyId === quote.supplierCompanyId ? 'supplier' : null;
    if (!side) return { kind: 'not_found' };
    if (!open(quote) || request.status === 'hidden') return { kind: 'thread_closed' };
    const [counted] = await tx.select({ buyer: count(sourcingQuoteMessages.id) }).from(sourcingQuoteMessages).where(and(eq(sourcingQuoteMessages.quoteId, quote.id), eq(sourcingQuoteMessages.side, 'buyer')));
    const [all] = await tx.select({ value: count(sourcingQuoteMessages.id) }).from(sourcingQuoteMessages).where(eq(sourcingQuoteMessages.quoteId, quote.id));
    if (side === 'supplier' && (counted?.buyer ?? 0) === 0) return { kind: 'no_question' };
    if ((all?.value ?? 0) >= QUOTE_THREAD_MAX) return { kind: 'thread_full' };
    const [message] = await tx.insert(sourcingQuoteMessages).values({ quoteId: quote.id, side, authorId: actor.id, body: input.text, createdAt: now }).returning();
    if (!message) throw new Error('insert returned no row');
    await recordAudit(tx, {
      actor,
      action: side === 'buyer' ? 'sourcing_quote.ask' : 'sourcing_quote.answer',
      entity: { type: 'sourcing_quote', id: quote.id, label: request.title },
      changes: { message: [null, input.text] },
      now,
    });
    const facts = choiceFacts(request, quote);
    if (side === 'buyer') await tellSupplier(tx, 'sourcing_quote_question', facts, input.text, now);
    else {
      const [supplier] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, quote.supplierCompanyId));
      await tellBuyerOfAnswer(tx, facts, supplier?.name ?? '', input.text, now);
    }
    return { kind: 'posted', message };
  });
}
