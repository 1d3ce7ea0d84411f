import { and, count, desc, eq, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import { editorTextLength } from '@/lib/rich-text/text';
import { routes, withQuery } from '@/lib/routes';
import { ADMIN_ARTICLES_PER_PAGE, scheduleProblem, type AdminArticleQuery, type AdminArticleSave, type AdminArticleState, type Publish } from '@/lib/articles/staff-schema';
import { articleSubmitSchema, type Article } from '@/lib/articles/schema';
import { fieldErrors, type FieldErrors } from '@/lib/http/field-errors';
import { parseChinaDateTime } from '@/lib/china-datetime';
import type { AdminArticleListView, AdminArticleRowView, AdminArticleView } from '@/lib/articles/staff-views';
import { recordAudit, type AuditActor } from '../audit/record';
import type { Executor } from '../db';
import { invalidate } from '../kernel/cache';
import { chinaDateTime } from '../kernel/china-time';
import type { Db } from '../db/client';
import { containsKeyword } from '../db/like-pattern';
import { articles } from '../db/schema';
import { isStale, nextUpdatedAt, staleVersion, type StaleVersion } from '../audit/record-version';
import { contentOf, coverSize, invalidFields } from './authoring';
import { currentBody } from './body';

/**
 * Articles as staff run them in the console: every article of any author and
 * state, listed and filtered; created, changed (a published one stays
 * published), published now or scheduled, taken off the site (back to a
 * draft) and deleted. Every change runs in one transaction that holds the
 * article's row and writes its audit entry; the public lists are told after
 * the commit. A save carries the version (`updatedAt`) the editor opened, and
 * publishing, unpublishing and deleting may: one based on an older version is
 * refused (`stale`) and writes nothing, and every change writes an `updatedAt`
 * later than the one it replaces.
 *
 * Scheduling needs no timer: a scheduled article is stored as published with
 * its publication time still to come, and every public query shows only
 * articles published before "now" (server/articles/public.ts). It appears at
 * that time by itself — after a restart too, and on every instance.
 */

export type Actor = AuditActor;

export type AdminArticleOutcome =
  | { kind: 'saved'; article: AdminArticleView }
  | { kind: 'not_found' }
  | { kind: 'invalid'; fields: FieldErrors }
  /** Publishing an article readers can already read, or taking off one that is not published. */
  | { kind: 'conflict'; reason: 'alreadyPublished' | 'notPublished' }
  /** Someone saved the article since the version the change was based on. */
  | { kind: 'stale'; version: StaleVersion };

const rowColumns = {
  id: articles.id,
  title: articles.title,
  channel: articles.channel,
  status: articles.status,
  authorName: articles.authorName,
  publishedAt: articles.publishedAt,
  updatedAt: articles.updatedAt,
};

const articleColumns = {
  ...rowColumns,
  summary: articles.summary,
  cover: articles.cover,
  body: articles.body,
  bodyRulesVersion: articles.bodyRulesVersion,
  reviewNote: articles.reviewNote,
  submittedAt: articles.submittedAt,
};

type Row = { [K in keyof typeof rowColumns]: (typeof articles.$inferSelect)[K] };
type ArticleRow = { [K in keyof typeof articleColumns]: (typeof articles.$inferSelect)[K] };

/** The state staff see: a published article whose time is still to come is scheduled (readers see it from `publishedAt` on). */
export function stateOf(row: Pick<Row, 'status' | 'publishedAt'>, now: Date): AdminArticleState {
  if (row.status === 'published' && row.publishedAt && row.publishedAt.getTime() > now.getTime()) return 'scheduled';
  return row.status;
}

/** The rows in a state at `now`, as `stateOf` names them. */
function inState(state: AdminArticleState, now: Date): SQL {
  const published = eq(articles.status, 'published');
  if (state === 'scheduled') return and(published, gt(articles.publishedAt, now)) as SQL;
  if (state === 'published') return and(published, or(lte(articles.publishedAt, now), isNull(articles.publishedAt))) as SQL;
  return eq(articles.status, state);
}

/** A time as the audit log and the console show it ("YYYY-MM-DD HH:mm", China time), null for none. */
const label = (date: Date | null) => (date ? chinaDateTime(date) : null);

function rowView(row: Row, now: Date): AdminArticleRowView {
  const state = stateOf(row, now);
  return {
    id: row.id,
    title: row.title,
    channel: row.channel,
    state,
    authorName: row.authorName,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    publishedLabel: label(row.publishedAt),
    updatedAt: row.updatedAt.toISOString(),
    updatedLabel: chinaDateTime(row.updatedAt),
    publicPath: state === 'published' ? withQuery(row.channel === 'pay' ? routes.payNewsDetails : routes.informationDetails, { id: row.id }) : null,
  };
}

async function articleView(db: Db, row: ArticleRow, now: Date): Promise<AdminArticleView> {
  const size = row.cover ? await coverSize(db, row.cover) : null;
  return {
    ...rowView(row, now),
    status: row.status,
    summary: row.summary,
    cover: row.cover,
    coverWidth: size?.width ?? null,
    coverHeight: size?.height ?? null,
    body: await currentBody(db, row),
    reviewNote: row.reviewNote,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    publishedInput: row.publishedAt ? chinaDateTime(row.publishedAt).replace(' ', 'T') : '',
  };
}

/** Every article matching the filters, last changed first, a page at a time. */
export async function listAdminArticles(db: Db, query: AdminArticleQuery, now = new Date()): Promise<AdminArticleListView> {
  const where = and(
    query.channel ? eq(articles.channel, query.channel) : undefined,
    query.status ? inState(query.status, now) : undefined,
    containsKeyword(query.author, [articles.authorName]),
    containsKeyword(query.q, [articles.title]),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(rowColumns)
      .from(articles)
      .where(where)
      .orderBy(desc(articles.updatedAt), desc(articles.id))
      .limit(ADMIN_ARTICLES_PER_PAGE)
      .offset((query.page - 1) * ADMIN_ARTICLES_PER_PAGE),
    db.select({ value: count() }).from(articles).where(where),
  ]);
  const totalRows = total?.value ?? 0;
  return {
    items: rows.map((row) => rowView(row, now)),
    total: totalRows,
    page: query.page,
    pageCount: Math.max(1, Math.ceil(totalRows / ADMIN_ARTICLES_PER_PAGE)),
  };
}

/** One article of any author and state, as the console's editor has it; null when there is none. */
export async function getAdminArticle(db: Db, id: number, now = new Date()): Promise<AdminArticleView | null> {
  const [row] = await db.select(articleColumns).from(articles).where(eq(articles.id, id)).limit(1);
  return row ? articleView(db, row, now) : null;
}

/** The article's row, held until the transaction ends (a second change waits for this one). */
async function lockArticle(tx: Executor, id: number): Promise<ArticleRow | undefined> {
  const [row] = await tx.select(articleColumns).from(articles).where(eq(articles.id, id)).for('update');
  return row;
}

type StaleOutcome = Extract<AdminArticleOutcome, { kind: 'stale' }>;

/** The refusal of a change based on an older version than `row`'s, read in the transaction that refuses it. */
async function staleOutcome(tx: Executor, row: ArticleRow, actor: Actor): Promise<StaleOutcome> {
  return { kind: 'stale', version: await staleVersion(tx, { updatedAt: row.updatedAt, entity: { type: 'article', id: row.id }, actorId: actor.id }) };
}

/** Runs a change and, once it is committed, clears the public lists' cache so readers see it at once. */
async function committed(change: () => Promise<AdminArticleOutcome>): Promise<AdminArticleOutcome> {
  const outcome = await change();
  if (outcome.kind === 'saved') invalidate('articles');
  return outcome;
}

/** A new draft written in the console (its author is the staff member). */
export async function createArticle(db: Db, actor: Actor, input: Article, now = new Date()): Promise<AdminArticleOutcome> {
  const fields = await invalidFields(db, actor, input);
  if (fields) return { kind: 'invalid', fields };
  const content = contentOf(input);
  return committed(async () => {
    const row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(articles)
        .values({ ...content, status: 'draft', authorId: actor.id, authorName: actor.name, createdAt: now, updatedAt: now })
        .returning(articleColumns);
      if (!created) throw new Error('insert returned no row');
      await recordAudit(tx, {
        actor,
        action: 'article.create',
        entity: { type: 'article', id: created.id, label: created.title },
        changes: {
          title: [null, created.title],
          channel: [null, created.channel],
          summary: [null, created.summary],
          cover: [null, created.cover],
          status: [null, 'draft'],
        },
        now,
      });
      return created;
    });
    return { kind: 'saved', article: await articleView(db, row, now) };
  });
}

/**
 * Saves an article's title, channel, summary, cover and body, whatever its
 * state: a published or scheduled one stays so — when `version` is still the
 * article's (else `stale`, nothing written). A save that changes nothing
 * writes nothing. The audit entry gives the body's length before and after.
 */
/**
 * A body change as the audit log keeps it: its length in characters of text
 * before and after ("正文已修改（N 字 → M 字）"), or only that it changed
 * when the length did not.
 */
export function bodyChange(before: string, after: string): [unknown, unknown] {
  const from = editorTextLength(before);
  const to = editorTextLength(after);
  return from === to ? [null, 'changed'] : [from, to];
}

export async function updateArticle(db: Db, actor: Actor, id: number, input: AdminArticleSave, now = new Date()): Promise<AdminArticleOutcome> {
  const fields = await invalidFields(db, actor, input);
  if (fields) return { kind: 'invalid', fields };
  const content = contentOf(input);
  return committed(async () => {
    const row = await db.transaction(async (tx): Promise<ArticleRow | AdminArticleOutcome | null> => {
      const before = await lockArticle(tx, id);
      if (!before) return null;
      if (isStale(input.version, before.updatedAt)) return staleOutcome(tx, before, actor);
      const changes = {
        title: [before.title, content.title],
        channel: [before.channel, content.channel],
        summary: [before.summary, content.summary],
        cover: [before.cover, content.cover],
      } satisfies Record<string, [unknown, unknown]>;
      const bodyChanged = before.body !== content.body;
      if (!bodyChanged && Object.values(changes).every(([a, b]) => a === b)) return before;
      // The audit entry has the new version's time: a later save refused as stale can say who made it.
      const at = nextUpdatedAt(before.updatedAt, now);
      const [after] = await tx
        .update(articles)
        .set({ ...content, updatedAt: at })
        .where(eq(articles.id, id))
        .returning(articleColumns);
      await recordAudit(tx, {
        actor,
        action: 'article.update',
        entity: { type: 'article', id, label: content.title },
        changes: { ...changes, ...(bodyChanged ? { body: bodyChange(before.body, content.body) } : {}) },
        now: at,
      });
      return after ?? null;
    });
    if (row && 'kind' in row) return row;
    return row ? { kind: 'saved', article: await articleView(db, row, now) } : { kind: 'not_found' };
  });
}

/** What an article needs before it goes public (the /publish submit rules), checked on what is stored. */
function incompleteFields(row: ArticleRow): FieldErrors | null {
  const parsed = articleSubmitSchema.safeParse({ title: row.title, channel: row.channel, summary: row.summary, cover: row.cover ?? '', body: row.body });
  return parsed.success ? null : fieldErrors(parsed.error);
}

/**
 * Publishes an article now, or schedules it for a time still to come (stored
 * as published at that time: readers see it from then on). Any state but
 * "readers can read it already" may be published now; any article may be
 * scheduled or rescheduled. A submission published here counts as reviewed.
 */
/** The later of a request's time and the clock's: the time after waiting for a lock. */
const atLeastNow = (requested: Date) => new Date(Math.max(requested.getTime(), Date.now()));

export async function publishArticle(db: Db, actor: Actor, id: number, publish: Omit<Publish, 'version'> & { version?: string }, requested = new Date()): Promise<AdminArticleOutcome> {
  const scheduledAt = publish.mode === 'schedule' ? parseChinaDateTime(publish.at) : requested;
  const problem = publish.mode === 'schedule' ? scheduleProblem(publish.at, requested) : null;
  if (!scheduledAt || problem) return { kind: 'invalid', fields: { at: [problem ?? 'admin-articles:errors.atInvalid'] } };
  return committed(async () => {
    const outcome = await db.transaction(async (tx): Promise<AdminArticleOutcome | ArticleRow> => {
      const before = await lockArticle(tx, id);
      if (!before) return { kind: 'not_found' };
      if (isStale(publish.version, before.updatedAt)) return staleOutcome(tx, before, actor);
      // "Now" is when the row lock was granted: an editor who waited for it behind another's
      // "publish now" must see that article as published (its time is before this), not as scheduled.
      const now = atLeastNow(requested);
      const publishedAt = publish.mode === 'schedule' ? scheduledAt : now;
      const state = stateOf(before, now);
      if (publish.mode === 'now' && state === 'published') return { kind: 'conflict', reason: 'alreadyPublished' };
      const fields = incompleteFields(before);
      if (fields) return { kind: 'invalid', fields };
      const at = nextUpdatedAt(before.updatedAt, now);
      const [after] = await tx
        .update(articles)
        .set({
          status: 'published',
          publishedAt,
          // A schedule's going live is recorded when its time comes (scheduled.ts); published now, it is live already.
          goLivePending: publish.mode === 'schedule',
          reviewedBy: actor.id,
          reviewedAt: now,
          updatedAt: at,
          ...(before.status === 'published' ? {} : { reviewNote: '' }),
        })
        .where(eq(articles.id, id))
        .returning(articleColumns);
      if (!after) throw new Error('update returned no row');
      await recordAudit(tx, {
        actor,
        action: publish.mode === 'now' ? 'article.publish' : 'article.schedule',
        entity: { type: 'article', id, label: before.title },
        changes: { status: [state, stateOf(after, now)], publishedAt: [label(before.publishedAt), label(publishedAt)] },
        now: at,
      });
      return after;
    });
    return 'kind' in outcome ? outcome : { kind: 'saved', article: await articleView(db, outcome, atLeastNow(requested)) };
  });
}

/**
 * Takes a published or scheduled article off the site: back to a draft, its
 * publication time cleared. With a `version` (the list's), `stale` when
 * someone saved the article since.
 */
export async function unpublishArticle(db: Db, actor: Actor, id: number, version?: string, now = new Date()): Promise<AdminArticleOutcome> {
  return committed(async () => {
    const outcome = await db.transaction(async (tx): Promise<AdminArticleOutcome | ArticleRow> => {
      const before = await lockArticle(tx, id);
      if (!before) return { kind: 'not_found' };
      if (isStale(version, before.updatedAt)) return staleOutcome(tx, before, actor);
      if (before.status !== 'published') return { kind: 'conflict', reason: 'notPublished' };
      const at = nextUpdatedAt(before.updatedAt, now);
      const [after] = await tx
        .update(articles)
        .set({ status: 'draft', publishedAt: null, goLivePending: false, updatedAt: at })
        .where(eq(articles.id, id))
        .returning(articleColumns);
      if (!after) throw new Error('update returned no row');
      await recordAudit(tx, {
        actor,
        action: 'article.unpublish',
        entity: { type: 'article', id, label: before.title },
        changes: { status: [stateOf(before, now), 'draft'], publishedAt: [label(before.publishedAt), null] },
        now: at,
      });
      return after;
    });
    return 'kind' in outcome ? outcome : { kind: 'saved', article: await articleView(db, outcome, now) };
  });
}

/**
 * Deletes an article for good (the console asks first); its audit entry keeps
 * its title, channel and state. With a `version` (the list's), `stale` when
 * someone saved the article since: what they saved is not deleted unseen.
 */
export async function deleteArticle(db: Db, actor: Actor, id: number, version?: string, now = new Date()): Promise<{ kind: 'deleted' } | { kind: 'not_found' } | StaleOutcome> {
  const outcome = await db.transaction(async (tx): Promise<{ kind: 'deleted' } | { kind: 'not_found' } | StaleOutcome> => {
    const before = await lockArticle(tx, id);
    if (!before) return { kind: 'not_found' };
    if (isStale(version, before.updatedAt)) return staleOutcome(tx, before, actor);
    await tx.delete(articles).where(eq(articles.id, id));
    await recordAudit(tx, {
      actor,
      action: 'article.delete',
      entity: { type: 'article', id, label: before.title },
      changes: { channel: [before.channel, null], status: [stateOf(before, now), null] },
      now,
    });
    return { kind: 'deleted' };
  });
  if (outcome.kind === 'deleted') invalidate('articles');
  return outcome;
}
