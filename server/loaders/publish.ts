import type { GetServerSidePropsResult } from 'next';
import { channelsFor, isEditableStatus, isStaffKind, mayAuthor } from '@/lib/editor-rules';
import { parseIdQuery } from '@/lib/schemas/id-query';
import type { SubmissionView } from '@/lib/views/account-views';
import type { PublishEditorView } from '@/lib/views/publish-views';
import { chinaDay } from '../china-time';
import { getOwnArticle } from '../content/article-authoring';
import { listSubmissions } from '../content/submissions';
import { database } from '../db';
import type { PageContext } from '../page';

/**
 * /publish and /publish?id=: for a logged-in author, the article to write (a
 * new one, or their own draft or rejected one; their pending or published one
 * is shown as no longer editable) and their submissions with their status and
 * the reviewer's note. A visitor gets neither (the login prompt); an exhibitor
 * gets no form. ?id= malformed, unknown or someone else's → 404.
 */
export interface PublishProps extends Record<string, unknown> {
  submissions: SubmissionView[] | null;
  editor: PublishEditorView | null;
}

export async function loadPublish(ctx: PageContext): Promise<GetServerSidePropsResult<PublishProps>> {
  const { viewer } = ctx;
  if (!viewer) return { props: { submissions: null, editor: null } };
  const id = ctx.query.id === undefined ? null : parseIdQuery(ctx.query);
  if (ctx.query.id !== undefined && id === null) return { notFound: true };

  const { db } = await database();
  const article = id === null ? null : await getOwnArticle(db, viewer.id, id);
  if (id !== null && !article) return { notFound: true };
  const rows = await listSubmissions(db, viewer.id);
  const submissions = rows.map((row) => ({ ...row, date: chinaDay(row.updatedAt) }));
  if (!mayAuthor(viewer.kind)) return { props: { submissions, editor: null } };

  const editable = !article || isEditableStatus(article.status);
  return {
    props: {
      submissions,
      editor: {
        article: editable ? article : null,
        locked: article && !editable ? { id: article.id, title: article.title, status: article.status } : null,
        channels: [...channelsFor(viewer.kind)],
        publishesDirectly: isStaffKind(viewer.kind),
      },
    },
  };
}
