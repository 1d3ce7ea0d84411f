import { and, asc, count, desc, eq, gt, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { searchTerms } from '@/lib/search/query';
import type { Db } from '../db/client';
import { articles } from '../db/schema';
import { articleMatch } from '../search/search';
import { currentBody } from './body';

/**
 * Published articles: channel lists with paging and keyword search (the site
 * search's matching, server/search/: every term, inside Chinese words), and one article with its neighbours in
 * its channel. Views are serialisable (ISO dates, no internal fields).
 */

export const ARTICLES_PER_PAGE = 10;
export type Channel = (typeof articles.channel.enumValues)[number];
export const PUBLIC_CHANNELS: readonly Channel[] = ['news', 'hot', 'practical'];

export interface ArticleSummary {
  id: number;
  channel: Channel;
  title: string;
  titleEn: string | null;
  summary: string;
  summaryEn: string | null;
  cover: string | null;
  publishedAt: string;
  views: number;
}

export interface ArticlePage {
  items: ArticleSummary[];
  total: number;
  page: number;
  pageCount: number;
}

const summaryColumns = {
  id: articles.id,
  channel: articles.channel,
  title: articles.title,
  titleEn: articles.titleEn,
  summary: articles.summary,
  summaryEn: articles.summaryEn,
  cover: articles.cover,
  publishedAt: articles.publishedAt,
  views: articles.views,
};

type SummaryRow = Pick<typeof articles.$inferSelect, keyof typeof summaryColumns>;

function toSummary(row: SummaryRow): ArticleSummary {
  return {
    id: row.id,
    channel: row.channel,
    title: row.title,
    titleEn: row.titleEn,
    summary: row.summary,
    summaryEn: row.summaryEn,
    cover: row.cover,
    publishedAt: (row.publishedAt ?? new Date(0)).toISOString(),
    views: row.views,
  };
}

const visible = (now: Date): SQL =>
  and(eq(articles.status, 'published'), lt(articles.publishedAt, now)) as SQL;

export async function listArticles(
  db: Db,
  {
    channel,
    page = 1,
    q = '',
    perPage = ARTICLES_PER_PAGE,
    now = new Date(),
  }: { channel: Channel | readonly Channel[]; page?: number; q?: string; perPage?: number; now?: Date },
): Promise<ArticlePage> {
  const terms = searchTerms(q);
  const channels = typeof channel === 'string' ? [channel] : channel;
  // The site search's matching (every term, inside words); members-only bodies are not in the search text.
  const where = and(visible(now), inArray(articles.channel, [...channels]), terms.length > 0 ? articleMatch(terms) : undefined);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(articles).where(where);
  const items = await db
    .select(summaryColumns)
    .from(articles)
    .where(where)
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return { items: items.map(toSummary), total, page, pageCount: Math.max(1, Math.ceil(total / perPage)) };
}

/** The latest published articles of each channel asked for (home page, RSS). */
export async function latestArticles(db: Db, channels: readonly Channel[], limit: number, now = new Date()): Promise<ArticleSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(articles)
    .where(and(visible(now), inArray(articles.channel, [...channels])))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(limit);
  return rows.map(toSummary);
}

export interface ArticleDetail extends ArticleSummary {
  body: string;
  authorName: string;
  /** ISO: its last edit, or its publication when that is later (a scheduled article). */
  modifiedAt: string;
  previous: Pick<ArticleSummary, 'id' | 'title' | 'titleEn'> | null;
  next: Pick<ArticleSummary, 'id' | 'title' | 'titleEn'> | null;
}

/**
 * One published article of the given channels, with the previous (older) and
 * next (newer) article of its channel; null when there is none such. A body
 * cleaned with older sanitiser rules is cleaned again (and written back).
 */
export async function getArticle(db: Db, id: number, channels: readonly Channel[], now = new Date()): Promise<ArticleDetail | null> {
  const [row] = await db
    .select({ ...summaryColumns, body: articles.body, bodyRulesVersion: articles.bodyRulesVersion, authorName: articles.authorName, updatedAt: articles.updatedAt })
    .from(articles)
    .where(and(visible(now), eq(articles.id, id), inArray(articles.channel, [...channels])))
    .limit(1);
  if (!row || !row.publishedAt) return null;
  const sameChannel = and(visible(now), eq(articles.channel, row.channel));
  const neighbour = { id: articles.id, title: articles.title, titleEn: articles.titleEn };
  const at = row.publishedAt;
  const [previous] = await db
    .select(neighbour)
    .from(articles)
    .where(and(sameChannel, or(lt(articles.publishedAt, at), and(eq(articles.publishedAt, at), lt(articles.id, row.id)))))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(1);
  const [next] = await db
    .select(neighbour)
    .from(articles)
    .where(and(sameChannel, or(gt(articles.publishedAt, at), and(eq(articles.publishedAt, at), gt(articles.id, row.id)))))
    .orderBy(asc(articles.publishedAt), asc(articles.id))
    .limit(1);
  const body = await currentBody(db, row);
  const modifiedAt = new Date(Math.max(row.updatedAt.getTime(), row.publishedAt.getTime())).toISOString();
  return { ...toSummary(row), body, authorName: row.authorName, modifiedAt, previous: previous ?? null, next: next ?? null };
}

/** Adds counted reads to articles in one statement: `counts` maps an article id to its new reads. */
export async function addViews(db: Db, counts: ReadonlyMap<number, number>): Promise<void> {
  if (counts.size === 0) return;
  const rows = sql.join(
    [...counts].map(([id, n]) => sql`(${id}::integer, ${n}::integer)`),
    sql`, `,
  );
  await db.execute(sql`update ${articles} set views = ${articles.views} + v.n from (values ${rows}) as v(id, n) where ${articles.id} = v.id`);
}
