import type { Page } from '@playwright/test';
import { routes } from '../lib/routes';
import { STATISTICS_TEST_ID, STATS_URL } from './support/servers';
import { text, visit } from './support/site';
import { expect, test } from './support/test';

/**
 * The visitor-statistics script (Baidu Tongji style) loads only when
 * STATISTICS_ID is set, and records client-side page views. Its host is
 * answered here; nothing reaches hm.baidu.com.
 */

const STATS_HOST = 'hm.baidu.com';

type Hmt = unknown[][] | undefined;
const hmt = (page: Page) => page.evaluate(() => (window as unknown as { _hmt?: unknown[][] })._hmt as Hmt);

test('without STATISTICS_ID no statistics script is requested or added', async ({ page }) => {
  const requested: string[] = [];
  await page.route(`https://${STATS_HOST}/**`, async (route) => {
    requested.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'application/javascript', body: '' });
  });
  await visit(page, routes.home, { waitUntil: 'networkidle' });
  await page.getByRole('contentinfo').getByRole('link', { name: text('zh-CN', 'common', 'footer.privacy') }).click();
  await expect(page).toHaveURL(routes.privacy);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(requested).toEqual([]);
  await expect(page.locator(`script[src*="${STATS_HOST}"]`)).toHaveCount(0);
  expect(await hmt(page)).toBeUndefined();
});

test.describe('with STATISTICS_ID', () => {
  test.use({ baseURL: STATS_URL });

  test('the script is loaded and client-side navigations record page views', async ({ page }) => {
    const scriptUrl = `https://${STATS_HOST}/hm.js?${STATISTICS_TEST_ID}`;
    const requested: string[] = [];
    await page.route(`https://${STATS_HOST}/**`, async (route) => {
      requested.push(route.request().url());
      await route.fulfill({ status: 200, contentType: 'application/javascript', body: '' });
    });
    const scriptLoaded = page.waitForResponse(scriptUrl);
    await visit(page, routes.home);
    await scriptLoaded;
    expect(requested).toEqual([scriptUrl]);
    await expect(page.locator(`script[src="${scriptUrl}"]`)).toHaveCount(1);

    await page.getByRole('contentinfo').getByRole('link', { name: text('zh-CN', 'common', 'footer.privacy') }).click();
    await expect(page).toHaveURL(routes.privacy);
    await expect.poll(() => hmt(page)).toContainEqual(['_trackPageview', routes.privacy]);
    expect(requested, 'the script is added once').toEqual([scriptUrl]);
  });
});
