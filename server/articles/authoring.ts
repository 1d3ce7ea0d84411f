import { and, eq } from 'drizzle-orm';
import { channelsFor, isStaffKind, type ArticleStatus } from '@/lib/articles/rules';
import type { ViewerKind } from '@/lib/guards';
import type { Article, ArticleSave } from '@/lib/articles/schema';
import type { FieldErrors } from '@/lib/http/field-errors';
import type { AuthoringArticleView } from '@/lib/articles/publish-views';
import type { Executor } from '../db';
import type { Db } from '../db/client';
import { articles, uploadBlobs, uploads } from '../db/schema';
import { isStale, nextUpdatedAt, type StaleVersion } from '../audit/record-version';
import { cleanBody, currentBody } from './body';

/**
 * Articles written on the site by their authors: a draft is created, changed
 * while it is a draft (or after a rejection), and submitted — for review, or
 * published at once when the author is an editor or admin. Only the author
 * sees or changes their article here; anyone else's is "not found". Every
 * body is cleaned by the sanitiser before it is stored. A save carries the
 * version (`updatedAt`) the form has, checked under the row lock.
 */

export interface Author {
  id: number;
  kind: ViewerKind;
  name: string;
}

export type AuthoringOutcome =
  | { kind: 'saved'; article: AuthoringArticleView }
  | { kind: 'not_found' }
  /** Pending review or published: no longer the author's to change. */
  | { kind: 'locked'; status: ArticleStatus }
  /** Saved (in another tab, by an editor) since the version the form has. */
  | { kind: 'stale'; version: StaleVersion }
  | { kind: 'invalid'; fields: FieldErrors };

const EDITABLE: ArticleStatus[] = ['draft', 'rejected'];

const columns = {
  id: articles.id,
  channel: articles.channel,
  status: articles.status,
  title: articles.title,
  summary: articles.summary,
  cover: articles.cover,
  body: articles.body,
  bodyRulesVersion: articles.bodyRulesVersion,
  reviewNote: articles.reviewNote,
  submittedAt: articles.submittedAt,
  publishedAt: articles.publishedAt,
  updatedAt: articles.updatedAt,
};

type Row = { [K in keyof typeof columns]: (typeof articles.$inferSelect)[K] };

const UPLOAD_PREFIX = '/api/uploads/';

/** The size of the image upload a cover address names; null when it names no image upload (unknown, or a private licence). */
export async function coverSize(db: Db, url: string): Promise<{ width: number; height: number } | null> {
  if (!url.startsWith(UPLOAD_PREFIX)) return null;
  const [row] = await db
    .select({ width: uploadBlobs.width, height: uploadBlobs.height })
    .from(uploads)
    .innerJoin(uploadBlobs, eq(uploads.sha256, uploadBlobs.sha256))
    .where(and(eq(uploads.id, url.slice(UPLOAD_PREFIX.length)), eq(uploads.purpose, 'image')))
    .limit(1);
  return row ?? null;
}

async function view(db: Db, row: Row): Promise<AuthoringArticleView> {
  const size = row.cover ? await coverSize(db, row.cover) : null;
  return {
    id: row.id,
    channel: row.channel,
    status: row.status,
    title: row.title,
    summary: row.summary,
    cover: row.cover,
    coverWidth: size?.width ?? null,
    coverHeight: size?.height ?? null,
    body: await currentBody(db, row),
    reviewNote: row.reviewNote,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the shared schema cannot know: the channels this account may write for, and whether the cover is an image upload. */
export async function invalidFields(db: Db, author: Pick<Author, 'kind'>, input: Article): Promise<FieldErrors | null> {
  const fields: FieldErrors = {};
  if (!channelsFor(author.kind).includes(input.channel)) fields.channel = ['publish:errors.channelNotAllowed'];
  if (input.cover && !(await coverSize(db, input.cover))) fields.cover = ['publish:errors.coverInvalid'];
  return Object.keys(fields).length > 0 ? fields : null;
}

export function contentOf(input: Article) {
  return { title: input.title, channel: input.channel, summary: input.summary, cover: input.cover || null, ...cleanBody(input.body) };
}

export async function createDraft(db: Db, author: Author, input: Article, now = new Date()): Promise<AuthoringOutcome> {
  const fields = await invalidFields(db, author, input);
  if (fields) return { kind: 'invalid', fields };
  const [row] = await db
    .insert(articles)
    .values({ ...contentOf(input), status: 'draft', authorId: author.id, authorName: author.name, createdAt: now, updatedAt: now })
    .returning(columns);
  if (!row) throw new Error('insert returned no row');
  return { kind: 'saved', article: await view(db, row) };
}

/** The author's article held until the transaction ends — or why it cannot be changed: not theirs, no longer editable, or saved since `version`. */
async function lockOwn(tx: Executor, author: Author, id: number, version: string | undefined): Promise<Row | Exclude<AuthoringOutcome, { kind: 'saved' | 'invalid' }>> {
  const [row] = await tx
    .select(columns)
    .from(articles)
    .where(and(eq(articles.id, id), eq(articles.authorId, author.id)))
    .for('update');
  if (!row) return { kind: 'not_found' };
  if (!EDITABLE.includes(row.status)) return { kind: 'locked', status: row.status };
  // Who saved it is not said to an author: it may have been an editor (or their own other tab).
  if (isStale(version, row.updatedAt)) return { kind: 'stale', version: { updatedAt: row.updatedAt, savedBy: null } };
  return row;
}

/** Writes a change to the author's article under its row lock, when it is theirs, editable and still at `version`; the view after the commit. */
async function changeOwn(db: Db, author: Author, id: number, version: string | undefined, values: Partial<typeof articles.$inferInsert>, now: Date): Promise<AuthoringOutcome> {
  const outcome = await db.transaction(async (tx) => {
    const current = await lockOwn(tx, author, id, version);
    if ('kind' in current) return current;
    // A version later than the one it replaces, even within the same millisecond.
    const at = nextUpdatedAt(current.updatedAt, now);
    const [row] = await tx.update(articles).set({ ...values, updatedAt: at }).where(eq(articles.id, id)).returning(columns);
    if (!row) throw new Error('update returned no row');
    return row;
  });
  return 'kind' in outcome ? outcome : { kind: 'saved', article: await view(db, outcome) };
}

/**
 * Saves the author's draft or rejected article (it keeps its status) when
 * `version` — the `updatedAt` their form has — is still the article's: a
 * save from another tab, an editor's, a submit or a review since is not
 * overwritten (`stale`, `locked`).
 */
export async function updateDraft(db: Db, author: Author, id: number, input: ArticleSave, now = new Date()): Promise<AuthoringOutcome> {
  const fields = await invalidFields(db, author, input);
  if (fields) return { kind: 'invalid', fields };
  return changeOwn(db, author, id, input.version, contentOf(input), now);
}

/**
 * Saves and submits the author's draft or rejected article (at `version`, as
 * a save): a member's goes to review (pending, with the time it was sent); an
 * editor's or admin's is published now (reviewed by its author).
 */
export async function submitArticle(db: Db, author: Author, id: number, input: ArticleSave, now = new Date()): Promise<AuthoringOutcome> {
  const fields = await invalidFields(db, author, input);
  if (fields) return { kind: 'invalid', fields };
  const outcome = isStaffKind(author.kind)
    ? { status: 'published' as const, publishedAt: now, reviewedBy: author.id, reviewedAt: now, reviewNote: '' }
    : { status: 'pending' as const };
  return changeOwn(db, author, id, input.version, { ...contentOf(input), ...outcome, submittedAt: now }, now);
}

/** The author's own article in any state, as they edit it; null when it is not theirs or does not exist. */
export async function getOwnArticle(db: Db, authorId: number, id: number): Promise<AuthoringArticleView | null> {
  const [row] = await db
    .select(columns)
    .from(articles)
    .where(and(eq(articles.id, id), eq(articles.authorId, authorId)))
    .limit(1);
  return row ? view(db, row) : null;
}
