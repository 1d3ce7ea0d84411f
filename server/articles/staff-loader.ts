import type { GetServerSidePropsResult } from 'next';
import { channelsFor } from '@/lib/articles/rules';
import { adminArticleQuery } from '@/lib/articles/staff-schema';
import { parseIdQuery } from '@/lib/http/id-query';
import type { AdminArticleEditProps, AdminArticlesProps } from '@/lib/articles/staff-views';
import { getAdminArticle, listAdminArticles } from './staff';
import { countPendingSubmissions } from './submissions';
import { database } from '../db';
import type { PageContext } from '../http/page';

/**
 * /admin/articles?channel=&status=&author=&q=&page=: every article for staff,
 * filtered, last changed first, and how many submissions wait for review.
 * Malformed filters are a 404; a page past the last one is simply empty.
 */
export async function loadAdminArticles(ctx: PageContext): Promise<GetServerSidePropsResult<AdminArticlesProps>> {
  const parsed = adminArticleQuery.safeParse(ctx.query);
  if (!parsed.success) return { notFound: true };
  const query = parsed.data;
  const { db } = await database();
  const [list, pending] = await Promise.all([listAdminArticles(db, query), countPendingSubmissions(db)]);
  return {
    props: {
      filters: { channel: query.channel ?? '', status: query.status ?? '', author: query.author, q: query.q },
      list,
      pending,
    },
  };
}

/** /admin/articles/edit?id=: an article of any author and state to edit, or (no id) a new one; a malformed or unknown id is a 404. */
export async function loadAdminArticleEdit(ctx: PageContext): Promise<GetServerSidePropsResult<AdminArticleEditProps>> {
  if (!ctx.viewer) return { notFound: true };
  const channels = [...channelsFor(ctx.viewer.kind)];
  if (ctx.query.id === undefined) return { props: { article: null, channels } };
  const id = parseIdQuery(ctx.query);
  if (id === null) return { notFound: true };
  const { db } = await database();
  const article = await getAdminArticle(db, id);
  return article ? { props: { article, channels } } : { notFound: true };
}
