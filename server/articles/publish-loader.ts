import type { GetServerSidePropsResult } from 'next';
import { channelsFor, isEditableStatus, isStaffKind, mayAuthor } from '@/lib/articles/rules';
import { parseIdQuery } from '@/lib/http/id-query';
import type { SubmissionView } from '@/lib/accounts/views';
import type { AuthoringArticleView, PublishEditorView } from '@/lib/articles/publish-views';
import { chinaDateTime, chinaDay } from '../kernel/china-time';
import { getOwnArticle } from './authoring';
import { listSubmissions } from './submissions';
import { database } from '../db';
import type { PageContext } from '../http/page';

/**
 * /publish and /publish?id=: for a logged-in author, the article to write (a
 * new one, or their own draft or rejected one; their pending or published one
 * is shown read-only, with why) and their submissions with their status and
 * the reviewer's note. A visitor gets neither (the login prompt); an exhibitor
 * gets no form. ?id= malformed, unknown or someone else's → 404.
 * /publish?submitted= (where a submit leads): that article read-only with its
 * state, when it is the author's and still pending or published; otherwise
 * (reviewed meanwhile, malformed) a new article's form.
 */
export interface PublishProps extends Record<string, unknown> {
  submissions: SubmissionView[] | null;
  editor: PublishEditorView | null;
}

/** The author's article that can no longer be changed here, as /publish shows it read-only. */
function lockedView(article: AuthoringArticleView, justSubmitted: boolean): NonNullable<PublishEditorView['locked']> {
  const at = article.status === 'published' ? article.publishedAt : article.submittedAt;
  return {
    id: article.id,
    title: article.title,
    status: article.status,
    channel: article.channel,
    summary: article.summary,
    body: article.body,
    atLabel: at ? chinaDateTime(at) : null,
    reviewNote: article.status === 'published' ? article.reviewNote : '',
    justSubmitted,
  };
}

export async function loadPublish(ctx: PageContext): Promise<GetServerSidePropsResult<PublishProps>> {
  const { viewer } = ctx;
  if (!viewer) return { props: { submissions: null, editor: null } };
  const id = ctx.query.id === undefined ? null : parseIdQuery(ctx.query);
  if (ctx.query.id !== undefined && id === null) return { notFound: true };

  const submittedId = id === null && ctx.query.submitted !== undefined ? parseIdQuery({ id: ctx.query.submitted }) : null;

  const { db } = await database();
  const article = id === null ? null : await getOwnArticle(db, viewer.id, id);
  if (id !== null && !article) return { notFound: true };
  const rows = await listSubmissions(db, viewer.id);
  const submissions = rows.map((row) => ({ ...row, date: chinaDay(row.updatedAt) }));
  if (!mayAuthor(viewer.kind)) return { props: { submissions, editor: null } };

  const justSubmitted = submittedId === null ? null : await getOwnArticle(db, viewer.id, submittedId);
  const shown = article ?? (justSubmitted && !isEditableStatus(justSubmitted.status) ? justSubmitted : null);
  const editable = !shown || isEditableStatus(shown.status);
  return {
    props: {
      submissions,
      editor: {
        article: editable ? shown : null,
        locked: shown && !editable ? lockedView(shown, shown === justSubmitted) : null,
        channels: [...channelsFor(viewer.kind)],
        publishesDirectly: isStaffKind(viewer.kind),
      },
    },
  };
}
