import type { Page } from '@playwright/test';
import { routes } from '../lib/routes';
import { scrollSettled, sectionOffset, text, visit } from './support/site';
import { expect, test } from './support/test';

/**
 * Hash scroll (docs/spec.md §2.4): a navigation carrying a hash lands the
 * section just under the fixed header, also when the section renders late;
 * without a hash the page goes to the top.
 */

const TOLERANCE_PX = 3;
const zh = (key: string) => text('zh-CN', 'common', key);
const BRAND = zh('nav.brand'); // 品牌方
const SERVICE = zh('sections.service'); // 专属服务

function brandLink(page: Page) {
  return page.getByRole('navigation', { name: zh('nav.mainNav') }).getByRole('link', { name: BRAND, exact: true });
}

async function expectSectionUnderHeader(page: Page, selector: string) {
  await expect
    .poll(
      async () => {
        await scrollSettled(page);
        const offset = await sectionOffset(page, selector);
        return offset ? Math.abs(Math.round(offset.section - offset.header)) : Number.POSITIVE_INFINITY;
      },
      { message: `distance (px) between the fixed header and ${selector} once scrolling stopped`, timeout: 5_000 },
    )
    .toBeLessThanOrEqual(TOLERANCE_PX);
}

/** A mouse user at 1280 px: hover 品牌方 in the header, then click 专属服务 in its dropdown. */
async function openBrandServiceFromHeader(page: Page) {
  await brandLink(page).hover();
  const toggle = page.getByRole('button', { name: zh('nav.openSubmenu').replace('{{name}}', BRAND) });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const menu = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
  await menu.getByRole('link', { name: SERVICE }).click();
}

test('/brand#service opened directly lands the section under the header', async ({ page }) => {
  await visit(page, `${routes.brand}#service`);
  await expect(page.locator('#service')).toBeAttached();
  await expectSectionUnderHeader(page, '#service');
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test('the header dropdown 品牌方 → 专属服务 lands the section under the header', async ({ page }) => {
  await visit(page, routes.home);
  await openBrandServiceFromHeader(page);
  await expect(page).toHaveURL(`${routes.brand}#service`);
  await expectSectionUnderHeader(page, '#service');
});

test('the header dropdown lands the section when the page data arrives late', async ({ page }) => {
  let delayed = 0;
  await page.route('**/_next/data/**/brand.json*', async (route) => {
    // Hovering the link prefetches (a middleware prefetch, marked by its header); the click loads the data.
    if (route.request().headers()['x-middleware-prefetch']) return route.continue();
    delayed += 1;
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await visit(page, routes.home);
  await openBrandServiceFromHeader(page);
  await expect(page).toHaveURL(`${routes.brand}#service`);
  await expectSectionUnderHeader(page, '#service');
  expect(delayed, 'brand page data loads that went through the delay').toBe(1);
});

test('/brand without a hash goes back to the top', async ({ page }) => {
  await visit(page, `${routes.brand}#service`);
  await expectSectionUnderHeader(page, '#service');
  await brandLink(page).click();
  await expect(page).toHaveURL(routes.brand);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a client-side visit to /brand from a scrolled page starts at the top', async ({ page }) => {
  await visit(page, routes.privacy);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await brandLink(page).click();
  await expect(page).toHaveURL(routes.brand);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
