import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { articles } from '../db/schema';
import type { Channel } from './public';

/** Articles members and editors write on the site, as their authors and the reviewers see them. */

export type ArticleStatus = (typeof articles.status.enumValues)[number];

export interface SubmissionSummary {
  id: number;
  title: string;
  channel: Channel;
  status: ArticleStatus;
  /** The reviewer's note on the last decision — an approved (published) or rejected article; "" otherwise (a pending one's is the last round's). */
  reviewNote: string;
  /** ISO time of the last change. */
  updatedAt: string;
}

/** An author's own articles in every state, last changed first (at most `limit`). */
export async function listSubmissions(db: Db, authorId: number, limit = 100): Promise<SubmissionSummary[]> {
  const rows = await db
    .select({
      id: articles.id,
      title: articles.title,
      channel: articles.channel,
      status: articles.status,
      reviewNote: articles.reviewNote,
      updatedAt: articles.updatedAt,
    })
    .from(articles)
    .where(eq(articles.authorId, authorId))
    .orderBy(desc(articles.updatedAt), desc(articles.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, reviewNote: row.status === 'rejected' || row.status === 'published' ? row.reviewNote : '', updatedAt: row.updatedAt.toISOString() }));
}

/** How many submissions wait for a reviewer. */
export async function countPendingSubmissions(db: Db): Promise<number> {
  const [row] = await db.select({ value: count() }).from(articles).where(eq(articles.status, 'pending'));
  return row?.value ?? 0;
}
