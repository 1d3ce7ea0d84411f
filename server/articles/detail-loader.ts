import type { GetServerSidePropsResult } from 'next';
import { localePrefix, toLocale, type Locale } from '@/lib/i18n';
import { backQuery, type BackQuery } from '@/lib/search/schema';
import { routes, withQuery } from '@/lib/routes';
import type { ArticleDetailView } from '@/lib/articles/views';
import { cached } from '../kernel/cache';
import { getArticle, PUBLIC_CHANNELS, type ArticleDetail } from './public';
import { recordOfIdQuery, type PageContext } from '../http/page';
import { recordView } from './view-counter';
import { qrSvg } from '../kernel/qr';
import { siteConfig } from '../kernel/site-config';
import { articleCard } from './views';

export interface ArticleDetailProps extends Record<string, unknown> {
  article: ArticleDetailView;
  /** Where "back" goes: the search or the channel's list, with its q and page. */
  back: BackQuery;
}

/** /information-details?id=: a published article of a public channel; anything else is a 404. */
export async function loadArticleDetail(ctx: PageContext): Promise<GetServerSidePropsResult<ArticleDetailProps>> {
  const article = await recordOfIdQuery(ctx, ['articles'], (id) => `articles:detail:${id}`, (db, id) => getArticle(db, id, PUBLIC_CHANNELS));
  if (!article) return { notFound: true };
  recordView(article.id);
  return { props: { article: await articleDetailView(article, toLocale(ctx.locale), routes.informationDetails), back: backQuery.parse(ctx.query) } };
}

/** The page's view of an article with its body, neighbours in its channel and share QR code (the detail page's address). */
export async function articleDetailView(article: ArticleDetail, locale: Locale, detailPath: string): Promise<ArticleDetailView> {
  const english = locale === 'en';
  const url = `${siteConfig().url}${localePrefix(locale)}${withQuery(detailPath, { id: article.id })}`;
  const neighbour = (n: typeof article.previous) => (n ? { id: n.id, title: (english && n.titleEn) || n.title } : null);
  return {
    ...articleCard(article, locale),
    channel: article.channel,
    body: article.body,
    author: article.authorName,
    publishedAt: article.publishedAt,
    modifiedAt: article.modifiedAt,
    previous: neighbour(article.previous),
    next: neighbour(article.next),
    shareQr: await cached(`qr:${url}`, [], () => qrSvg(url), 3_600_000),
    url,
  };
}
