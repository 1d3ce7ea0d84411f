import { expect, test } from './support/test';

/** The sitemap and the RSS feed parse as XML and list the site's content; robots.txt points at the sitemap. */

test('sitemap.xml parses as XML and lists pages and items in both languages', async ({ page, request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/xml');
  const xml = await response.text();
  await page.goto('/privacy');
  const facts = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml');
    const locs = Array.from(doc.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'loc'), (n) => n.textContent ?? '');
    return {
      error: doc.getElementsByTagName('parsererror').length,
      locs,
      alternates: doc.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link').length,
    };
  }, xml);
  expect(facts.error).toBe(0);
  const paths = facts.locs.map((loc) => new URL(loc).pathname + new URL(loc).search);
  expect(paths).toEqual(expect.arrayContaining(['/', '/en', '/brand', '/en/brand', '/hot']));
  expect(paths.some((p) => p.startsWith('/information-details?id='))).toBe(true);
  expect(paths.some((p) => p.startsWith('/en/activityDetail?id='))).toBe(true);
  expect(paths.some((p) => p.startsWith('/join-us/recruit-detail?id='))).toBe(true);
  expect(facts.alternates).toBe(facts.locs.length * 2);
});

test('rss.xml parses as XML with the latest articles', async ({ page, request }) => {
  const response = await request.get('/rss.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/rss+xml');
  const xml = await response.text();
  await page.goto('/privacy');
  const facts = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml');
    return {
      error: doc.getElementsByTagName('parsererror').length,
      items: doc.getElementsByTagName('item').length,
      firstLink: doc.querySelector('item > link')?.textContent ?? '',
    };
  }, xml);
  expect(facts.error).toBe(0);
  expect(facts.items).toBeGreaterThanOrEqual(10);
  expect(new URL(facts.firstLink).pathname).toBe('/information-details');
});

test('robots.txt allows crawling and names the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toContain('User-agent: *');
  expect(text).toMatch(/^Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml$/m);
});
