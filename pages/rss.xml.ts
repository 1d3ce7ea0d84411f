import type { GetServerSideProps } from 'next';
import { cached } from '@/server/kernel/cache';
import { latestArticles, PUBLIC_CHANNELS } from '@/server/articles/public';
import { database } from '@/server/db';
import { rssXml } from '@/server/site/rss';
import { siteConfig, withRequestOrigin } from '@/server/kernel/site-config';

/** /rss.xml: the 30 latest public articles; written by getServerSideProps. */
export default function Rss() {
  return null;
}

export const getServerSideProps: GetServerSideProps = ({ req, res }) =>
  withRequestOrigin(req, async () => {
  const { db } = await database();
  const items = await cached('seo:rss', ['articles'], () => latestArticles(db, PUBLIC_CHANNELS, 30), 60_000);
  res.setHeader('Content-Type', 'application/rss+xml; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=0, s-maxage=300, stale-while-revalidate=3600');
  res.end(rssXml(siteConfig(), items));
  return { props: {} };
  });
