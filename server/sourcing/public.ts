import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { GRAM_MAX, searchTerms, termGrams } from '@/lib/search/query';
import type { CompanyKind } from '@/lib/companies/rules';
import { QUANTITY_BAND_RANGES, SOURCING_PER_PAGE, type QuantityBand } from '@/lib/sourcing/rules';
import type { Db, Executor } from '../db';
import { companies, sourcingRequests } from '../db/schema';
import { categoryFilterIds, type CategoryRow } from '../companies/categories';
import { publicRequests } from './rules';

/**
 * What the public reads of sourcing requests: the list of open (and recently ended) requests, newest first,
 * with its filters and keyword (the site search's matching: every term through the grams' index, longer ones
 * checked in the text), one request, the list's regions and the sitemap's ids.
 */

export interface SourcingFilters {
  q?: string;
  category?: number;
  region?: string;
  kind?: CompanyKind;
  band?: QuantityBand;
  page?: number;
  perPage?: number;
}

export type RequestRow = typeof sourcingRequests.$inferSelect;

export interface PublicRequestRow {
  request: RequestRow;
  companyName: string;
  companyCertified: boolean;
}

/** Requests holding every term (at least one), as the site search matches them. */
export function sourcingMatch(terms: readonly string[]): SQL | undefined {
  if (terms.length === 0) return undefined;
  const grams = [...new Set(terms.flatMap(termGrams))];
  const longTerms = terms.filter((term) => Array.from(term).length > GRAM_MAX);
  return and(
    sql`${sourcingRequests.searchGrams} @> array[${sql.join(
      grams.map((gram) => sql`${gram}`),
      sql`, `,
    )}]::text[]`,
    ...longTerms.map((term) => sql`strpos(${sourcingRequests.searchText}, ${term}) > 0`),
  );
}

function listWhere(filters: SourcingFilters, categories: readonly CategoryRow[], terms: readonly string[], now: Date): SQL | undefined {
  const categoryIds = filters.category === undefined ? null : categoryFilterIds(categories, filters.category);
  const band = filters.band ? QUANTITY_BAND_RANGES[filters.band] : null;
  return and(
    publicRequests(now),
    categoryIds === null ? undefined : categoryIds.length === 0 ? sql`false` : inArray(sourcingRequests.categoryId, categoryIds),
    filters.region ? eq(sourcingRequests.region, filters.region) : undefined,
    filters.kind ? sql`${sourcingRequests.kindsWanted} @> array[${filters.kind}]::company_kind[]` : undefined,
    band ? gte(sourcingRequests.quantity, band[0]) : undefined,
    band && band[1] !== null ? lte(sourcingRequests.quantity, band[1]) : undefined,
    sourcingMatch(terms),
  );
}

export interface SourcingPage {
  items: PublicRequestRow[];
  total: number;
  page: number;
  pageCount: number;
}

/** One page of the public list: open requests first, newest first; then the ended ones, most recently ended first. */
export async function listRequests(db: Db, filters: SourcingFilters, categories: readonly CategoryRow[], now = new Date()): Promise<SourcingPage> {
  const page = filters.page ?? 1;
  const perPage = filters.perPage ?? SOURCING_PER_PAGE;
  const terms = filters.q ? searchTerms(filters.q) : [];
  const where = listWhere(filters, categories, terms, now);
  const query = (executor: Executor) =>
    executor
      .select({ request: sourcingRequests, companyName: companies.name, companyCertified: sql<boolean>`${companies.certifiedAt} is not null`, total: sql<number>`(count(*) over ())::int` })
      .from(sourcingRequests)
      .innerJoin(companies, eq(companies.id, sourcingRequests.buyerCompanyId))
      .where(where)
      .orderBy(sql`case when ${sourcingRequests.status} = 'live' and ${sourcingRequests.closesAt} > ${now} then 0 else 1 end`, desc(sourcingRequests.liveAt), desc(sourcingRequests.id))
      .limit(perPage)
      .offset((page - 1) * perPage);
  const rows =
    terms.length === 0
      ? await query(db)
      : await db.transaction(async (tx) => {
          // As the site search: a common term still goes through the grams' index; no JIT (PostgreSQL).
          await tx.execute(sql`select set_config('enable_seqscan', 'off', true), set_config('jit', 'off', true)`);
          return query(tx);
        });
  const total = rows.length > 0 ? Number(rows[0]!.total) : page > 1 ? await countRequests(db, where) : 0;
  return {
    items: rows.map(({ request, companyName, companyCertified }) => ({ request, companyName, companyCertified: Boolean(companyCertified) })),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / perPage)),
  };
}

async function countRequests(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(sourcingRequests).where(where);
  return Number(row?.total ?? 0);
}

/** One request the public may see, or null. */
export async function publicRequest(db: Executor, id: number, now = new Date()): Promise<PublicRequestRow | null> {
  const [row] = await db
    .select({ request: sourcingRequests, companyName: companies.name, companyCertified: sql<boolean>`${companies.certifiedAt} is not null` })
    .from(sourcingRequests)
    .innerJoin(companies, eq(companies.id, sourcingRequests.buyerCompanyId))
    .where(and(eq(sourcingRequests.id, id), publicRequests(now)));
  return row ? { ...row, companyCertified: Boolean(row.companyCertified) } : null;
}

/** The delivery regions of the requests the public sees, in code-point order (the region filter). */
export async function requestRegions(db: Executor, now = new Date()): Promise<string[]> {
  const rows = await db.selectDistinct({ region: sourcingRequests.region }).from(sourcingRequests).where(publicRequests(now));
  // Sorted here: the same order on any server and locale (a DISTINCT cannot be ordered by a collated expression).
  return rows.map((row) => row.region).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The ids and last changes of the requests the public sees (the sitemap). */
export async function sitemapRequests(db: Executor, now = new Date()): Promise<{ id: number; updatedAt: Date }[]> {
  return db
    .select({ id: sourcingRequests.id, updatedAt: sourcingRequests.updatedAt })
    .from(sourcingRequests)
    .where(publicRequests(now))
    .orderBy(asc(sourcingRequests.id));
}
