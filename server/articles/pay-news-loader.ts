import type { GetServerSidePropsResult } from 'next';
import { canReadMembersOnly } from '@/lib/guards';
import { localePrefix, toLocale } from '@/lib/i18n';
import { routes, withQuery } from '@/lib/routes';
import { backQuery, type BackQuery } from '@/lib/search/schema';
import type { ArticleCardView, ArticleDetailView } from '@/lib/articles/views';
import { getArticle } from './public';
import { recordOfIdQuery, type PageContext } from '../http/page';
import { siteConfig } from '../kernel/site-config';
import { recordView } from './view-counter';
import { articleDetailView } from './detail-loader';
import { articleCard } from './views';

/**
 * /pay-news-details?id=: a members-only article. Members and staff get the
 * whole article; anyone else gets its title, date and summary only — the body
 * never leaves the server for a visitor who may not read it.
 */
export type PayNewsDetailProps = (
  | { access: 'full'; article: ArticleDetailView }
  | { access: 'summary'; article: ArticleCardView & { publishedAt: string; modifiedAt: string; url: string } }
) & { back: BackQuery };

export async function loadPayNewsDetail(ctx: PageContext): Promise<GetServerSidePropsResult<PayNewsDetailProps>> {
  const article = await recordOfIdQuery(ctx, ['articles'], (id) => `articles:pay:${id}`, (db, id) => getArticle(db, id, ['pay']));
  if (!article) return { notFound: true };
  const locale = toLocale(ctx.locale);
  const back = backQuery.parse(ctx.query);
  if (!canReadMembersOnly(ctx.viewer)) {
    const url = `${siteConfig().url}${localePrefix(locale)}${withQuery(routes.payNewsDetails, { id: article.id })}`;
    const summary = { ...articleCard(article, locale), publishedAt: article.publishedAt, modifiedAt: article.modifiedAt, url };
    return { props: { access: 'summary', article: summary, back } };
  }
  recordView(article.id);
  return { props: { access: 'full', article: await articleDetailView(article, locale, routes.payNewsDetails), back } };
}
