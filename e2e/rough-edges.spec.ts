import { routes } from '../lib/routes';
import { visit } from './support/site';
import { expect, test } from './support/test';

/**
 * Issue 36's rough edges on the reading side: misspelt addresses lead to the
 * page, the search puts the show and the site's pages where people look, and
 * an article shows its cover.
 */

const SHOW = '第十二届 TMZ 消费品产业展（上海）';
const SHOW_EN = 'The 12th TMZ Consumer Goods Industry Show (Shanghai)';
const SHOW_NEWS = '第十二届 TMZ 展会观众登记正式开启';

test('/contact-us and other misspellings redirect for good to the page, in both languages, the query kept', async ({ request, page }) => {
  const cases: [string, string][] = [
    ['/contact-us', routes.contact],
    ['/en/contact-us?from=card', `/en${routes.contact}?from=card`],
    ['/contactus', routes.contact],
    ['/aboutus', '/'],
    ['/en/joinus', `/en${routes.joinUs}`],
    ['/activity-detail?id=1', `${routes.activity}?id=1`],
    ['/privacy-policy', routes.privacy],
  ];
  for (const [from, to] of cases) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect({ from, status: response.status() }).toEqual({ from, status: 308 });
    expect(new URL(response.headers().location ?? '', 'http://x').pathname + new URL(response.headers().location ?? '', 'http://x').search).toBe(
      to,
    );
  }
  // A visitor typing it lands on the contact page.
  await visit(page, '/contact-us');
  await expect(page).toHaveURL(/\/contract-us$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('联系我们');
});

test('search: 展会 puts the next show first; "trade show" finds it on the English site; 隐私政策 and a consultant are found', async ({ page }) => {
  await visit(page, `${routes.search}?q=${encodeURIComponent('展会')}`);
  const titles = page.locator('main ol li h2');
  // The results (the breadcrumb is a list too).
  const results = page.locator('main ol li').filter({ has: page.locator('h2') });
  await expect(titles.first()).toHaveText(SHOW);
  expect((await titles.allTextContents()).slice(0, 10)).toContain(SHOW_NEWS);

  await visit(page, `/en${routes.search}?q=${encodeURIComponent('trade show')}`);
  await expect(titles.first()).toHaveText(SHOW_EN);
  await results.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/en\/activityDetail\?id=\d+&from=search/);

  await visit(page, `${routes.search}?q=${encodeURIComponent('隐私政策')}`);
  const first = results.first();
  await expect(first.getByRole('link')).toHaveText('隐私政策');
  await expect(first.getByRole('link')).toHaveAttribute('href', routes.privacy);
  await expect(first.getByText('网站页面', { exact: true })).toBeVisible();

  await visit(page, `${routes.search}?q=${encodeURIComponent('顾问')}`);
  await expect(results.filter({ has: page.getByText('顾问', { exact: true }) }).first()).toBeVisible();
});

test('an article shows its cover: sized before it loads, described, and loaded', async ({ page }) => {
  await visit(page, `${routes.search}?q=${encodeURIComponent(SHOW_NEWS)}`);
  const href = await page.locator('main ol li').filter({ has: page.locator('h2') }).filter({ hasText: SHOW_NEWS }).first().getByRole('link').getAttribute('href');
  // Opened afresh, so the layout shifts measured are this page's alone.
  await visit(page, href ?? '');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SHOW_NEWS);
  const cover = page.getByRole('img', { name: `封面图：${SHOW_NEWS}` });
  await expect(cover).toBeVisible();
  await expect(cover).toHaveAttribute('width', '1200');
  await expect(cover).toHaveAttribute('height', '675');
  await expect(cover).toHaveAttribute('src', '/images/seed/covers/trade-show.svg');
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const box = await cover.boundingBox();
  expect(box && Math.round((box.width / box.height) * 9)).toBe(16);
  // No shift when it arrived: nothing moved the page's content (Cumulative Layout Shift stays 0).
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
  expect(shift).toBeLessThan(0.01);
});
