import { and, eq, gt, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import enActivities from '@/locales/en/activities.json';
import zhActivities from '@/locales/zh-CN/activities.json';
import { ACTIVITY_KINDS, type ActivityKind } from '@/lib/activities/rules';
import { foldCase, GRAM_MAX, searchTerms, termGrams } from '@/lib/search/query';
import type { Db } from '../db/client';
import { activities, articles, companies, consultants, jobs, sourcingRequests } from '../db/schema';
import { companyMatch } from '../companies/directory';
import { sourcingMatch } from '../sourcing/public';
import { publicRequests } from '../sourcing/rules';
import { matchStaticPages } from './static-pages';

/**
 * Site search over published articles (members-only ones by title and summary:
 * their body is not in search_text), published activities, open positions,
 * public companies (the directory's matching: server/companies/directory.ts),
 * the sourcing requests the public sees (open, or ended within 30 days: server/sourcing/),
 * the consultants shown on the site and the site's own pages
 * (./static-pages.ts).
 *
 * Every term must occur in the row's search_text (migration 0013 keeps it).
 * Articles are found through the GIN index of their grams: a term of up to
 * three characters is matched by its gram exactly; a longer one by its
 * triples, then checked with strpos; companies likewise. An activity is also
 * found by the words for its kind in both languages (a show is a 展会, a trade
 * show, an expo: ACTIVITY_KIND_WORDS), which count as its title.
 *
 * Rank: the whole query is the title, in either language, white space aside
 * (0); every term in the title (1); in title and summary (2); anywhere (3).
 * Among equals, activities still to come first, soonest first; then newer
 * first, where "when" is the article's publication, the activity's start, the
 * position's posting, the company's certification (or, uncertified, its
 * creation) and the sourcing request's going live; consultants and pages are undated and come after. A company's
 * "title" is its name, its "summary" its summary; a consultant's title is
 * their name, their summary their title and expertise.
 */

export const SEARCH_PER_PAGE = 10;

export type SearchKind = 'article' | 'activity' | 'job' | 'company' | 'sourcing' | 'consultant' | 'page';

export interface SearchMatch {
  kind: SearchKind;
  /** The row's id; for a page, its place in server/search/static-pages.ts. */
  id: number;
  /** 0 the whole title, 1 title, 2 title and summary, 3 elsewhere. */
  tier: number;
}

/**
 * The words an activity of each kind answers to, beside its kind's name on the
 * site (activities.json `kinds`) in both languages: what people call such an
 * event. Folded as a query is.
 */
const KIND_SYNONYMS: Record<ActivityKind, readonly string[]> = {
  show: ['展会', '展览会', '博览会', '交易会', 'trade show', 'trade fair', 'exhibition', 'expo', 'fair'],
  forum: ['论坛', '峰会', '大会', 'forum', 'summit', 'conference'],
  course: ['课程', '公开课', '培训', '工作坊', 'course', 'class', 'training', 'workshop'],
  matchmaking: ['对接会', '对接', '洽谈', 'matchmaking', 'business meetings'],
  salon: ['沙龙', '交流会', 'salon', 'meetup'],
  visit: ['参观', '考察', '开放日', 'visit', 'tour', 'open day'],
};

export const ACTIVITY_KIND_WORDS: Readonly<Record<ActivityKind, string>> = Object.fromEntries(
  ACTIVITY_KINDS.map((kind) => [kind, foldCase([zhActivities.kinds[kind], enActivities.kinds[kind], ...KIND_SYNONYMS[kind]].join(' | '))]),
) as Record<ActivityKind, string>;

export interface SearchPage {
  terms: string[];
  matches: SearchMatch[];
  total: number;
  page: number;
  pageCount: number;
}

/** The kinds whose words hold `term`: decided here, so a term no kind answers to costs the query nothing. */
function kindsHolding(term: string): ActivityKind[] {
  return ACTIVITY_KINDS.filter((kind) => ACTIVITY_KIND_WORDS[kind].includes(term));
}

/** True when every term occurs in `text` (already folded) or in the words of the activity's kind. */
function allInOrKind(text: SQL, terms: readonly string[]): SQL {
  return sql.join(
    terms.map((term) => {
      const kinds = kindsHolding(term);
      const inText = sql`strpos(${text}, ${term}) > 0`;
      if (kinds.length === 0) return inText;
      return sql`(${inText} or ${activities.kind} in (${sql.join(
        kinds.map((kind) => sql`${kind}`),
        sql`, `,
      )}))`;
    }),
    sql` and `,
  );
}

const fold = (value: SQL | unknown) => sql`site_search_fold(${value})`;

/** True when every term occurs in `text` (already folded). */
function allIn(text: SQL, terms: readonly string[]): SQL {
  return sql.join(
    terms.map((term) => sql`strpos(${text}, ${term}) > 0`),
    sql` and `,
  );
}

/** White space a title's exact match ignores: space, tab, line feed and the ideographic space. */
const SPACES = ' \t\n\u3000';
const SPACES_RE = /[ \t\n\u3000]+/gu;

/** The query as a whole, folded and without white space: a title equal to it (likewise) is an exact match. */
function wholeQuery(q: string): string {
  return foldCase(q).replace(SPACES_RE, '');
}

/** `text` (folded) without white space, as `wholeQuery` does it: translate() is far cheaper than a regular expression. */
const squeezed = (text: SQL) => sql`translate(${text}, ${SPACES}, '')`;

/** True when one of `titles` (folded) is the whole query, white space aside. */
function exactTitle(titles: readonly SQL[], exact: string): SQL {
  return sql.join(
    titles.map((title) => sql`${squeezed(sql`coalesce(${title}, '')`)} = ${exact}`),
    sql` or `,
  );
}

/** The tier; the exact title is tested only where every term is in the title (it cannot hold elsewhere). */
function tier(titles: readonly SQL[], title: SQL, head: SQL, terms: readonly string[], exact: string): SQL {
  return sql`case when ${allIn(title, terms)} then (case when ${exactTitle(titles, exact)} then 0 else 1 end) when ${allIn(head, terms)} then 2 else 3 end`;
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

function articleHits(terms: readonly string[], exact: string, now: Date): SQL {
  const where = and(eq(articles.status, 'published'), lt(articles.publishedAt, now), articleMatch(terms));
  // Folded when written: folding here, row by row, would cost more than all the rest.
  const title = sql`${articles.searchTitle}`;
  const inHead = sql.join(
    terms.map((term) => sql`(strpos(${articles.searchTitle}, ${term}) > 0 or strpos(${articles.searchSummary}, ${term}) > 0)`),
    sql` and `,
  );
  // search_title is the folded title, a line feed, the folded English title.
  const titles = [sql`split_part(${articles.searchTitle}, E'\n', 1)`, sql`split_part(${articles.searchTitle}, E'\n', 2)`];
  const rank = sql`case when ${allIn(title, terms)} then (case when ${exactTitle(titles, exact)} then 0 else 1 end) when ${inHead} then 2 else 3 end`;
  return sql`select 'article' as kind, ${articles.id} as id, ${rank} as tier, 1 as soon, ${articles.publishedAt} as at
    from ${articles} where ${where}`;
}

function activityHits(terms: readonly string[], exact: string, now: Date): SQL {
  const title = fold(sql`concat_ws(' ', ${activities.title}, ${activities.titleEn})`);
  const head = fold(sql`concat_ws(' ', ${activities.title}, ${activities.titleEn}, ${activities.summary}, ${activities.summaryEn})`);
  const titles = [fold(sql`${activities.title}`), fold(sql`${activities.titleEn}`)];
  const rank = sql`case when ${allInOrKind(title, terms)} then (case when ${exactTitle(titles, exact)} then 0 else 1 end)
    when ${allInOrKind(head, terms)} then 2 else 3 end`;
  // Still to come (or under way): before every past activity and every article of the same tier.
  const soon = sql`case when ${activities.endsAt} > ${now} then 0 else 1 end`;
  return sql`select 'activity' as kind, ${activities.id} as id, ${rank} as tier, ${soon} as soon, ${activities.startsAt} as at
    from ${activities} where ${activities.published} and ${allInOrKind(sql`${activities.searchText}`, terms)}`;
}

function jobHits(terms: readonly string[], exact: string, now: Date): SQL {
  const title = fold(sql`concat_ws(' ', ${jobs.title}, ${jobs.titleEn})`);
  const head = fold(sql`concat_ws(' ', ${jobs.title}, ${jobs.titleEn}, ${jobs.department}, ${jobs.departmentEn})`);
  const open = and(eq(jobs.hidden, false), or(isNull(jobs.closesAt), gt(jobs.closesAt, now)));
  return sql`select 'job' as kind, ${jobs.id} as id, ${tier([fold(sql`${jobs.title}`), fold(sql`${jobs.titleEn}`)], title, head, terms, exact)} as tier, 1 as soon, ${jobs.postedAt} as at
    from ${jobs} where ${open} and ${allIn(sql`${jobs.searchText}`, terms)}`;
}

function companyHits(terms: readonly string[], exact: string): SQL {
  const title = fold(sql`concat_ws(' ', ${companies.name}, ${companies.nameEn})`);
  const head = fold(sql`concat_ws(' ', ${companies.name}, ${companies.nameEn}, ${companies.summary}, ${companies.summaryEn})`);
  const rank = tier([fold(sql`${companies.name}`), fold(sql`${companies.nameEn}`)], title, head, terms, exact);
  return sql`select 'company' as kind, ${companies.id} as id, ${rank} as tier, 1 as soon, coalesce(${companies.certifiedAt}, ${companies.createdAt}) as at
    from ${companies} where not ${companies.hidden} and ${companyMatch(terms)}`;
}

function sourcingHits(terms: readonly string[], exact: string, now: Date): SQL | undefined {
  const match = sourcingMatch(terms);
  if (!match) return undefined;
  const title = fold(sql`${sourcingRequests.title}`);
  const rank = tier([title], title, title, terms, exact);
  // A request has a title only: every term in it, or elsewhere (its description, requirements, region, category).
  return sql`select 'sourcing' as kind, ${sourcingRequests.id} as id, ${rank} as tier, 1 as soon, ${sourcingRequests.liveAt} as at
    from ${sourcingRequests} where ${publicRequests(now)} and ${match}`;
}

/** A jsonb array of strings as one text (a consultant's areas of expertise). */
const joined = (list: SQL) => sql`coalesce((select string_agg(value, ' ') from jsonb_array_elements_text(coalesce(${list}, '[]'::jsonb))), '')`;

function consultantHits(terms: readonly string[], exact: string): SQL {
  const title = fold(sql`concat_ws(' ', ${consultants.name}, ${consultants.nameEn})`);
  const headText = sql`concat_ws(' ', ${consultants.name}, ${consultants.nameEn}, ${consultants.title}, ${consultants.titleEn}, ${joined(sql`${consultants.expertise}`)}, ${joined(sql`${consultants.expertiseEn}`)})`;
  const text = fold(sql`concat_ws(' ', ${headText}, ${consultants.bio}, ${consultants.bioEn})`);
  const rank = tier([fold(sql`${consultants.name}`), fold(sql`${consultants.nameEn}`)], title, fold(headText), terms, exact);
  // A handful of rows, as the site shows them: each read whole.
  return sql`select 'consultant' as kind, ${consultants.id} as id, ${rank} as tier, 1 as soon, null::timestamptz as at
    from ${consultants} where not ${consultants.hidden} and ${allIn(text, terms)}`;
}

/** The site's pages holding every term, matched in memory, as rows. */
function pageHits(terms: readonly string[], exact: string): SQL | undefined {
  const found = matchStaticPages(terms, exact);
  if (found.length === 0) return undefined;
  const rows = sql.join(
    found.map(({ id, tier: rank }) => sql`(${id}::int, ${rank}::int)`),
    sql`, `,
  );
  return sql`select 'page' as kind, p.id, p.tier, 1 as soon, null::timestamptz as at from (values ${rows}) as p(id, tier)`;
}

/** Every kind's matches, one union. */
function allHits(terms: readonly string[], exact: string, now: Date): SQL {
  const pages = pageHits(terms, exact);
  const sourcing = sourcingHits(terms, exact, now);
  return sql`${articleHits(terms, exact, now)} union all ${activityHits(terms, exact, now)} union all ${jobHits(terms, exact, now)}
    union all ${companyHits(terms, exact)}${sourcing ? sql` union all ${sourcing}` : sql``} union all ${consultantHits(terms, exact)}${pages ? sql` union all ${pages}` : sql``}`;
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
  const exact = wholeQuery(q);
  const { rows, total } = await db.transaction(async (tx) => {
    await indexOverScan(tx);
    const result = await tx.execute<HitRow>(sql`
      select kind, id, tier, (count(*) over ())::int as total
      from (${allHits(terms, exact, now)}) as hits
      order by tier, soon, case when soon = 0 then at end, at desc nulls last, kind, id desc
      limit ${perPage} offset ${(page - 1) * perPage}`);
    const found = (result as unknown as { rows: HitRow[] }).rows;
    // A page past the last one has no row to carry the count.
    const count = found.length === 0 && page > 1 ? await countMatches(tx, terms, exact, now) : Number(found[0]?.total ?? 0);
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
async function countMatches(db: Db, terms: readonly string[], exact: string, now: Date): Promise<number> {
  const result = await db.execute<{ total: number }>(sql`
    select count(*)::int as total
    from (${allHits(terms, exact, now)}) as hits`);
  return Number((result as unknown as { rows: { total: number }[] }).rows[0]?.total ?? 0);
}
