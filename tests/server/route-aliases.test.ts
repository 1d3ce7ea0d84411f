import fs from 'node:fs';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';
import { ROUTE_ALIASES, routeAlias } from '@/lib/navigation/route-aliases';
import { routes } from '@/lib/routes';

/**
 * Common misspellings of the site's addresses (lib/navigation/route-aliases.ts) redirect
 * for good to the page they mean, in the visitor's language, the query kept.
 */

const ORIGIN = 'http://localhost:3000';
const I18N = { locales: ['zh-CN', 'en'], defaultLocale: 'zh-CN', localeDetection: false as const };

async function get(pathAndQuery: string, method = 'GET') {
  const response = await proxy(new NextRequest(`${ORIGIN}${pathAndQuery}`, { method, nextConfig: { i18n: I18N } }));
  return { status: response.status, location: response.headers.get('location') };
}

describe('route aliases', () => {
  it('sends /contact-us to the contact page /contract-us with a permanent redirect', async () => {
    await expect(get('/contact-us')).resolves.toEqual({ status: 308, location: `${ORIGIN}${routes.contact}` });
  });

  it('keeps the language and the query', async () => {
    await expect(get('/en/contactus?from=footer&x=%E5%B1%95')).resolves.toEqual({
      status: 308,
      location: `${ORIGIN}/en${routes.contact}?from=footer&x=%E5%B1%95`,
    });
    await expect(get('/activity-detail?id=3')).resolves.toEqual({ status: 308, location: `${ORIGIN}${routes.activity}?id=3` });
  });

  // (A trailing slash never reaches the proxy: Next first redirects /x/ to /x.)
  it('ignores case', async () => {
    await expect(get('/Join-Us/Recruit_Detail?id=2')).resolves.toEqual({ status: 308, location: `${ORIGIN}${routes.recruitDetail}?id=2` });
    await expect(get('/en/AboutUs')).resolves.toEqual({ status: 308, location: `${ORIGIN}/en` });
  });

  it('leaves the real routes alone, also those an alias differs from only in case', async () => {
    for (const route of [routes.contact, routes.activity, routes.consultant, routes.joinUs, routes.news, routes.privacy]) {
      expect(routeAlias(route)).toBeUndefined();
      const { status, location } = await get(route);
      expect({ route, status, location }).toEqual({ route, status: 200, location: null });
    }
  });

  it('does not redirect a form sent to a misspelt address', async () => {
    await expect(get('/contact-us', 'POST')).resolves.toMatchObject({ status: 200 });
  });

  it('names only addresses that are not pages, and only pages that exist', () => {
    const pageFile = (route: string) =>
      ['.tsx', '/index.tsx'].some((ext) => fs.existsSync(path.join(process.cwd(), 'pages', `${route === '/' ? '/index' : route}${ext}`)));
    for (const [alias, target] of Object.entries(ROUTE_ALIASES)) {
      expect({ alias, isPage: pageFile(alias) }).toEqual({ alias, isPage: false });
      expect({ target, isPage: pageFile(target) }).toEqual({ target, isPage: true });
    }
  });
});
