import type { Db } from '@/server/db';
import { sourcingQuoteRevisions, sourcingQuotes, sourcingRequests } from '@/server/db/schema';

/**
 * Builders of sourcing data for tests of the later slices of issue 38: a live request as staff's approval
 * leaves it, and a quote with its revisions written straight into the tables (quoting has its own routes; these
 * only set the scene). A quote's latest revision is the one with the highest `revision`.
 */

const DAY = 24 * 60 * 60 * 1000;

export async function buildLiveRequest(db: Db, values: { buyerCompanyId: number; buyerId: number | null; categoryId: number } & Partial<typeof sourcingRequests.$inferInsert>, now = new Date()) {
  const [row] = await db
    .insert(sourcingRequests)
    .values({
      title: '纯棉圆领 T 恤 2 万件',
      quantity: 20000,
      unit: 'piece',
      region: '浙江杭州',
      neededBy: '2030-06-30',
      kindsWanted: ['factory'],
      openDays: 30,
      status: 'live',
      submittedAt: new Date(now.getTime() - 2 * DAY),
      liveAt: new Date(now.getTime() - DAY),
      closesAt: new Date(now.getTime() + 29 * DAY),
      ...values,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export interface TermsFixture {
  unitPriceFen?: number | null;
  totalFen?: number | null;
  minOrder: number;
  leadTimeDays: number;
  validUntil?: string;
  message?: string;
}

/** A quote sent by `authorId` of the supplier company, with one revision per terms given (the last is the latest). */
export async function buildQuote(db: Db, { requestId, supplierCompanyId, authorId }: { requestId: number; supplierCompanyId: number; authorId: number | null }, revisions: readonly TermsFixture[]) {
  const [quote] = await db.insert(sourcingQuotes).values({ requestId, supplierCompanyId, authorId, revision: revisions.length }).returning();
  if (!quote) throw new Error('insert returned no row');
  await db.insert(sourcingQuoteRevisions).values(
    revisions.map((terms, index) => ({
      quoteId: quote.id,
      revision: index + 1,
      unitPriceFen: terms.unitPriceFen ?? null,
      totalFen: terms.totalFen ?? null,
      minOrder: terms.minOrder,
      leadTimeDays: terms.leadTimeDays,
      validUntil: terms.validUntil ?? '2030-01-31',
      message: terms.message ?? '',
      authorId,
    })),
  );
  return quote;
}
