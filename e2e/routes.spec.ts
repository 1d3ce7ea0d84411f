import { BASE_URL } from './support/servers';
import { DB_DETAIL_ROUTES, LANGS, localized, routeTableUrls, workingUrl } from './support/site';
import { routes } from '../lib/routes';
import { expect, test } from './support/test';

/**
 * Every route of the table answers 200 in both languages, straight away (no
 * redirect), with the right <html lang>, a title, a description and a
 * canonical link to the route itself. The server's HTML is read with the
 * `request` fixture and parsed by the browser's DOMParser (no page load per
 * route, so the sweep stays fast).
 */

for (const lang of LANGS) {
  for (const { path, canonicalPath } of routeTableUrls()) {
    const url = localized(path, lang);
    test(`${url} answers 200 with lang ${lang}, title, description and canonical link`, async ({ request, parseHtml }) => {
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), `status of ${url}`).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      const facts = await parseHtml(await response.text());

      expect(facts.lang).toBe(lang);
      expect(facts.title, 'the <title>').not.toBe('');
      expect(facts.description, 'the meta description').not.toBe('');
      expect(facts.canonical, 'the canonical link').not.toBe('');
      const canonical = new URL(facts.canonical, BASE_URL);
      expect(canonical.origin, 'the canonical link uses SITE_URL').toBe(BASE_URL);
      expect(canonical.pathname, 'the canonical link names the route').toBe(localized(canonicalPath, lang));
    });
  }
}

for (const lang of LANGS) {
  for (const key of DB_DETAIL_ROUTES) {
    test(`${localized(routes[key], lang)} with a seeded id answers 200 with its canonical link`, async ({ request, parseHtml }) => {
      const url = localized(await workingUrl(request, key), lang);
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), `status of ${url}`).toBe(200);
      const facts = await parseHtml(await response.text());
      expect(facts.lang).toBe(lang);
      expect(facts.title).not.toBe('');
      const canonical = new URL(facts.canonical, BASE_URL);
      expect(`${canonical.pathname}${canonical.search}`).toBe(url);
    });

    for (const bad of ['', '?id=abc', '?id=0', '?id=999999', '?id=1.5']) {
      test(`${localized(routes[key], lang)}${bad} is the 404 page`, async ({ request }) => {
        const response = await request.get(localized(`${routes[key]}${bad}`, lang), { maxRedirects: 0 });
        expect(response.status()).toBe(404);
        expect(await response.text()).toContain(lang === 'en' ? 'This page could not be found' : '页面未找到');
      });
    }
  }
}
