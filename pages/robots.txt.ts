import type { GetServerSideProps } from 'next';
import { siteConfig, withRequestOrigin } from '@/server/kernel/site-config';

/** /robots.txt: everything public may be crawled; the API and private areas not. */
export default function Robots() {
  return null;
}

export const getServerSideProps: GetServerSideProps = ({ req, res }) =>
  withRequestOrigin(req, async () => {
  const { url } = siteConfig();
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.end(['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /admin', 'Disallow: /exhibitor', 'Disallow: /publish', 'Disallow: /account', 'Disallow: /t/', '', `Sitemap: ${url}/sitemap.xml`, ''].join('\n'));
  return { props: {} };
  });
