import { expect, test } from './support/test';

test('an unknown route answers 404 with "页面未找到" and a link home', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('heading', { level: 1, name: '页面未找到' })).toBeVisible();
  const home = page.getByRole('link', { name: '返回首页' });
  await expect(home).toBeVisible();
  await expect(home).toHaveAttribute('href', '/');
});

test('an unknown English route answers 404 in English with a link home', async ({ page }) => {
  const response = await page.goto('/en/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeVisible();
  const home = page.getByRole('link', { name: 'Back to the home page' });
  await expect(home).toBeVisible();
  await expect(home).toHaveAttribute('href', /^\/(en)?$/);
});

test('the 404 link leads back to the home page', async ({ page }) => {
  await page.goto('/no-such-page/deeper');
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
});

test('the 404 page sits inside the site’s header and footer, with a search box and the main sections', async ({ page }) => {
  for (const path of ['/no-such-page', '/information-details?id=999999']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: '页面未找到' })).toBeVisible();
    await expect(main.getByRole('searchbox', { name: '搜索本站' })).toBeVisible();
    const ways = main.getByRole('navigation', { name: '您也可以从这里继续' });
    for (const name of ['首页', 'TMZ 展会', '全部活动', '平台资讯', '加入我们', '联系我们']) await expect(ways.getByRole('link', { name, exact: true })).toBeVisible();
  }
  // Its search is a plain form: it leads to the search page with the words typed, and on to what was lost.
  await page.getByRole('main').getByRole('searchbox', { name: '搜索本站' }).fill('展会');
  await page.getByRole('main').getByRole('searchbox', { name: '搜索本站' }).press('Enter');
  await expect(page).toHaveURL(/\/search\?q=%E5%B1%95%E4%BC%9A$/);
  await page.getByRole('main').getByRole('link', { name: /第十二届 TMZ 展会观众登记正式开启/ }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: '第十二届 TMZ 展会观众登记正式开启' })).toBeVisible();
});
