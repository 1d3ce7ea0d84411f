import { Feed } from 'feed';
import { routes, withQuery } from '@/lib/routes';
import type { SiteConfig } from '@/lib/site-config';
import type { ArticleSummary } from '../articles/public';

/** RSS 2.0 of the latest public articles (made with the `feed` library). */
export function rssXml(site: SiteConfig, items: readonly ArticleSummary[]): string {
  const feed = new Feed({
    title: site.name,
    description: `${site.name} 最新资讯`,
    id: `${site.url}/`,
    link: `${site.url}/`,
    language: 'zh-CN',
    copyright: `© ${new Date().getFullYear()} ${site.name}`,
    updated: items[0] ? new Date(items[0].publishedAt) : new Date(0),
    feedLinks: { rss: `${site.url}/rss.xml` },
  });
  for (const item of items) {
    const link = `${site.url}${withQuery(routes.informationDetails, { id: item.id })}`;
    feed.addItem({ title: item.title, id: link, link, description: item.summary, date: new Date(item.publishedAt) });
  }
  return feed.rss2();
}
