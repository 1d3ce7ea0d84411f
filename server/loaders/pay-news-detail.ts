import type { GetServerSidePropsResult } from 'next';
import { toLocale } from '@/lib/i18n';
import { parseIdQuery } from '@/lib/schemas/id-query';
import type { ArticleCardView } from '@/lib/views/article-views';
import { cached } from '../cache';
import { getArticle } from '../content/articles';
import { database } from '../db';
import type { PageContext } from '../page';
import { articleCard } from './article-list';

export interface PayNewsDetailProps extends Record<string, unknown> {
  /** Title, summary and date only: the body never leaves the server for a visitor who may not read it. */
  article: ArticleCardView;
}

/** /pay-news-details?id=: a members-only article's summary; unknown or malformed ids are a 404. */
export async function loadPayNewsDetail(ctx: PageContext): Promise<GetServerSidePropsResult<PayNewsDetailProps>> {
  const id = parseIdQuery(ctx.query);
  if (id === null) return { notFound: true };
  const { db } = await database();
  const article = await cached(`articles:pay:${id}`, ['articles'], () => getArticle(db, id, ['pay']));
  if (!article) return { notFound: true };
  return { props: { article: articleCard(article, toLocale(ctx.locale)) } };
}
