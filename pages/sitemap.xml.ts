import type { GetServerSideProps } from 'next';
import { cached } from '@/server/kernel/cache';
import { database } from '@/server/db';
import { sitemapEntries } from '@/server/site/feed-items';
import { sitemapXml } from '@/server/site/site-map';
import { siteConfig, withRequestOrigin } from '@/server/kernel/site-config';

/** /sitemap.xml: written by getServerSideProps; the component never renders. */
export default function Sitemap() {
  return null;
}

export const getServerSideProps: GetServerSideProps = ({ req, res }) =>
  withRequestOrigin(req, async () => {
  const { db } = await database();
  const entries = await cached('seo:sitemap', ['articles', 'activities', 'jobs', 'consultants', 'companies'], () => sitemapEntries(db), 60_000);
  res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=0, s-maxage=300, stale-while-revalidate=3600');
  res.end(sitemapXml(siteConfig().url, entries));
  return { props: {} };
  });
