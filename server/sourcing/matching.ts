import { and, arrayOverlaps, eq, inArray, isNotNull, ne, notInArray, sql } from 'drizzle-orm';
import type { CompanyKind } from '@/lib/companies/rules';
import type { MatchView } from '@/lib/sourcing/staff-views';
import type { Executor } from '../db';
import { companies, companyCategories, productCategories, sourcingInvitations, sourcingQuotes } from '../db/schema';

/**
 * Matching (item 6 of issue 38): for a request that is live, the certified companies (not hidden, not the
 * buyer's) of a kind the buyer wants and with a category that fits, ranked for staff, who may invite them.
 * A company that has already quoted on the request is left out: it needs no invitation.
 *
 * The score, out of 100:
 * - category, 40: the request's own category among the company's; 20: only a category of the same top
 *   category (the top one itself or one of its children). A company with neither is not a candidate;
 * - region, 25: the company's city is named in the request's delivery region ("浙江杭州" names 杭州市);
 *   15: only its province is ("浙江" of 浙江省). Names are compared without 省/市/自治区 and letter case;
 * - past quotes, up to 20: 2 for each quote the company has sent on any request (withdrawn ones not counted),
 *   at most 10 counted — a company that answers requests is likelier to answer this one;
 * - certified age, up to 15: 3 for each whole year since its certification, at most 5 years.
 * Ties: the longer certified first, then the lower id. The top MATCHES_SHOWN are shown.
 */

export const MATCHES_SHOWN = 20;

export const MATCH_POINTS = {
  categoryExact: 40,
  categoryTop: 20,
  regionCity: 25,
  regionProvince: 15,
  perPastQuote: 2,
  pastQuotesCounted: 10,
  perCertifiedYear: 3,
  certifiedYearsCounted: 5,
} as const;

const YEAR_MS = 365.25 * 24 * 60 * 60 * 1000;

/** A place's name without its administrative suffix and letter case: 浙江省 → 浙江, 杭州市 → 杭州, 广西壮族自治区 → 广西. */
export function placeName(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/(维吾尔自治区|壮族自治区|回族自治区|特别行政区|自治区|自治州|地区|省|市|province|city)$/u, '')
    .trim();
}

/** How a company's city and province fit a request's delivery region. */
export function regionFit(region: string, city: string, province: string): MatchView['region'] {
  const wanted = region.trim().toLowerCase();
  const names = (value: string) => [value.trim().toLowerCase(), placeName(value)].filter((name) => Array.from(name).length >= 2);
  if (wanted === '') return 'none';
  if (names(city).some((name) => wanted.includes(name))) return 'city';
  if (names(province).some((name) => wanted.includes(name))) return 'province';
  return 'none';
}

/** Whole years from a company's certification to now (0 in its first year). */
export function certifiedYears(certifiedAt: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - certifiedAt.getTime()) / YEAR_MS));
}

export interface MatchFacts {
  category: MatchView['category'];
  region: MatchView['region'];
  pastQuotes: number;
  certifiedYears: number;
}

/** A candidate's score (see above). */
export function matchScore(facts: MatchFacts): number {
  const category = facts.category === 'exact' ? MATCH_POINTS.categoryExact : facts.category === 'top' ? MATCH_POINTS.categoryTop : 0;
  const region = facts.region === 'city' ? MATCH_POINTS.regionCity : facts.region === 'province' ? MATCH_POINTS.regionProvince : 0;
  const quotes = Math.min(facts.pastQuotes, MATCH_POINTS.pastQuotesCounted) * MATCH_POINTS.perPastQuote;
  const age = Math.min(facts.certifiedYears, MATCH_POINTS.certifiedYearsCounted) * MATCH_POINTS.perCertifiedYear;
  return category + region + quotes + age;
}

/** The category fit of a company's categories (each with its top) to a request's category and its top. */
export function categoryFit(request: { categoryId: number; topId: number }, own: readonly { id: number; topId: number }[]): MatchView['category'] {
  if (own.some((category) => category.id === request.categoryId)) return 'exact';
  if (own.some((category) => category.topId === request.topId)) return 'top';
  return 'none';
}

export interface MatchRequest {
  id: number;
  buyerCompanyId: number;
  categoryId: number;
  region: string;
  kindsWanted: CompanyKind[];
}

const topOf = sql<number>`coalesce(${productCategories.parentId}, ${productCategories.id})`;

/** The companies ranked for a request, best first, at most `limit`, each saying whether it was invited already. */
export async function matchCompanies(db: Executor, request: MatchRequest, now = new Date(), limit = MATCHES_SHOWN): Promise<MatchView[]> {
  const [category] = await db.select({ id: productCategories.id, topId: topOf }).from(productCategories).where(eq(productCategories.id, request.categoryId));
  if (!category || request.kindsWanted.length === 0) return [];
  const quoted = db.select({ id: sourcingQuotes.supplierCompanyId }).from(sourcingQuotes).where(eq(sourcingQuotes.requestId, request.id));
  const fitting = db
    .select({ id: companyCategories.companyId })
    .from(companyCategories)
    .innerJoin(productCategories, eq(productCategories.id, companyCategories.categoryId))
    .where(sql`${productCategories.id} = ${category.id} or ${topOf} = ${category.topId}`);
  const candidates = await db
    .select({ id: companies.id, name: companies.name, kinds: companies.kinds, city: companies.city, province: companies.province, certifiedAt: companies.certifiedAt })
    .from(companies)
    .where(
      and(
        isNotNull(companies.certifiedAt),
        eq(companies.hidden, false),
        ne(companies.id, request.buyerCompanyId),
        arrayOverlaps(companies.kinds, request.kindsWanted),
        inArray(companies.id, fitting),
        notInArray(companies.id, quoted),
      ),
    );
  if (candidates.length === 0) return [];
  const ids = candidates.map((candidate) => candidate.id);
  const [owned, quotes, invited] = await Promise.all([
    db
      .select({ companyId: companyCategories.companyId, id: productCategories.id, topId: topOf })
      .from(companyCategories)
      .innerJoin(productCategories, eq(productCategories.id, companyCategories.categoryId))
      .where(inArray(companyCategories.companyId, ids)),
    db
      .select({ companyId: sourcingQuotes.supplierCompanyId, count: sql<number>`count(*)::int` })
      .from(sourcingQuotes)
      .where(and(inArray(sourcingQuotes.supplierCompanyId, ids), ne(sourcingQuotes.status, 'withdrawn')))
      .groupBy(sourcingQuotes.supplierCompanyId),
    db.select({ companyId: sourcingInvitations.companyId }).from(sourcingInvitations).where(eq(sourcingInvitations.requestId, request.id)),
  ]);
  const invitedIds = new Set(invited.map((row) => row.companyId));
  const quoteCounts = new Map(quotes.map((row) => [row.companyId, row.count]));
  const ranked = candidates.map((candidate) => {
    const facts: MatchFacts = {
      category: categoryFit({ categoryId: category.id, topId: category.topId }, owned.filter((row) => row.companyId === candidate.id)),
      region: regionFit(request.region, candidate.city, candidate.province),
      pastQuotes: quoteCounts.get(candidate.id) ?? 0,
      certifiedYears: certifiedYears(candidate.certifiedAt!, now),
    };
    return {
      view: { companyId: candidate.id, name: candidate.name, kinds: candidate.kinds, city: candidate.city, province: candidate.province, score: matchScore(facts), ...facts, invited: invitedIds.has(candidate.id) },
      certifiedAt: candidate.certifiedAt!.getTime(),
    };
  });
  ranked.sort((a, b) => b.view.score - a.view.score || a.certifiedAt - b.certifiedAt || a.view.companyId - b.view.companyId);
  return ranked.slice(0, limit).map((entry) => entry.view);
}
