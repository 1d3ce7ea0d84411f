import type { Request } from '@playwright/test';
import { routes } from '../lib/routes';
import { expect, test } from './support/test';

/**
 * Chunk-load failure (docs/spec.md §4.4): when a page's script cannot be
 * loaded the page reloads itself once, and not again within 60 s even though
 * the chunk still fails.
 */

test('a page whose chunk answers 404 reloads exactly once', async ({ page }) => {
  let chunkRequests = 0;
  await page.route('**/_next/static/chunks/pages/privacy-*.js', async (route) => {
    chunkRequests += 1;
    await route.fulfill({ status: 404, contentType: 'text/plain', body: 'gone' });
  });
  const documentRequests: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documentRequests.push(request.url());
  });
  const isDocument = (request: Request) => request.isNavigationRequest() && request.frame() === page.mainFrame();

  await page.goto(routes.privacy);
  await expect.poll(() => documentRequests.length, { message: 'page loads', timeout: 10_000 }).toBe(2);
  await page.waitForLoadState('load');

  // The chunk fails again after the reload, but the guard has spent its one reload.
  await expect(page.waitForRequest(isDocument, { timeout: 3_000 }), 'a third page load').rejects.toThrow();
  expect(documentRequests).toHaveLength(2);
  expect(chunkRequests).toBeGreaterThanOrEqual(2);

  const stamp = await page.evaluate(() => sessionStorage.getItem('tmz:chunk-reload-at'));
  expect(Number(stamp), `sessionStorage tmz:chunk-reload-at = ${stamp}`).toBeGreaterThan(Date.now() - 60_000);
});
