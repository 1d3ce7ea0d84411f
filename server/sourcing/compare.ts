import type { GetServerSidePropsResult } from 'next';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { isStaffKind } from '@/lib/articles/rules';
import { COMPANY_KINDS, type CompanyKind } from '@/lib/companies/rules';
import { QUOTE_THREAD_MAX, quoteSortOf, sortQuotes, totalPriceOf, unitPriceOf } from '@/lib/sourcing/choose-rules';
import type { ChoiceRequestView, ComparedQuoteView, MyQuoteView, QuoteCompareView, QuoteSupplierView, QuoteTermsView, QuoteThreadMessageView } from '@/lib/sourcing/choose-views';
import type { Executor } from '../db';
import { database } from '../db';
import { companies, sourcingQuoteMessages, sourcingQuoteRevisions, sourcingQuotes, sourcingRequests, users } from '../db/schema';
import { versionOf } from '../audit/record-version';
import { companyIdParam } from '../companies/profile-loader';
import type { PageContext } from '../http/page';
import { chinaDateTime, chinaDay } from '../kernel/china-time';
import type { QuoteRow } from './choose';
import { chosenContact } from './choose-notify';
import { posted, type PostedRequest } from './post';

/**
 * The pages of choosing (issue 38, item 4), read fresh (never through the read cache: they are one company's):
 * /sourcing/[id]/quotes, the buyer's comparison — the accounts of the request's company and staff (who only
 * read) — and /sourcing/[id]/my-quote, a supplier's own quote with its thread. Anyone else, and a request that
 * was never live, is a 404. The other side's contact is read only for an accepted quote.
 */

type RevisionRow = typeof sourcingQuoteRevisions.$inferSelect;
type MessageRow = typeof sourcingQuoteMessages.$inferSelect;

const knownKinds = (kinds: readonly string[]): CompanyKind[] => COMPANY_KINDS.filter((kind) => kinds.includes(kind));

function requestView(request: PostedRequest, now: Date): ChoiceRequestView {
  const closed = request.status !== 'live';
  const ended = !closed && request.closesAt !== null && request.closesAt.getTime() <= now.getTime();
  const closesAt = closed ? request.closedAt : request.closesAt;
  return {
    id: request.id,
    title: request.title,
    quantity: request.quantity,
    unit: request.unit as ChoiceRequestView['unit'],
    state: closed ? 'closed' : ended ? 'ended' : 'open',
    closesLabel: closesAt ? chinaDateTime(closesAt) : null,
  };
}

export function termsView(revision: RevisionRow, quantity: number, now: Date): QuoteTermsView {
  return {
    revision: revision.revision,
    unitPriceFen: revision.unitPriceFen,
    totalFen: revision.totalFen,
    perUnitFen: unitPriceOf(revision, quantity),
    wholeFen: totalPriceOf(revision, quantity),
    minOrder: revision.minOrder,
    leadTimeDays: revision.leadTimeDays,
    validUntil: revision.validUntil,
    expired: revision.validUntil < chinaDay(now),
    message: revision.message,
    sentLabel: chinaDateTime(revision.createdAt),
  };
}

const messageView = (row: MessageRow): QuoteThreadMessageView => ({ id: row.id, side: row.side, text: row.body, atLabel: chinaDateTime(row.createdAt) });

/** A request that has been live (live, closed, hidden), or null. */
async function choosableRequest(db: Executor, id: number): Promise<PostedRequest | null> {
  const [request] = await db.select().from(sourcingRequests).where(and(eq(sourcingRequests.id, id), inArray(sourcingRequests.status, ['live', 'closed', 'hidden'])));
  return request ? posted(request) : null;
}

async function accountCompany(db: Executor, accountId: number): Promise<number | null> {
  const [account] = await db.select({ companyId: users.companyId, disabled: users.disabled }).from(users).where(eq(users.id, accountId));
  return account && !account.disabled ? account.companyId : null;
}

/** Every quote of a request with its revisions (newest first), its supplier and its thread. */
async function quotesOf(db: Executor, requestId: number, supplierCompanyId?: number) {
  const quotes = await db
    .select()
    .from(sourcingQuotes)
    .where(supplierCompanyId === undefined ? eq(sourcingQuotes.requestId, requestId) : and(eq(sourcingQuotes.requestId, requestId), eq(sourcingQuotes.supplierCompanyId, supplierCompanyId)))
    .orderBy(asc(sourcingQuotes.id));
  const ids = quotes.map((quote) => quote.id);
  if (ids.length === 0) return [];
  const [revisions, messages, suppliers] = await Promise.all([
    db.select().from(sourcingQuoteRevisions).where(inArray(sourcingQuoteRevisions.quoteId, ids)).orderBy(desc(sourcingQuoteRevisions.revision)),
    db.select().from(sourcingQuoteMessages).where(inArray(sourcingQuoteMessages.quoteId, ids)).orderBy(asc(sourcingQuoteMessages.id)),
    db.select().from(companies).where(inArray(companies.id, [...new Set(quotes.map((quote) => quote.supplierCompanyId))])),
  ]);
  return quotes.flatMap((quote) => {
    const own = revisions.filter((revision) => revision.quoteId === quote.id);
    const supplier = suppliers.find((company) => company.id === quote.supplierCompanyId);
    const [latest] = own;
    if (!latest || !supplier) return [];
    return [{ quote, latest, earlier: own.slice(1), supplier, thread: messages.filter((message) => message.quoteId === quote.id) }];
  });
}

type QuoteBundle = Awaited<ReturnType<typeof quotesOf>>[number];

function supplierView(company: QuoteBundle['supplier'], english: boolean): QuoteSupplierView {
  return {
    id: company.id,
    name: english && company.nameEn ? company.nameEn : company.name,
    logo: company.logo,
    kinds: knownKinds(company.kinds),
    province: company.province,
    city: company.city,
    certified: company.certifiedAt && company.certifiedKind ? { kind: company.certifiedKind, date: chinaDay(company.certifiedAt) } : null,
    listed: !company.hidden,
  };
}

/** The quotes still open first (in the order asked for), then the decided ones, withdrawn ones last. */
const STATUS_ORDER: Record<QuoteRow['status'], number> = { accepted: 0, sent: 1, declined: 2, withdrawn: 3 };

export interface QuoteCompareProps extends Record<string, unknown> {
  compare: QuoteCompareView;
}

/** The buyer's comparison (/sourcing/[id]/quotes?sort=price|lead|moq). */
export async function loadQuoteCompare(ctx: PageContext, now = new Date()): Promise<GetServerSidePropsResult<QuoteCompareProps>> {
  const id = companyIdParam.safeParse(ctx.params?.id);
  if (!id.success || !ctx.viewer) return { notFound: true };
  const { db } = await database();
  const request = await choosableRequest(db, id.data);
  if (!request) return { notFound: true };
  const staff = isStaffKind(ctx.viewer.kind);
  const buyer = (await accountCompany(db, ctx.viewer.id)) === request.buyerCompanyId;
  if (!buyer && !staff) return { notFound: true };
  const english = ctx.locale === 'en';
  const sort = quoteSortOf(ctx.query.sort);
  const bundles = await quotesOf(db, request.id);
  const comparable = bundles.map((bundle) => ({ ...bundle, id: bundle.quote.id, unitPriceFen: bundle.latest.unitPriceFen, totalFen: bundle.latest.totalFen, minOrder: bundle.latest.minOrder, leadTimeDays: bundle.latest.leadTimeDays }));
  const ordered = sortQuotes(comparable, sort, request.quantity).sort((a, b) => STATUS_ORDER[a.quote.status] - STATUS_ORDER[b.quote.status]);
  const quotes: ComparedQuoteView[] = [];
  for (const bundle of ordered) {
    const accepted = bundle.quote.status === 'accepted';
    quotes.push({
      id: bundle.quote.id,
      status: bundle.quote.status,
      version: versionOf(bundle.quote.updatedAt),
      shortlisted: bundle.quote.shortlistedAt !== null,
      terms: termsView(bundle.latest, request.quantity, now),
      history: bundle.earlier.map((revision) => termsView(revision, request.quantity, now)),
      supplier: supplierView(bundle.supplier, english),
      thread: bundle.thread.map(messageView),
      declineReason: bundle.quote.declineReason,
      contact: accepted ? await chosenContact(db, bundle.quote.supplierCompanyId, bundle.quote.authorId) : null,
    });
  }
  return { props: { compare: { request: requestView(request, now), sort, canAct: buyer, quotes, threadMax: QUOTE_THREAD_MAX } } };
}

export interface MyQuoteProps extends Record<string, unknown> {
  mine: MyQuoteView;
}

/** A supplier's own quote on a request (/sourcing/[id]/my-quote): an account of the quote's company only. */
export async function loadMyQuote(ctx: PageContext, now = new Date()): Promise<GetServerSidePropsResult<MyQuoteProps>> {
  const id = companyIdParam.safeParse(ctx.params?.id);
  if (!id.success || !ctx.viewer) return { notFound: true };
  const { db } = await database();
  const [request, companyId] = await Promise.all([choosableRequest(db, id.data), accountCompany(db, ctx.viewer.id)]);
  if (!request || companyId === null) return { notFound: true };
  const [bundle] = await quotesOf(db, request.id, companyId);
  if (!bundle) return { notFound: true };
  const { quote } = bundle;
  const accepted = quote.status === 'accepted';
  return {
    props: {
      mine: {
        request: requestView(request, now),
        quote: {
          id: quote.id,
          status: quote.status,
          shortlisted: quote.shortlistedAt !== null,
          terms: termsView(bundle.latest, request.quantity, now),
          declineReason: quote.declineReason,
          thread: bundle.thread.map(messageView),
        },
        buyerContact: accepted ? await chosenContact(db, request.buyerCompanyId, request.buyerId) : null,
        threadMax: QUOTE_THREAD_MAX,
      },
    },
  };
}
