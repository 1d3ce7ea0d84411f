import { test as base, expect, type Page } from '@playwright/test';

/**
 * The `test` every spec uses: Playwright's, plus
 * - a guard on every browser context that keeps the tests on this machine: any
 *   request to a host other than 127.0.0.1 that the test did not answer itself
 *   (with `page.route`, or a later `context.route`, both of which take
 *   precedence) is aborted and fails the test, naming the URL;
 * - `parseHtml`: reads server HTML with the browser's DOMParser in one inert
 *   page per worker, for tests that only need the `request` fixture.
 */

const LOCAL_HOSTS = new Set(['127.0.0.1']);

export interface HeadFacts {
  lang: string;
  title: string;
  description: string;
  canonical: string;
}

type ParseHtml = (html: string) => Promise<HeadFacts>;

export const test = base.extend<{ parseHtml: ParseHtml }, { parserPage: Page }>({
  context: async ({ context }, provide) => {
    const escaped: string[] = [];
    await context.route(
      (url) => url.protocol !== 'data:' && url.protocol !== 'blob:' && !LOCAL_HOSTS.has(url.hostname),
      async (route) => {
        escaped.push(route.request().url());
        await route.abort('blockedbyclient');
      },
    );
    await provide(context);
    expect(escaped, 'requests to hosts other than 127.0.0.1 that the test did not route').toEqual([]);
  },

  parserPage: [
    async ({ browser }, provide) => {
      const page = await browser.newPage();
      await provide(page);
      await page.close();
    },
    { scope: 'worker' },
  ],

  parseHtml: async ({ parserPage }, provide) => {
    await provide((html) =>
      parserPage.evaluate((source): HeadFacts => {
        const doc = new DOMParser().parseFromString(source, 'text/html');
        return {
          lang: doc.documentElement.getAttribute('lang') ?? '',
          title: doc.title.trim(),
          description: doc.querySelector('meta[name="description"]')?.getAttribute('content')?.trim() ?? '',
          canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '',
        };
      }, html),
    );
  },
});

export { expect };
