import type { Locale } from '@/lib/i18n';
import type { ArticleCardView } from '@/lib/articles/views';
import { chinaDay } from '../kernel/china-time';
import type { ArticleDetail, ArticleSummary } from './public';

/** The API's view of an article in a list (no internal fields). */
export function articleSummaryJson(article: ArticleSummary) {
  return {
    id: article.id,
    channel: article.channel,
    title: article.title,
    titleEn: article.titleEn,
    summary: article.summary,
    summaryEn: article.summaryEn,
    cover: article.cover,
    publishedAt: article.publishedAt,
    views: article.views,
  };
}

/**
 * One article with its body (sanitised HTML) and its neighbours in its
 * channel. A members-only article carries its body only when `mayReadMembersOnly`
 * (a logged-in member or staff); otherwise `body` is null.
 */
export function articleDetailJson(article: ArticleDetail, mayReadMembersOnly = false) {
  const membersOnly = article.channel === 'pay';
  return {
    ...articleSummaryJson(article),
    membersOnly,
    body: membersOnly && !mayReadMembersOnly ? null : article.body,
    authorName: article.authorName,
    previous: article.previous,
    next: article.next,
  };
}

/** An article as a list card (and a detail page's header), in the page's language. */
export function articleCard(article: ArticleSummary, locale: Locale): ArticleCardView {
  const english = locale === 'en';
  return {
    id: article.id,
    title: (english && article.titleEn) || article.title,
    summary: (english && article.summaryEn) || article.summary,
    cover: article.cover,
    date: chinaDay(article.publishedAt),
    views: article.views,
  };
}
