import type { GetServerSideProps } from 'next';
import { cached } from '@/server/cache';
import { database } from '@/server/db';
import { sitemapEntries } from '@/server/seo/items';
import { sitemapXml } from '@/server/seo/site-map';
import { siteConfig, withRequestOrigin } from '@/server/site-config';

/** /sitemap.xml: written by getServerSideProps; the component never renders. */
export default function Sitemap() {
  return null;
}

export const getServerSideProps: GetServerSideProps = ({ req, res }) =>
  withRequestOrigin(req, async () => {
  const { db } = await database();
  const entries = await cached('seo:sitemap', ['articles', 'activities', 'jobs', 'consultants'], () => sitemapEntries(db), 60_000);
  res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=0, s-maxage=300, stale-while-revalidate=3600');
  res.end(sitemapXml(siteConfig().url, entries));
  return { props: {} };
  });
