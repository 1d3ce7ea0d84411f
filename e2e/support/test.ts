import { test as base, expect } from '@playwright/test';

/**
 * The `test` every spec uses: Playwright's, plus an automatic guard that keeps
 * the tests on this machine. Any request to a host other than 127.0.0.1 that
 * the test itself did not answer with `page.route` (or a later
 * `context.route`, which take precedence over this one) is aborted and fails
 * the test, naming the URL.
 */

const LOCAL_HOSTS = new Set(['127.0.0.1']);

export const test = base.extend<{ offlineGuard: void }>({
  offlineGuard: [
    async ({ context }, use) => {
      const escaped: string[] = [];
      await context.route(
        (url) => url.protocol !== 'data:' && url.protocol !== 'blob:' && !LOCAL_HOSTS.has(url.hostname),
        async (route) => {
          escaped.push(route.request().url());
          await route.abort('blockedbyclient');
        },
      );
      await use();
      expect(escaped, 'requests to hosts other than 127.0.0.1 that the test did not route').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
