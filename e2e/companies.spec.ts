import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { COMPANIES_PORT } from './support/servers';
import { expect, test } from './support/test';
import type { CompaniesFixture } from './support/companies-fixture';

/**
 * The company directory (issue 35 points 2 and 3) on its own server (COMPANIES_PORT, E2E_PORT + 8), whose embedded database holds
 * the seed plus this spec's companies (e2e/support/companies-fixture.ts): a visitor filters by kind and category,
 * searches a keyword, opens a profile and sees its products, booth and certified mark; the English pages; a phone
 * 360 px wide; the form without JavaScript; an audience page's block; the 404s.
 */

const root = path.resolve(__dirname, '..');
const PORT = COMPANIES_PORT;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DATA_DIR = path.join(root, '.e2e-data', `companies-${PORT}`);

let server: ChildProcess | undefined;
let fixture: CompaniesFixture;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  rmSync(DATA_DIR, { recursive: true, force: true });
  const made = spawnSync(path.join(root, 'node_modules', '.bin', 'tsx'), ['e2e/support/companies-fixture.ts', DATA_DIR], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn' },
  });
  if (made.status !== 0) throw new Error(`the fixture failed: ${made.stderr}`);
  fixture = JSON.parse(made.stdout.trim().split('\n').pop()!) as CompaniesFixture;
  server = spawn(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'start', '-p', String(PORT), '-H', '127.0.0.1'], {
    cwd: root,
    env: { ...process.env, NEXT_DIST_DIR: process.env.NEXT_DIST_DIR || '.next', DATA_DIR, DATABASE_URL: '', SITE_URL: ORIGIN, NEXT_TELEMETRY_DISABLED: '1', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  for (let tries = 0; tries < 120; tries += 1) {
    const ok = await fetch(`${ORIGIN}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the directory server did not start');
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

test('a visitor filters by kind and category, searches a keyword, opens a profile and sees its products, booth and certified mark', async ({ page }) => {
  await page.goto(`${ORIGIN}/companies`);
  await expect(page.getByRole('heading', { level: 1, name: '企业名录' })).toBeVisible();
  await expect(page.getByRole('link', { name: '青禾品牌管理有限公司' })).toBeVisible();

  const filters = page.getByRole('form', { name: '筛选企业' });
  await filters.getByLabel('企业类型').selectOption('factory');
  await filters.getByRole('button', { name: '筛选' }).click();
  await expect(page).toHaveURL(/\/companies\?kind=factory$/);
  await expect(page.getByRole('link', { name: '云杉针织制衣有限公司' })).toBeVisible();
  await expect(page.getByRole('link', { name: '青禾品牌管理有限公司' })).toHaveCount(0);
  await expect(page.getByText(/找到 \d+ 家符合条件的企业/)).toBeVisible();

  // The top category stands for its sub-category, which the factory named.
  await page.getByRole('form', { name: '筛选企业' }).getByLabel('主营品类').selectOption(String(fixture.topCategoryId));
  await page.getByRole('form', { name: '筛选企业' }).getByRole('button', { name: '筛选' }).click();
  await expect(page).toHaveURL(new RegExp(`category=${fixture.topCategoryId}`));
  await expect(page.getByRole('link', { name: '云杉针织制衣有限公司' })).toBeVisible();
  await expect(page.getByText('找到 1 家符合条件的企业')).toBeVisible();

  // A keyword found in a product's name only; then one that matches nothing.
  await page.goto(`${ORIGIN}/companies`);
  await page.getByRole('form', { name: '筛选企业' }).getByLabel('关键词').fill('雪松纹');
  await page.getByRole('form', { name: '筛选企业' }).getByRole('button', { name: '筛选' }).click();
  await expect(page).toHaveURL(/q=%E9%9B%AA%E6%9D%BE%E7%BA%B9/);
  await expect(page.getByRole('link', { name: '云杉针织制衣有限公司' })).toBeVisible();
  await expect(page.getByText('找到 1 家符合条件的企业')).toBeVisible();
  await page.goto(`${ORIGIN}/companies?q=量子计算`);
  await expect(page.getByRole('heading', { name: '没有符合条件的企业' })).toBeVisible();
  await expect(page.getByRole('link', { name: '隐藏测试企业' })).toHaveCount(0);

  await page.goto(`${ORIGIN}/companies?kind=factory`);
  await page.getByRole('link', { name: '云杉针织制衣有限公司' }).click();
  await expect(page).toHaveURL(new RegExp(`/companies/${fixture.factoryId}$`));
  await expect(page.getByRole('heading', { level: 1, name: '云杉针织制衣有限公司' })).toBeVisible();
  await expect(page.getByText('已认证工厂 ·').first()).toBeVisible();
  const products = page.getByRole('region', { name: '产品' });
  await expect(products.getByRole('heading', { name: '雪松纹提花开衫' })).toBeVisible();
  await expect(products.getByRole('img', { name: '雪松纹提花开衫' })).toHaveAttribute('width', '320');
  await expect(page.getByText('月产毛衫 30 万件')).toBeVisible();
  const shows = page.getByRole('region', { name: '参展信息' });
  await expect(shows).toContainText('测试馆 · T08 号展位');
  await expect(shows.getByRole('link', { name: '在展商名录中查看' })).toHaveAttribute('href', `/activityDetail/exhibitors?id=${fixture.showId}&company=${fixture.factoryId}`);
  // The meeting is booked at that show, and the company can be saved to 我的展商 beside it.
  await expect(shows.getByRole('link', { name: '预约洽谈' })).toHaveAttribute('href', `/companies/meet?id=${fixture.factoryId}&show=${fixture.showId}`);
  await expect(shows.getByRole('button', { name: /收藏展商/ })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('region', { name: '联系' }).getByRole('link', { name: '0575-8800 1234' })).toHaveAttribute('href', 'tel:057588001234');
  // The code the certification was made for is never on the page.
  expect(await page.content()).not.toContain('E2ESECRET');
  const data = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(data.map((text) => JSON.parse(text) as { '@type': string }).map((item) => item['@type'])).toContain('Corporation');
});

test('the English directory and profile use English names, falling back to Chinese', async ({ page }) => {
  await page.goto(`${ORIGIN}/en/companies?kind=factory`);
  await expect(page.getByRole('heading', { level: 1, name: 'Company directory' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Yunshan Knitwear Co., Ltd.' })).toBeVisible();
  await expect(page.getByText('Certified · Factory').first()).toBeVisible();
  await page.goto(`${ORIGIN}/en/companies?q=${encodeURIComponent('远航')}`);
  await expect(page.getByRole('link', { name: '远航跨境物流' })).toBeVisible();
  await page.goto(`${ORIGIN}/en/companies/${fixture.factoryId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Yunshan Knitwear Co., Ltd.' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Products' }).getByRole('heading', { name: 'Cedar jacquard cardigan' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book a meeting' })).toHaveAttribute('href', `/en/companies/meet?id=${fixture.factoryId}&show=${fixture.showId}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${ORIGIN}/en/companies/${fixture.factoryId}`);
});

test('on a phone 360 px wide the directory and a profile fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const address of ['/companies', `/companies/${fixture.factoryId}`, '/factory']) {
    await page.goto(`${ORIGIN}${address}`);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${address} is wider than the screen`).toBeLessThanOrEqual(360);
  }
  await page.goto(`${ORIGIN}/companies`);
  await expect(page.getByRole('form', { name: '筛选企业' }).getByLabel('企业类型')).toBeVisible();
});

test('the filters work without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${ORIGIN}/companies`);
  await page.getByRole('form', { name: '筛选企业' }).getByLabel('企业类型').selectOption('brand');
  await page.getByRole('form', { name: '筛选企业' }).getByRole('button', { name: '筛选' }).click();
  await expect(page).toHaveURL(/kind=brand/);
  await expect(page.getByRole('link', { name: '青禾品牌管理有限公司' })).toBeVisible();
  await expect(page.getByRole('link', { name: '云杉针织制衣有限公司' })).toHaveCount(0);
  await context.close();
});

test('an audience page lists its kind’s newest certified companies with a way to all of them', async ({ page }) => {
  await page.goto(`${ORIGIN}/factory`);
  const block = page.getByRole('region', { name: '最新认证的工厂' });
  await expect(block.getByRole('link', { name: '云杉针织制衣有限公司' })).toBeVisible();
  await expect(block.getByRole('listitem').filter({ has: page.getByRole('heading') })).toHaveCount(6);
  await expect(block.getByRole('link', { name: /查看全部/ })).toHaveAttribute('href', '/companies?kind=factory');
  await page.goto(`${ORIGIN}/en/brand`);
  await expect(page.getByRole('region', { name: 'Newly certified brands' }).getByRole('link', { name: 'Qinghe Brands' })).toBeVisible();
});

test('the site search finds a company, and unknown, hidden or malformed ids are a 404', async ({ page, request }) => {
  await page.goto(`${ORIGIN}/search?q=云杉`);
  await expect(page.getByRole('link', { name: '云杉针织制衣有限公司' })).toHaveAttribute('href', new RegExp(`^/companies/${fixture.factoryId}\\?`));
  for (const id of [String(fixture.hiddenId), '999999', 'abc', '0']) {
    expect((await request.get(`${ORIGIN}/companies/${id}`)).status(), id).toBe(404);
  }
  // Public pages: a shared cache (and the server's page cache) may keep them.
  for (const address of ['/companies', `/companies/${fixture.factoryId}`, '/en/companies']) {
    expect((await request.get(`${ORIGIN}${address}`)).headers()['cache-control'], address).toContain('s-maxage');
  }
  const api = await request.get(`${ORIGIN}/api/companies?kind=factory&q=${encodeURIComponent('云杉')}`);
  expect(await api.json()).toMatchObject({ total: 1, items: [{ id: fixture.factoryId }] });
});
