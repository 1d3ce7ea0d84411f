import { routes } from '../lib/routes';
import { expect, test } from './support/test';
import { visit } from './support/site';

/** Finding things: the header's search box, /search with highlighted results, /news, and the way back from an article. */

const SHOW_NEWS = '第十二届 TMZ 展会观众登记正式开启';

test('the header box finds 展会: results with the match marked → the news article → back to the results', async ({ page }) => {
  await visit(page, routes.home);
  const box = page.getByRole('banner').getByRole('searchbox', { name: '搜索全站' });
  await box.click();
  await box.fill('展会');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=%E5%B1%95%E4%BC%9A$/);
  await expect(page.locator('main').getByRole('status')).toHaveText(/^找到 \d+ 条与“展会”相关的结果$/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');

  const result = page.locator('main ol li').filter({ hasText: SHOW_NEWS });
  await expect(result.locator('mark').first()).toHaveText('展会');
  await expect(result.getByText('平台资讯', { exact: true })).toBeVisible();
  await result.getByRole('link', { name: SHOW_NEWS }).click();
  await expect(page).toHaveURL(/\/information-details\?id=\d+&from=search&q=%E5%B1%95%E4%BC%9A$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SHOW_NEWS);
  // The breadcrumb names the article's own list; "back" returns to the search.
  await expect(page.getByRole('navigation', { name: '当前位置' }).getByRole('link', { name: '平台资讯' })).toHaveAttribute('href', '/news');
  await page.getByRole('link', { name: '返回搜索结果' }).click();
  await expect(page).toHaveURL(/\/search\?q=%E5%B1%95%E4%BC%9A$/);
  await expect(page.locator('main').getByRole('searchbox')).toHaveValue('展会');
});

test('mixed and Latin queries, paging that the way back keeps, and an empty result with suggestions', async ({ page }) => {
  await visit(page, `${routes.search}?q=${encodeURIComponent('tmz 展会')}`);
  const titles = await page.locator('main ol li h2').allTextContents();
  expect(titles).toContain(SHOW_NEWS);
  // Titles holding both terms come first; both are marked there.
  expect(titles[0]?.toLowerCase()).toMatch(/tmz.*展会|展会.*tmz/);
  await expect(page.locator('main ol li h2').first().locator('mark')).toHaveText([/^tmz$/i, '展会']);

  await visit(page, `${routes.search}?q=${encodeURIComponent('品牌')}`);
  await page.getByRole('navigation', { name: '分页' }).getByRole('link', { name: '第 2 页' }).click();
  await expect(page).toHaveURL(/\/search\?q=%E5%93%81%E7%89%8C&page=2$/);
  await expect(page.locator('[aria-current="page"]').last()).toHaveText('2');
  const article = page.locator('main ol li h2 a[href^="/information-details"]').first();
  await article.click();
  await expect(page).toHaveURL(/&page=2$/);
  await page.getByRole('link', { name: '返回搜索结果' }).click();
  await expect(page).toHaveURL(/\/search\?q=%E5%93%81%E7%89%8C&page=2$/);

  await visit(page, `${routes.search}?q=${encodeURIComponent('量子计算')}`);
  await expect(page.getByRole('heading', { name: '没有找到与“量子计算”相关的内容' })).toBeVisible();
  await page.locator('main').getByRole('link', { name: 'TMZ', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=TMZ$/);
  await expect(page.locator('main ol li').first()).toBeVisible();
});

test('a query that looks like HTML is shown as text, never run', async ({ page }) => {
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  const query = '<img src=x onerror=alert(1)>';
  await visit(page, `${routes.search}?q=${encodeURIComponent(query)}`);
  await expect(page.getByRole('heading', { name: `没有找到与“${query}”相关的内容` })).toBeVisible();
  await expect(page.locator('main img[src="x"]')).toHaveCount(0);
  expect(dialogs).toBe(0);
});

test('/news lists 平台资讯 with paging and search, and its articles lead back to the list as it was', async ({ page }) => {
  await visit(page, routes.news);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('平台资讯');
  await expect(page.locator('main article')).toHaveCount(10);
  await page.getByRole('navigation', { name: '分页' }).getByRole('link', { name: '第 2 页' }).click();
  await expect(page).toHaveURL(/\/news\?page=2$/);
  await expect(page.locator('[aria-current="page"]').last()).toHaveText('2');
  await page.locator('main article h2 a').first().click();
  await expect(page).toHaveURL(/\/information-details\?id=\d+&page=2$/);
  await page.getByRole('link', { name: '返回平台资讯' }).click();
  await expect(page).toHaveURL(/\/news\?page=2$/);

  const search = page.locator('main').getByRole('searchbox');
  await search.fill('展会');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/news\?q=%E5%B1%95%E4%BC%9A$/);
  await expect(page.locator('main article h2').filter({ hasText: SHOW_NEWS })).toBeVisible();
  await page.getByRole('link', { name: SHOW_NEWS }).click();
  await page.getByRole('link', { name: '返回平台资讯' }).click();
  await expect(page).toHaveURL(/\/news\?q=%E5%B1%95%E4%BC%9A$/);

  await visit(page, routes.home);
  await expect(page.locator('#platform').getByRole('link', { name: '更多平台资讯' })).toHaveAttribute('href', '/news');
});

test('English: the header box searches /en/search and results are in English where there is English', async ({ page }) => {
  await visit(page, '/en');
  const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search the site' });
  await box.click();
  await box.fill('TMZ');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/en\/search\?q=TMZ$/);
  await expect(page.locator('main').getByRole('status')).toHaveText(/^\d+ results? for “TMZ”$/);
  await expect(page.locator('main ol li h2').filter({ hasText: 'Visitor Registration Opens for the 12th TMZ Show' })).toBeVisible();
});

test.describe('on a phone (360 px)', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the magnifier opens a field that fits the screen and searches', async ({ page }) => {
    await visit(page, routes.hot);
    const box = page.getByRole('banner').getByRole('searchbox', { name: '搜索全站' });
    const closed = await box.boundingBox();
    expect(closed?.width).toBeLessThanOrEqual(44);
    await box.tap();
    await expect(box).toBeFocused();
    await expect.poll(async () => (await box.boundingBox())?.width ?? 0).toBeGreaterThan(200);
    const open = await box.boundingBox();
    expect(open?.x).toBeGreaterThanOrEqual(0);
    expect((open?.x ?? 0) + (open?.width ?? 0)).toBeLessThanOrEqual(360);
    // The menu button stays where it was, beside the field.
    await expect(page.getByRole('button', { name: '打开菜单' })).toBeVisible();
    await box.fill('展会');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=%E5%B1%95%E4%BC%9A$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
