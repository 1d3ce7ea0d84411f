import { and, eq, gt, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { GRAM_MAX, searchTerms, termGrams } from '@/lib/search-query';
import type { Db } from '../db/client';
import { activities, articles, companies, jobs } from '../db/schema';
import { companyMatch } from '../companies/directory';

/**
 * Site search over published articles (members-only ones by title and summary:
 * their body is not in search_text), published activities, open positions and
 * public companies (the directory's matching: server/companies/directory.ts).
 *
 * Every term must occur in the row's search_text (migration 0013 keeps it).
 * Articles are found through the GIN index of their grams: a term of up to
 * three characters is matched by its gram exactly; a longer one by its
 * triples, then checked with strpos; companies likewise. Rank: every term in the title (0), in title and summary
 * (1), anywhere (2); newer first among equals, where "when" is the article's
 * publication, the activity's start, the position's posting and the company's
 * certification (or, uncertified, its creation). A company's "title" is its
 * name, its "summary" its summary.
 */

export const SEARCH_PER_PAGE = 10;

export type SearchKind = 'article' | 'activity' | 'job' | 'company';

export interface SearchMatch {
  kind: SearchKind;
  id: number;
  /** 0 title, 1 title and summary, 2 elsewhere. */
  tier: number;
}

export interface SearchPage {
  terms: string[];
  matches: SearchMatch[];
  total: number;
  page: number;
  pageCount: number;
}

const fold = (value: SQL | unknown) => sql`site_search_fold(${value})`;

/** True when every term occurs in `text` (already folded). */
function allIn(text: SQL, terms: readonly string[]): SQL {
  return sql.join(
    terms.map((term) => sql`strpos(${text}, ${term}) > 0`),
    sql` and `,
  );
}

function tier(title: SQL, head: SQL, terms: readonly string[]): SQL {
  return sql`case when ${allIn(title, terms)} then 0 when ${allIn(head, terms)} then 1 else 2 end`;
}

/**
 * Articles holding every term (at least one): by the grams' index, and for a
 * term longer than a gram, checked in the text. Only published articles have
 * search text; the channel lists' keyword search uses this too.
 */
export function articleMatch(terms: readonly string[]): SQL {
  const grams = [...new Set(terms.flatMap(termGrams))];
  const longTerms = terms.filter((term) => Array.from(term).length > GRAM_MAX);
  return and(
    sql`${articles.searchGrams} @> array[${sql.join(
      grams.map((gram) => sql`${gram}`),
      sql`, `,
    )}]::text[]`,
    longTerms.length > 0 ? allIn(sql`${articles.searchText}`, longTerms) : undefined,
  ) as SQL;
}

function articleHits(terms: readonly string[], now: Date): SQL {
  const where = and(eq(articles.status, 'published'), lt(articles.publishedAt, now), articleMatch(terms));
  // Folded when written: folding here, row by row, would cost more than all the rest.
  const title = sql`${articles.searchTitle}`;
  const inHead = sql.join(
    terms.map((term) => sql`(strpos(${articles.searchTitle}, ${term}) > 0 or strpos(${articles.searchSummary}, ${term}) > 0)`),
    sql` and `,
  );
  const rank = sql`case when ${allIn(title, terms)} then 0 when ${inHead} then 1 else 2 end`;
  return sql`select 'article' as kind, ${articles.id} as id, ${rank} as tier, ${articles.publishedAt} as at
    from ${articles} where ${where}`;
}

function activityHits(terms: readonly string[]): SQL {
  const title = fold(sql`concat_ws(' ', ${activities.title}, ${activities.titleEn})`);
  const head = fold(sql`concat_ws(' ', ${activities.title}, ${activities.titleEn}, ${activities.summary}, ${activities.summaryEn})`);
  return sql`select 'activity' as kind, ${activities.id} as id, ${tier(title, head, terms)} as tier, ${activities.startsAt} as at
    from ${activities} where ${activities.published} and ${allIn(sql`${activities.searchText}`, terms)}`;
}

function jobHits(terms: readonly string[], now: Date): SQL {
  const title = fold(sql`concat_ws(' ', ${jobs.title}, ${jobs.titleEn})`);
  const head = fold(sql`concat_ws(' ', ${jobs.title}, ${jobs.titleEn}, ${jobs.department}, ${jobs.departmentEn})`);
  const open = and(eq(jobs.hidden, false), or(isNull(jobs.closesAt), gt(jobs.closesAt, now)));
  return sql`select 'job' as kind, ${jobs.id} as id, ${tier(title, head, terms)} as tier, ${jobs.postedAt} as at
    from ${jobs} where ${open} and ${allIn(sql`${jobs.searchText}`, terms)}`;
}

function companyHits(terms: readonly string[]): SQL {
  const title = fold(sql`concat_ws(' ', ${companies.name}, ${companies.nameEn})`);
  const head = fold(sql`concat_ws(' ', ${companies.name}, ${companies.nameEn}, ${companies.summary}, ${companies.summaryEn})`);
  return sql`select 'company' as kind, ${companies.id} as id, ${tier(title, head, terms)} as tier, coalesce(${companies.certifiedAt}, ${companies.createdAt}) as at
    from ${companies} where not ${companies.hidden} and ${companyMatch(terms)}`;
}

/** Every kind's matches, one union. */
function allHits(terms: readonly string[], now: Date): SQL {
  return sql`${articleHits(terms, now)} union all ${activityHits(terms)} union all ${jobHits(terms, now)} union all ${companyHits(terms)}`;
}

interface HitRow extends Record<string, unknown> {
  kind: SearchKind;
  id: number;
  tier: number;
  total: number;
}

/** One page of matches of `query` (nothing for a query without terms). */
export async function searchSite(
  db: Db,
  { q, page = 1, perPage = SEARCH_PER_PAGE, now = new Date() }: { q: string; page?: number; perPage?: number; now?: Date },
): Promise<SearchPage> {
  const terms = searchTerms(q);
  if (terms.length === 0) return { terms, matches: [], total: 0, page, pageCount: 1 };
  const { rows, total } = await db.transaction(async (tx) => {
    await indexOverScan(tx);
    const result = await tx.execute<HitRow>(sql`
      select kind, id, tier, (count(*) over ())::int as total
      from (${allHits(terms, now)}) as hits
      order by tier, at desc, kind, id desc
      limit ${perPage} offset ${(page - 1) * perPage}`);
    const found = (result as unknown as { rows: HitRow[] }).rows;
    // A page past the last one has no row to carry the count.
    const count = found.length === 0 && page > 1 ? await countMatches(tx, terms, now) : Number(found[0]?.total ?? 0);
    return { rows: found, total: count };
  });
  return {
    terms,
    matches: rows.map((row) => ({ kind: row.kind, id: Number(row.id), tier: Number(row.tier) })),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / perPage)),
  };
}

/**
 * Within the search's transaction: find articles through the grams' index even
 * when a term is in most of them. The planner would rather read the table, and
 * does not know that testing each row's grams (a large array, stored apart)
 * costs far more than the index's list of rows: ten times more, on PGlite.
 * Turning table reads off makes every plan look dear (the small activities and
 * jobs tables are still read whole), and PostgreSQL would then compile each
 * search with JIT: 400 ms for a query that takes 10. No JIT, then.
 */
async function indexOverScan(tx: Db): Promise<void> {
  await tx.execute(sql`set local enable_seqscan = off`);
  await tx.execute(sql`set local jit = off`);
}

/** How many rows match. */
async function countMatches(db: Db, terms: readonly string[], now: Date): Promise<number> {
  const result = await db.execute<{ total: number }>(sql`
    select count(*)::int as total
    from (${allHits(terms, now)}) as hits`);
  return Number((result as unknown as { rows: { total: number }[] }).rows[0]?.total ?? 0);
}
