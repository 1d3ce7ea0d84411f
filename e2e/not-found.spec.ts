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
