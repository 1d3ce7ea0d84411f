import { inArray } from 'drizzle-orm';
import { chinaDayOf } from '@/lib/china-datetime';
import { contactDetailIn, ENDED_VISIBLE_DAYS } from '@/lib/sourcing/rules';
import type { Db } from '../executor';
import { companies, productCategories, sourcingQuoteRevisions, sourcingQuotes, sourcingRequests, users } from '../schema';
import { seedSourcing } from './index';
import type { SeedSourcingRequest } from './types';

/**
 * The sourcing part of the demo (issue 38, item 9), seeded inside seedIfEmpty's transaction after the companies:
 * the requests of data/sourcing.yaml in every state, with their quotes and each quote's revisions. The data's
 * times are counted back from the seeding day and checked here, so that every request is in the state it is
 * labelled with and every quote was sent while its request was open; a request or quote that breaks a rule (a
 * supplier of no wanted kind, an uncertified company, contact details in the text, an "open" request already
 * closed…) stops the seed with what is wrong.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

interface CompanyRow {
  id: number;
  name: string;
  kinds: string[];
  certified: boolean;
}

function fail(request: SeedSourcingRequest, problem: string): never {
  throw new Error(`seed: sourcing request "${request.title}": ${problem}`);
}

function found<T>(map: ReadonlyMap<string, T>, name: string, request: SeedSourcingRequest, what: string): T {
  const value = map.get(name);
  if (value === undefined) fail(request, `no ${what} named ${name}`);
  return value;
}

/** The request's moments, from its state and the data's days and hours before `now`. */
export function requestTimes(request: SeedSourcingRequest, now: Date) {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  switch (request.state) {
    case 'draft':
    case 'pending': {
      if (request.hoursAgo === undefined) fail(request, 'a draft or pending request needs hoursAgo');
      const at = new Date(now.getTime() - request.hoursAgo * HOUR_MS);
      return { createdAt: new Date(at.getTime() - HOUR_MS), updatedAt: at, submittedAt: request.state === 'pending' ? at : null, reviewedAt: null, liveAt: null, closesAt: null, closedAt: null };
    }
    case 'rejected': {
      if (request.liveDaysAgo === undefined || !request.reviewNote) fail(request, 'a rejected request needs liveDaysAgo (submitted) and a reviewNote');
      const submittedAt = ago(request.liveDaysAgo);
      const reviewedAt = new Date(submittedAt.getTime() + 20 * HOUR_MS);
      if (reviewedAt > now) fail(request, 'reviewed after the seeding day');
      return { createdAt: submittedAt, updatedAt: reviewedAt, submittedAt, reviewedAt, liveAt: null, closesAt: null, closedAt: null };
    }
    default: {
      if (request.liveDaysAgo === undefined) fail(request, 'a request that went live needs liveDaysAgo');
      const liveAt = ago(request.liveDaysAgo);
      const closesAt = new Date(liveAt.getTime() + request.openDays * DAY_MS);
      const closedAt = request.closedDaysAgo === undefined ? null : ago(request.closedDaysAgo);
      const since = new Date(now.getTime() - ENDED_VISIBLE_DAYS * DAY_MS);
      if (request.state === 'open' && closesAt <= now) fail(request, 'labelled open, but its time has passed');
      if (request.state === 'ended' && !(closesAt <= now && closesAt > since)) fail(request, `labelled ended, but it is not within the ${ENDED_VISIBLE_DAYS} days after its end`);
      if ((request.state === 'closed' || request.state === 'hidden') && !(closedAt && closedAt > liveAt && closedAt <= now && closedAt < closesAt)) {
        fail(request, 'closed or hidden needs closedDaysAgo between going live and its closing time');
      }
      if ((request.state === 'open' || request.state === 'ended') && closedAt) fail(request, 'an open or ended request has no closedDaysAgo');
      const submittedAt = new Date(liveAt.getTime() - 18 * HOUR_MS);
      return { createdAt: submittedAt, updatedAt: closedAt ?? liveAt, submittedAt, reviewedAt: liveAt, liveAt, closesAt, closedAt };
    }
  }
}

/** The request's status column for its seeded state. */
const STATUS = { draft: 'draft', pending: 'pending', open: 'live', ended: 'live', rejected: 'rejected', closed: 'closed', hidden: 'hidden' } as const;

export async function seedSourcingData(tx: Tx, now: Date): Promise<void> {
  const records = seedSourcing();
  if (records.length === 0) return;
  const companyRows: CompanyRow[] = (
    await tx.select({ id: companies.id, name: companies.name, kinds: companies.kinds, certifiedAt: companies.certifiedAt, hidden: companies.hidden }).from(companies)
  ).map((row) => ({ id: row.id, name: row.name, kinds: row.kinds, certified: row.certifiedAt !== null && !row.hidden }));
  const company = new Map(companyRows.map((row) => [row.name, row]));
  const category = new Map((await tx.select({ id: productCategories.id, name: productCategories.name }).from(productCategories)).map((row) => [row.name, row.id]));
  const logins = [...new Set(records.flatMap((record) => (record.buyerLogin ? [record.buyerLogin] : [])))];
  const account = new Map(
    logins.length === 0 ? [] : (await tx.select({ id: users.id, login: users.login }).from(users).where(inArray(users.login, logins))).map((row) => [row.login, row.id]),
  );

  for (const record of records) {
    const buyer = found(company, record.buyer, record, 'company');
    if (!buyer.certified) fail(record, `${buyer.name} is not certified`);
    for (const [field, value] of [['title', record.title], ['description', record.description], ['requirements', record.requirements], ['region', record.region]] as const) {
      if (contactDetailIn(value)) fail(record, `contact details in its ${field}`);
    }
    if (record.budget && record.budget.min !== undefined && record.budget.max !== undefined && record.budget.min > record.budget.max) fail(record, 'its budget runs backwards');
    const times = requestTimes(record, now);
    const [request] = await tx
      .insert(sourcingRequests)
      .values({
        buyerCompanyId: buyer.id,
        buyerId: record.buyerLogin ? found(account, record.buyerLogin, record, 'demo member') : null,
        status: STATUS[record.state],
        title: record.title,
        categoryId: found(category, record.category, record, 'category'),
        description: record.description,
        quantity: record.quantity,
        unit: record.unit,
        budgetBasis: record.budget?.basis ?? null,
        budgetMinFen: record.budget?.min === undefined ? null : Math.round(record.budget.min * 100),
        budgetMaxFen: record.budget?.max === undefined ? null : Math.round(record.budget.max * 100),
        region: record.region,
        neededBy: chinaDayOf(new Date(now.getTime() + record.neededInDays * DAY_MS)),
        kindsWanted: record.kinds,
        requirements: record.requirements,
        showCompany: record.showCompany,
        openDays: record.openDays,
        reviewNote: record.reviewNote ?? '',
        ...times,
      })
      .returning({ id: sourcingRequests.id });
    await insertQuotes(tx, record, request!.id, buyer, company, times, now);
  }
}

/** A request's quotes and their revisions, each checked against the request's open time; the request's quote count after. */
async function insertQuotes(
  tx: Tx,
  record: SeedSourcingRequest,
  requestId: number,
  buyer: CompanyRow,
  company: ReadonlyMap<string, CompanyRow>,
  times: ReturnType<typeof requestTimes>,
  now: Date,
): Promise<void> {
  if (record.quotes.length === 0) return;
  if (!times.liveAt || !times.closesAt) fail(record, 'only a request that went live has quotes');
  const liveAt = times.liveAt;
  const end = times.closedAt ?? (times.closesAt < now ? times.closesAt : now);
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  let counted = 0;
  for (const quote of record.quotes) {
    const supplier = found(company, quote.supplier, record, 'supplier');
    if (!supplier.certified) fail(record, `${supplier.name} is not certified`);
    if (supplier.id === buyer.id) fail(record, 'the buyer quotes on its own request');
    if (!supplier.kinds.some((kind) => (record.kinds as readonly string[]).includes(kind))) fail(record, `${supplier.name} is of no kind the request wants`);
    const sent = quote.revisions.map((revision) => ago(revision.daysAgo));
    sent.forEach((at, index) => {
      if (at < liveAt || at > end) fail(record, `${supplier.name}'s revision ${index + 1} was not sent while the request was open`);
      if (index > 0 && at <= sent[index - 1]!) fail(record, `${supplier.name}'s revisions are not in order`);
      const revision = quote.revisions[index]!;
      if ((revision.unitPrice === undefined) === (revision.total === undefined)) fail(record, `${supplier.name}'s revision ${index + 1} needs a unit price or a total`);
      if (contactDetailIn(revision.message)) fail(record, `contact details in ${supplier.name}'s message`);
    });
    const last = sent[sent.length - 1]!;
    const decided = quote.decidedDaysAgo === undefined ? null : ago(quote.decidedDaysAgo);
    if ((quote.status === 'sent') !== (decided === null)) fail(record, `${supplier.name}'s quote: decidedDaysAgo goes with withdrawn, accepted or declined only`);
    if (decided && (decided < last || decided > now)) fail(record, `${supplier.name}'s quote was decided before its last revision`);
    const [row] = await tx
      .insert(sourcingQuotes)
      .values({ requestId, supplierCompanyId: supplier.id, status: quote.status, revision: quote.revisions.length, createdAt: sent[0]!, updatedAt: decided ?? last })
      .returning({ id: sourcingQuotes.id });
    await tx.insert(sourcingQuoteRevisions).values(
      quote.revisions.map((revision, index) => ({
        quoteId: row!.id,
        revision: index + 1,
        unitPriceFen: revision.unitPrice === undefined ? null : Math.round(revision.unitPrice * 100),
        totalFen: revision.total === undefined ? null : Math.round(revision.total * 100),
        minOrder: revision.minOrder,
        leadTimeDays: revision.leadTimeDays,
        validUntil: chinaDayOf(new Date(sent[index]!.getTime() + revision.validDays * DAY_MS)),
        message: revision.message,
        createdAt: sent[index]!,
      })),
    );
    if (quote.status !== 'withdrawn') counted += 1;
  }
  await tx.update(sourcingRequests).set({ quoteCount: counted }).where(inArray(sourcingRequests.id, [requestId]));
}
