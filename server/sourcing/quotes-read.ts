import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { AccountSourcingView, BuyerQuoteView, OwnQuoteView, QuoteRevisionView, SourcingQuotingView } from '@/lib/sourcing/views';
import { STAFF_KINDS } from '../auth/api-auth';
import type { Executor } from '../db';
import { companies, sourcingQuoteRevisions, sourcingQuotes, sourcingRequests, users } from '../db/schema';
import { chinaDateTime, chinaDay } from '../kernel/china-time';
import { posterOf } from './poster';
import { quoteRefusal, type QuoteRow } from './quote';
import { endedAt } from './rules';
import { yuanText } from './views';

/**
 * Reading quotes, by who may read them: a supplier sees its own company's quote only; the buyer (every account
 * of the posting company) and staff see every quote on the request with all its revisions, newest first. The
 * request's page (/sourcing/[id]) asks `quotingView` what the viewer is shown; GET /api/sourcing/{id}/quotes and
 * the buyer's comparison page read `buyerQuotes`; /account reads `accountSourcing`.
 */

type RevisionRow = typeof sourcingQuoteRevisions.$inferSelect;
type RequestRow = typeof sourcingRequests.$inferSelect;

/** Who reads: an account id and its kind (null: not logged in). */
export interface QuoteReader {
  id: number;
  kind: string;
}

export function revisionView(row: RevisionRow): QuoteRevisionView {
  const unit = row.unitPriceFen !== null;
  return {
    revision: row.revision,
    priceBasis: unit ? 'unit' : 'total',
    price: yuanText((unit ? row.unitPriceFen : row.totalFen) ?? 0),
    minOrder: row.minOrder,
    leadTimeDays: row.leadTimeDays,
    validUntil: row.validUntil,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    createdLabel: chinaDateTime(row.createdAt),
  };
}

/** The revisions of these quotes, newest first, by quote. */
async function revisionsOf(db: Executor, quoteIds: readonly number[]): Promise<Map<number, RevisionRow[]>> {
  const byQuote = new Map<number, RevisionRow[]>();
  if (quoteIds.length === 0) return byQuote;
  const rows = await db
    .select()
    .from(sourcingQuoteRevisions)
    .where(inArray(sourcingQuoteRevisions.quoteId, [...quoteIds]))
    .orderBy(desc(sourcingQuoteRevisions.revision));
  for (const row of rows) byQuote.set(row.quoteId, [...(byQuote.get(row.quoteId) ?? []), row]);
  return byQuote;
}

function ownView(quote: QuoteRow, revisions: readonly RevisionRow[]): OwnQuoteView {
  const latest = revisions[0];
  if (!latest) throw new Error(`quote ${quote.id} has no revision`);
  return {
    id: quote.id,
    status: quote.status,
    revision: quote.revision,
    current: revisionView(latest),
    updatedAt: quote.updatedAt.toISOString(),
    updatedLabel: chinaDateTime(quote.updatedAt),
  };
}

/** A company's own quote on a request, or null. */
export async function ownQuote(db: Executor, requestId: number, companyId: number): Promise<OwnQuoteView | null> {
  const [quote] = await db
    .select()
    .from(sourcingQuotes)
    .where(and(eq(sourcingQuotes.requestId, requestId), eq(sourcingQuotes.supplierCompanyId, companyId)));
  if (!quote) return null;
  const revisions = await revisionsOf(db, [quote.id]);
  return ownView(quote, revisions.get(quote.id) ?? []);
}

/** Every quote on a request with its supplier and history, the latest changed first (its buyer and staff only). */
export async function buyerQuotes(db: Executor, requestId: number): Promise<BuyerQuoteView[]> {
  const rows = await db
    .select({ quote: sourcingQuotes, name: companies.name, certifiedAt: companies.certifiedAt, kinds: companies.kinds })
    .from(sourcingQuotes)
    .innerJoin(companies, eq(companies.id, sourcingQuotes.supplierCompanyId))
    .where(eq(sourcingQuotes.requestId, requestId))
    .orderBy(desc(sourcingQuotes.updatedAt), asc(sourcingQuotes.id));
  const revisions = await revisionsOf(
    db,
    rows.map((row) => row.quote.id),
  );
  return rows.map(({ quote, name, certifiedAt, kinds }) => {
    const history = (revisions.get(quote.id) ?? []).map(revisionView);
    return {
      ...ownView(quote, revisions.get(quote.id) ?? []),
      supplier: { id: quote.supplierCompanyId, name, certified: certifiedAt !== null, kinds },
      revisions: history,
    };
  });
}

/** The account's company, or null. */
async function companyOf(db: Executor, accountId: number): Promise<number | null> {
  const [row] = await db.select({ companyId: users.companyId }).from(users).where(eq(users.id, accountId));
  return row?.companyId ?? null;
}

/** May this reader see every quote on the request: staff, or an account of the buyer's company. */
export async function readsAllQuotes(db: Executor, reader: QuoteReader, request: Pick<RequestRow, 'buyerCompanyId'>): Promise<boolean> {
  if ((STAFF_KINDS as readonly string[]).includes(reader.kind)) return true;
  return (await companyOf(db, reader.id)) === request.buyerCompanyId;
}

/**
 * What the request's page shows this viewer: the buyer's accounts and staff the quotes; a company that may
 * quote (or has quoted: it keeps seeing its quote after the request ends) its form; anyone else why not.
 */
export async function quotingView(db: Executor, reader: QuoteReader | null, request: RequestRow, now: Date): Promise<SourcingQuotingView> {
  if (!reader) return { kind: 'refused', reason: 'login' };
  if (await readsAllQuotes(db, reader, request)) return { kind: 'buyer', quotes: await buyerQuotes(db, request.id) };
  const poster = await posterOf(db, reader.id);
  const refusal = quoteRefusal(poster, request, now);
  const companyId = await companyOf(db, reader.id);
  const quote = companyId === null ? null : await ownQuote(db, request.id, companyId);
  if (refusal && (refusal !== 'ended' || !quote)) return { kind: 'refused', reason: refusal };
  return { kind: 'quoter', companyName: poster.kind === 'allowed' ? poster.companyName : '', quote, today: chinaDay(now), open: refusal === null };
}

/** /account: the requests the account posted (newest first) and its company's quotes (latest changed first). */
export async function accountSourcing(db: Executor, accountId: number, now = new Date()): Promise<AccountSourcingView> {
  const companyId = await companyOf(db, accountId);
  const [requests, quotes] = await Promise.all([
    db.select().from(sourcingRequests).where(eq(sourcingRequests.buyerId, accountId)).orderBy(desc(sourcingRequests.createdAt), desc(sourcingRequests.id)).limit(50),
    companyId === null
      ? Promise.resolve([])
      : db
          .select({ quote: sourcingQuotes, request: sourcingRequests })
          .from(sourcingQuotes)
          .innerJoin(sourcingRequests, eq(sourcingRequests.id, sourcingQuotes.requestId))
          .where(eq(sourcingQuotes.supplierCompanyId, companyId))
          .orderBy(desc(sourcingQuotes.updatedAt), desc(sourcingQuotes.id))
          .limit(50),
  ]);
  return {
    requests: requests.map((request) => ({
      id: request.id,
      title: request.title,
      status: request.status,
      ended: endedAt(request, now) !== null,
      quoteCount: request.quoteCount,
      createdLabel: chinaDay(request.createdAt),
    })),
    quotes: quotes.map(({ quote, request }) => ({
      requestId: request.id,
      requestTitle: request.title,
      status: quote.status,
      revision: quote.revision,
      requestEnded: endedAt(request, now) !== null || request.status === 'hidden',
      updatedLabel: chinaDateTime(quote.updatedAt),
    })),
  };
}

/** A request by id whatever its state (its buyer and staff read its quotes even once hidden), or null. */
export async function requestForReaders(db: Executor, id: number): Promise<Pick<RequestRow, 'id' | 'buyerCompanyId'> | null> {
  const [row] = await db.select({ id: sourcingRequests.id, buyerCompanyId: sourcingRequests.buyerCompanyId }).from(sourcingRequests).where(eq(sourcingRequests.id, id));
  return row ?? null;
}
