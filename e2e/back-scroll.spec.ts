import type { Page } from '@playwright/test';
import { routes } from '../lib/routes';
import { appReady, scrollSettled, visit } from './support/site';
import { expect, test } from './support/test';

/**
 * Back keeps the list's place (issue 36): scrolled down a list, into one of
 * its items, and Back — the list is where it was, on /activities, /news and
 * the search's second page, though each list's data loads again on the way
 * back and the page transition still shows the item while it leaves.
 */

const TOLERANCE_PX = 8;
// A phone: the lists are long there, and that is where losing the place hurts most.
test.use({ viewport: { width: 390, height: 844 } });

/** Scrolls to about `wanted` px (less when the page is shorter), then opens the first item link in view. */
async function scrollAndOpen(page: Page, itemHref: RegExp, wanted: number): Promise<number> {
  const room = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  const target = Math.min(wanted, room - 50);
  expect(target, 'the list is long enough to scroll').toBeGreaterThan(400);
  await page.mouse.wheel(0, target);
  const before = await scrollSettled(page);
  expect(before).toBeGreaterThan(400);
  const links = page.locator('main a[href]');
  const hrefs = await links.evaluateAll(
    (anchors, source) =>
      anchors
        .map((a) => ({ href: a.getAttribute('href') ?? '', top: a.getBoundingClientRect().top, bottom: a.getBoundingClientRect().bottom }))
        .filter((a) => new RegExp(source).test(a.href) && a.top > 80 && a.bottom < window.innerHeight)
        .map((a) => a.href),
    itemHref.source,
  );
  expect(hrefs.length, 'an item link in view').toBeGreaterThan(0);
  await page.locator(`main a[href="${hrefs[0]}"]`).first().click();
  await expect(page).not.toHaveURL(new RegExp(`${page.url().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return before;
}

async function expectBackAt(page: Page, listUrl: RegExp, before: number) {
  await page.goBack();
  await expect(page).toHaveURL(listUrl);
  await expect
    .poll(async () => Math.abs((await scrollSettled(page)) - before), { message: `distance (px) from the place left, ${before}`, timeout: 6_000 })
    .toBeLessThanOrEqual(TOLERANCE_PX);
}

test('/activities: an activity, then Back, keeps the place in the list', async ({ page }) => {
  await visit(page, routes.activities);
  const before = await scrollAndOpen(page, /^\/activityDetail\?id=\d+/, 2043);
  await expect(page).toHaveURL(/\/activityDetail\?id=\d+/);
  await expectBackAt(page, /\/activities$/, before);
  // And Forward then Back again: each entry keeps its own place (the activity's is the top).
  await page.goForward();
  await expect(page).toHaveURL(/\/activityDetail\?id=\d+/);
  await expect.poll(() => scrollSettled(page)).toBe(0);
  await expectBackAt(page, /\/activities$/, before);
});

test('/news: an article, then Back, keeps the place, also when the list data comes back late', async ({ page }) => {
  await visit(page, routes.news);
  const before = await scrollAndOpen(page, /^\/information-details\?id=\d+/, 1500);
  // The list's data on the way back arrives 800 ms late: the place waits for it.
  await page.route('**/_next/data/**/news.json*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await expectBackAt(page, /\/news$/, before);
});

test("the search's page 2: a result, then Back, keeps the place", async ({ page }) => {
  await visit(page, `${routes.search}?q=${encodeURIComponent('展会')}&page=2`);
  const before = await scrollAndOpen(page, /[?&]from=search/, 1200);
  await expectBackAt(page, /\/search\?q=%E5%B1%95%E4%BC%9A&page=2$/, before);
});

test('a reload keeps the place too; a link back to the list (not Back) opens it at the top', async ({ page }) => {
  await visit(page, routes.activities);
  await page.mouse.wheel(0, 1200);
  const before = await scrollSettled(page);
  expect(before).toBeGreaterThan(400);
  await page.reload();
  await appReady(page);
  await expect.poll(async () => Math.abs((await scrollSettled(page)) - before), { timeout: 6_000 }).toBeLessThanOrEqual(TOLERANCE_PX);

  await scrollAndOpen(page, /^\/activityDetail\?id=\d+/, 1200);
  await page.getByRole('navigation', { name: '当前位置' }).locator(`a[href="${routes.activities}"]`).click();
  await expect(page).toHaveURL(/\/activities$/);
  await expect.poll(() => scrollSettled(page)).toBe(0);
});
