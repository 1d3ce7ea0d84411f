import { and, asc, eq } from 'drizzle-orm';
import { routes, withQuery } from '@/lib/routes';
import type { Review } from '@/lib/articles/schema';
import { loginKindOf } from '@/lib/auth/schema';
import { recordAudit, type AuditActor } from '../audit/record';
import type { Executor } from '../db';
import type { Db } from '../db/client';
import { articles, users } from '../db/schema';
import { enqueueMessage } from '../messages/outbox';
import { nextUpdatedAt } from '../audit/record-version';
import { siteConfig } from '../kernel/site-config';
import { currentBody } from './body';

type ArticleRow = typeof articles.$inferSelect;

/**
 * Editors' review of submitted articles: the queue (oldest first), one
 * submission as readers would see it, and the decision — approve (published
 * now, listed in its channel) or reject with a note the author reads.
 */

/** How many queued submissions the review page lists. */
export const REVIEW_QUEUE_SHOWN = 200;

const queueColumns = {
  id: articles.id,
  title: articles.title,
  authorName: articles.authorName,
  channel: articles.channel,
  submittedAt: articles.submittedAt,
  updatedAt: articles.updatedAt,
};

const pending = eq(articles.status, 'pending');

/** Submissions waiting for review, the longest waiting first. */
export async function listPendingSubmissions(db: Db, limit = REVIEW_QUEUE_SHOWN) {
  const rows = await db
    .select(queueColumns)
    .from(articles)
    .where(pending)
    .orderBy(asc(articles.submittedAt), asc(articles.id))
    .limit(limit);
  return rows.map(({ updatedAt, ...row }) => ({ ...row, submittedAt: row.submittedAt ?? updatedAt }));
}

/** One pending submission with its (current) body; null when there is none such. */
export async function getPendingSubmission(db: Db, id: number) {
  const [row] = await db
    .select({ ...queueColumns, summary: articles.summary, cover: articles.cover, body: articles.body, bodyRulesVersion: articles.bodyRulesVersion })
    .from(articles)
    .where(and(eq(articles.id, id), pending))
    .limit(1);
  if (!row) return null;
  const { updatedAt, bodyRulesVersion, ...rest } = row;
  return { ...rest, submittedAt: row.submittedAt ?? updatedAt, body: await currentBody(db, { id: row.id, body: row.body, bodyRulesVersion }) };
}

/**
 * The author learns the decision by SMS or e-mail, at the login of their
 * account (a mobile number or an e-mail address), with the editor's note and
 * a link: the published article, or the author's page where the rejected one waits.
 */
async function tellAuthor(
  tx: Executor,
  article: { id: number; title: string; channel: ArticleRow['channel']; authorId: number | null },
  status: 'published' | 'rejected',
  note: string,
  now: Date,
): Promise<void> {
  if (article.authorId === null) return;
  const [author] = await tx.select({ login: users.login }).from(users).where(eq(users.id, article.authorId));
  const kind = author ? loginKindOf(author.login) : null;
  if (!author || (kind !== 'mobile' && kind !== 'email')) return;
  const site = siteConfig().url;
  const link =
    status === 'published'
      ? `${site}${withQuery(article.channel === 'pay' ? routes.payNewsDetails : routes.informationDetails, { id: article.id })}`
      : `${site}${routes.account}`;
  await enqueueMessage(
    tx,
    {
      kind: status === 'published' ? 'article_approved' : 'article_rejected',
      to: kind === 'mobile' ? { mobile: author.login } : { email: author.login },
      locale: 'zh-CN',
      params: { title: article.title, note, link },
      subject: { type: 'article', id: article.id },
    },
    now,
  );
}

export type ReviewOutcome = { kind: 'reviewed'; status: 'published' | 'rejected' } | { kind: 'not_found' } | { kind: 'not_pending' };

/**
 * Decides on a pending submission, with its audit entry and the message
 * telling its author, in one transaction that holds the article's row: two
 * reviewers at once cannot both decide.
 */
export async function reviewArticle(db: Db, reviewer: AuditActor, id: number, review: Review, now = new Date()): Promise<ReviewOutcome> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        status: articles.status,
        title: articles.title,
        reviewNote: articles.reviewNote,
        updatedAt: articles.updatedAt,
        channel: articles.channel,
        authorId: articles.authorId,
      })
      .from(articles)
      .where(eq(articles.id, id))
      .for('update');
    if (!current) return { kind: 'not_found' };
    if (current.status !== 'pending') return { kind: 'not_pending' };
    const decided = review.decision === 'approve' ? { status: 'published' as const, publishedAt: now } : { status: 'rejected' as const };
    // A new version of the article (an editor with it open cannot save over the decision unseen), with its entry's time.
    const at = nextUpdatedAt(current.updatedAt, now);
    await tx
      .update(articles)
      .set({ ...decided, reviewNote: review.note, reviewedBy: reviewer.id, reviewedAt: now, updatedAt: at })
      .where(eq(articles.id, id));
    await recordAudit(tx, {
      actor: reviewer,
      action: 'article.review',
      entity: { type: 'article', id, label: current.title },
      changes: { status: [current.status, decided.status], reviewNote: [current.reviewNote, review.note] },
      now: at,
    });
    await tellAuthor(tx, { id, ...current }, decided.status, review.note, now);
    return { kind: 'reviewed', status: decided.status };
  });
}
