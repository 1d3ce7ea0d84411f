import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { GRAM_MAX, searchTerms, termGrams } from '@/lib/search/query';
import type { CompanyKind } from '@/lib/companies/rules';
import type { Db } from '../db/client';
import { companies, companyCategories } from '../db/schema';
import { categoryFilterIds, type CategoryRow } from './categories';

/**
 * The public directory (/companies, GET /api/companies, the audience pages' blocks): companies that are not
 * hidden, filtered by kind, category (a top category includes its children), region, certified and a keyword,
 * 12 a page; certified companies first, the most recently certified first, then the rest by name.
 *
 * The keyword is read as the site search reads it (lib/search/query.ts): every term must occur in the company's
 * search text (name, summary, region, capacity, processes, services, products, categories, introduction; the
 * migration's trigger keeps it), found through the GIN index of its grams as server/search/search.ts finds articles.
 */

export const DIRECTORY_PER_PAGE = 12;

/** The columns a card or a profile shows (never the USCC, the certification's id or the search columns). */
export const publicCompanyColumns = {
  id: companies.id,
  name: companies.name,
  nameEn: companies.nameEn,
  kinds: companies.kinds,
  logo: companies.logo,
  summary: companies.summary,
  summaryEn: companies.summaryEn,
  province: companies.province,
  city: companies.city,
  certifiedKind: companies.certifiedKind,
  certifiedAt: companies.certifiedAt,
  updatedAt: companies.updatedAt,
};

export type CompanyCardRow = {
  id: number;
  name: string;
  nameEn: string | null;
  kinds: CompanyKind[];
  logo: string | null;
  summary: string;
  summaryEn: string | null;
  province: string;
  city: string;
  certifiedKind: CompanyKind | null;
  certifiedAt: Date | null;
  updatedAt: Date;
  /** The company's category ids (visible or not: the view keeps the visible ones). */
  categoryIds: number[];
};

export interface DirectoryFilters {
  kind?: CompanyKind;
  /** A category id: with `categories` (the visible list), a top category stands for its children too. */
  category?: number;
  province?: string;
  city?: string;
  certified?: boolean;
  q?: string;
  page?: number;
  perPage?: number;
}

export interface DirectoryPage {
  items: CompanyCardRow[];
  total: number;
  page: number;
  pageCount: number;
  /** The keyword's terms (empty without one). */
  terms: string[];
}

/** Companies whose search text holds every term: the grams' index, then, for a term longer than a gram, the text. */
export function companyMatch(terms: readonly string[]): SQL | undefined {
  if (terms.length === 0) return undefined;
  const grams = [...new Set(terms.flatMap(termGrams))];
  const longTerms = terms.filter((term) => Array.from(term).length > GRAM_MAX);
  return and(
    sql`${companies.searchGrams} @> array[${sql.join(
      grams.map((gram) => sql`${gram}`),
      sql`, `,
    )}]::text[]`,
    ...longTerms.map((term) => sql`strpos(${companies.searchText}, ${term}) > 0`),
  );
}

/** The public directory's condition for these filters. */
function directoryWhere(filters: DirectoryFilters, categories: readonly CategoryRow[], terms: readonly string[]): SQL | undefined {
  const categoryIds = filters.category === undefined ? null : categoryFilterIds(categories, filters.category);
  return and(
    eq(companies.hidden, false),
    filters.kind ? sql`${companies.kinds} @> array[${filters.kind}]::company_kind[]` : undefined,
    categoryIds === null
      ? undefined
      : categoryIds.length === 0
        ? sql`false`
        : sql`exists (select 1 from ${companyCategories} where ${companyCategories.companyId} = ${companies.id} and ${inArray(companyCategories.categoryId, categoryIds)})`,
    filters.province ? eq(companies.province, filters.province) : undefined,
    filters.city ? eq(companies.city, filters.city) : undefined,
    filters.certified ? isNotNull(companies.certifiedAt) : undefined,
    companyMatch(terms),
  );
}

/**
 * Certified first (newest certification first), then by name (by code point: the same order on any server and
 * locale); the id keeps pages from overlapping.
 */
const directoryOrder = [sql`${companies.certifiedAt} is null`, sql`${companies.certifiedAt} desc nulls last`, sql`${companies.name} collate "C"`, asc(companies.id)];

/** The category ids of these companies, by company. */
export async function categoryIdsOf(db: Db, ids: readonly number[]): Promise<Map<number, number[]>> {
  const byCompany = new Map<number, number[]>();
  if (ids.length === 0) return byCompany;
  const rows = await db
    .select({ companyId: companyCategories.companyId, categoryId: companyCategories.categoryId })
    .from(companyCategories)
    .where(inArray(companyCategories.companyId, [...ids]))
    .orderBy(asc(companyCategories.categoryId));
  for (const row of rows) byCompany.set(row.companyId, [...(byCompany.get(row.companyId) ?? []), row.categoryId]);
  return byCompany;
}

/** A company's category ids, in one sub-select per row shown (PostgreSQL evaluates it after the sort and limit). */
const categoryIdsColumn = sql<number[]>`(select coalesce(array_agg(${companyCategories.categoryId} order by ${companyCategories.categoryId}), '{}'::int[]) from ${companyCategories} where ${companyCategories.companyId} = ${companies.id})`;

/** One page of the directory. `categories` is the visible category list (categories.ts visibleCategories). */
export async function listDirectory(db: Db, filters: DirectoryFilters, categories: readonly CategoryRow[]): Promise<DirectoryPage> {
  const page = filters.page ?? 1;
  const perPage = filters.perPage ?? DIRECTORY_PER_PAGE;
  const terms = filters.q ? searchTerms(filters.q) : [];
  const where = directoryWhere(filters, categories, terms);
  const query = (executor: Pick<Db, 'select'>) =>
    executor
      .select({ ...publicCompanyColumns, categoryIds: categoryIdsColumn, total: sql<number>`(count(*) over ())::int` })
      .from(companies)
      .where(where)
      .orderBy(...directoryOrder)
      .limit(perPage)
      .offset((page - 1) * perPage);
  const rows =
    terms.length === 0
      ? await query(db)
      : await db.transaction(async (tx) => {
          // As the site search does (server/search/search.ts indexOverScan): a common term must still be found
          // through the grams' index, not by testing every row's large grams array; and no JIT (PostgreSQL).
          // One statement for both settings: every round trip counts at this size.
          await tx.execute(sql`select set_config('enable_seqscan', 'off', true), set_config('jit', 'off', true)`);
          return query(tx);
        });
  // A page past the last one has no row to carry the count.
  const total = rows.length > 0 ? Number(rows[0]!.total) : page > 1 ? await countDirectory(db, where) : 0;
  return {
    items: rows.map((row) => ({ ...withoutTotal(row), categoryIds: (row.categoryIds ?? []).map(Number) })),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / perPage)),
    terms,
  };
}

function withoutTotal<T extends { total: number }>(row: T): Omit<T, 'total'> {
  const copy: Partial<T> = { ...row };
  delete copy.total;
  return copy as Omit<T, 'total'>;
}

async function countDirectory(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(companies).where(where);
  return Number(row?.total ?? 0);
}

/** The newest certified public companies of a kind (an audience page's block). */
export async function newestCertified(db: Db, kind: CompanyKind, limit = 6): Promise<CompanyCardRow[]> {
  const rows = await db
    .select(publicCompanyColumns)
    .from(companies)
    .where(and(eq(companies.hidden, false), isNotNull(companies.certifiedAt), sql`${companies.kinds} @> array[${kind}]::company_kind[]`))
    .orderBy(desc(companies.certifiedAt), asc(companies.id))
    .limit(limit);
  const categoryIds = await categoryIdsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, categoryIds: categoryIds.get(row.id) ?? [] }));
}

/** The provinces of public companies, each with its cities, in Chinese order (the region filter). */
export async function directoryRegions(db: Db): Promise<{ province: string; cities: string[] }[]> {
  const rows = await db
    .selectDistinct({ province: companies.province, city: companies.city })
    .from(companies)
    .where(and(eq(companies.hidden, false), sql`${companies.province} <> ''`));
  const byProvince = new Map<string, Set<string>>();
  for (const row of rows) {
    const cities = byProvince.get(row.province) ?? new Set<string>();
    if (row.city) cities.add(row.city);
    byProvince.set(row.province, cities);
  }
  const zh = (a: string, b: string) => a.localeCompare(b, 'zh-CN');
  return [...byProvince.entries()].sort(([a], [b]) => zh(a, b)).map(([province, cities]) => ({ province, cities: [...cities].sort(zh) }));
}

/** Every public company's id and last change (the sitemap). */
export async function publicCompanyIds(db: Db): Promise<{ id: number; updatedAt: Date }[]> {
  return db.select({ id: companies.id, updatedAt: companies.updatedAt }).from(companies).where(eq(companies.hidden, false)).orderBy(asc(companies.id));
}
