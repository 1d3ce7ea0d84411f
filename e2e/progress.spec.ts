import type { Page } from '@playwright/test';
import { routes } from '../lib/routes';
import { text, visit } from './support/site';
import { expect, test } from './support/test';

/**
 * The progress bar (docs/spec.md §4.2): it shows only when a page load takes
 * longer than the 200 ms throttle, and hides again after the load.
 */

const privacyTitle = text('zh-CN', 'common', 'routes.privacy.title');

function privacyLink(page: Page) {
  return page.getByRole('contentinfo').getByRole('link', { name: text('zh-CN', 'common', 'footer.privacy') });
}

/** Records whether #nprogress is ever added to the document from now on. */
async function watchForProgressBar(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __progressSeen: boolean };
    w.__progressSeen = document.getElementById('nprogress') !== null;
    new MutationObserver(() => {
      if (document.getElementById('nprogress')) w.__progressSeen = true;
    }).observe(document.documentElement, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { __progressSeen: boolean }).__progressSeen);
}

test('a slow page load shows the progress bar, which goes away afterwards', async ({ page }) => {
  await page.route('**/_next/data/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await visit(page, routes.home);
  const pageLoads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) pageLoads.push(request.url());
  });
  const seen = await watchForProgressBar(page);
  await privacyLink(page).click();
  // The data is held 1.5 s on purpose; on a busy 2-core machine the page's chunk and render add seconds more.
  await expect(page.getByRole('heading', { level: 1, name: privacyTitle })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(routes.privacy);
  expect(pageLoads, 'full page loads (the navigation should be client-side)').toEqual([]);
  expect(await seen(), '#nprogress was added while the page data was delayed').toBe(true);
  await expect(page.locator('#nprogress')).not.toBeAttached();
});

test('a fast page load never shows the progress bar', async ({ page, request }) => {
  await visit(page, routes.home);
  // A fast load, whatever the machine's load: the page chunk is fetched beforehand (hovering the link
  // prefetches it) and the page data is answered at once from a copy taken before the click.
  const buildId = await page.evaluate(() => (window as unknown as { __NEXT_DATA__: { buildId: string } }).__NEXT_DATA__.buildId);
  const data = await request.get(`/_next/data/${buildId}/zh-CN${routes.privacy}.json`);
  expect(data.status()).toBe(200);
  const body = await data.body();
  await page.route('**/_next/data/**/privacy.json*', (route) =>
    route.request().headers()['x-middleware-prefetch']
      ? route.continue()
      : route.fulfill({ status: 200, contentType: 'application/json', body }),
  );
  const link = privacyLink(page);
  const chunk = page.waitForResponse((response) => /\/_next\/static\/chunks\/pages\/privacy-[^/]*\.js/.test(response.url()));
  await link.hover();
  await chunk;

  const seen = await watchForProgressBar(page);
  await link.click();
  await expect(page).toHaveURL(routes.privacy);
  await expect(page.getByRole('heading', { level: 1, name: privacyTitle })).toBeVisible();
  expect(await seen(), '#nprogress was added during a fast navigation').toBe(false);
});
