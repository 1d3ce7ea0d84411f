import { rssXml } from '@/server/site/rss';
import { sitemapXml, STATIC_PATHS } from '@/server/site/site-map';
import { siteConfigFrom } from '@/server/kernel/site-config';
import { env } from '@/server/kernel/env';

describe('sitemapXml', () => {
  it('lists each path in both languages with hreflang alternates and escapes the URLs', () => {
    const xml = sitemapXml('https://www.example.com', [
      { path: '/' },
      { path: '/information-details?id=3&x=1', lastModified: new Date('2026-11-01T00:00:00Z') },
    ]);
    expect(xml).toContain('<loc>https://www.example.com/</loc>');
    expect(xml).toContain('<loc>https://www.example.com/en</loc>');
    expect(xml).toContain('<loc>https://www.example.com/en/information-details?id=3&amp;x=1</loc><lastmod>2026-11-01T00:00:00.000Z</lastmod>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="zh-CN" href="https://www.example.com/information-details?id=3&amp;x=1"/>');
    expect(xml.match(/<url>/g)).toHaveLength(4);
  });

  it('has the public pages of the route table', () => {
    expect(STATIC_PATHS).toEqual(expect.arrayContaining(['/', '/brand', '/tmz', '/join-us', '/hot', '/privacy']));
    expect(STATIC_PATHS).not.toContain('/publish');
  });
});

describe('rssXml', () => {
  it('makes an RSS 2.0 channel with one item per article', () => {
    const site = siteConfigFrom(env({ SITE_URL: 'https://www.example.com' } as unknown as NodeJS.ProcessEnv));
    const xml = rssXml(site, [
      { id: 9, channel: 'hot', title: '供应链 & 渠道', titleEn: null, summary: '摘要', summaryEn: null, cover: null, publishedAt: '2026-11-20T02:00:00.000Z', views: 1 },
    ]);
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain('<title><![CDATA[供应链 & 渠道]]></title>');
    expect(xml).toContain('<link>https://www.example.com/information-details?id=9</link>');
    expect(xml).toContain('<pubDate>Fri, 20 Nov 2026 02:00:00 GMT</pubDate>');
  });
});
