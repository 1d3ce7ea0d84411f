import { expect, test } from './support/test';

/** Journeys through the content that comes from the database: lists, details, search, paging, filters, home and consultants. */

test('list → detail → previous/next stays in the channel and shows date, views and a share QR code', async ({ page }) => {
  await page.goto('/hot');
  const first = page.locator('main article h2 a').first();
  const title = (await first.textContent())?.trim() ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/information-details\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.locator('main time').first()).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
  await expect(page.locator('main').getByText(/^\d+ 次阅读$/).first()).toBeVisible();
  await expect(page.locator('main svg').first()).toBeVisible();

  // The newest article has no "next"; its "previous" is older, and that one's "next" leads back.
  await expect(page.locator('a[rel="next"]')).toHaveCount(0);
  const previous = page.locator('a[rel="prev"]');
  const firstUrl = page.url();
  await previous.click();
  await expect(page).not.toHaveURL(firstUrl);
  await expect(page.getByRole('navigation', { name: '当前位置' }).getByRole('link', { name: '热点资讯' })).toBeVisible();
  await page.locator('a[rel="next"]').click();
  await expect(page).toHaveURL(firstUrl);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('searching a channel with a Chinese keyword lists only matching articles, and says so when nothing matches', async ({ page, request }) => {
  await page.goto('/hot');
  const search = page.locator('main').getByRole('searchbox');
  await search.fill('供应链');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/hot\?q=%E4%BE%9B%E5%BA%94%E9%93%BE$/);
  const status = page.locator('main').getByRole('status');
  await expect(status).toHaveText(/找到 \d+ 篇与“供应链”相关的文章/);
  const found = Number(/\d+/.exec((await status.textContent()) ?? '')?.[0]);
  expect(found).toBeGreaterThan(0);
  // A keyword may match a title, a summary or a body; fewer than all of the channel's articles match this one.
  await expect(page.locator('main article')).toHaveCount(Math.min(found, 10));
  const all = (await (await request.get('/api/articles?channel=hot')).json()) as { total: number };
  expect(found).toBeLessThan(all.total);
  await expect(page.locator('main').getByRole('searchbox')).toHaveValue('供应链');

  await page.goto('/hot?q=%E4%B8%8D%E5%AD%98%E5%9C%A8%E7%9A%84%E8%AF%8D%E8%AF%AD');
  await expect(page.locator('main article')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /不存在的词语/ })).toBeVisible();
});

test('paging: 10 a page, page links keep their place, an out-of-range page is the 404 page', async ({ page, request }) => {
  await page.goto('/hot');
  await expect(page.locator('main article')).toHaveCount(10);
  const firstPageTitles = await page.locator('main article h2').allTextContents();
  await page.getByRole('navigation', { name: '分页' }).getByRole('link', { name: '第 2 页' }).click();
  await expect(page).toHaveURL(/\/hot\?page=2$/);
  // The URL changes before the page transition has swapped the list: wait for page 2's own marker first.
  await expect(page.locator('[aria-current="page"]').last()).toHaveText('2');
  const secondPageTitles = await page.locator('main article h2').allTextContents();
  expect(secondPageTitles.length).toBeGreaterThan(0);
  expect(secondPageTitles.filter((title) => firstPageTitles.includes(title))).toEqual([]);

  expect((await request.get('/hot?page=999')).status()).toBe(404);
  expect((await request.get('/hot?page=two')).status()).toBe(404);
});

test('/join-us filters positions by city, department and keyword, and keeps the filters while paging', async ({ page }) => {
  await page.goto('/join-us');
  const positions = page.locator('#positions');
  const count = positions.getByRole('status');
  await expect(count).toHaveText(/共 \d+ 个开放职位/);
  const total = Number(/\d+/.exec((await count.textContent()) ?? '')?.[0]);
  expect(total).toBeGreaterThan(10);
  await expect(positions.locator('li h3')).toHaveCount(10);

  // Page 2 carries on where page 1 stopped.
  await positions.getByRole('navigation', { name: '分页' }).getByRole('link', { name: '第 2 页' }).click();
  await expect(page).toHaveURL(/\/join-us\?page=2#positions$/);
  await expect(positions.locator('li h3')).toHaveCount(Math.min(total - 10, 10));

  await positions.getByLabel('城市').selectOption('上海');
  await positions.getByRole('button', { name: '筛选' }).click();
  await expect(page).toHaveURL(/city=%E4%B8%8A%E6%B5%B7/);
  await expect(count).toHaveText(/找到 \d+ 个符合条件的职位/);
  for (const meta of await positions.locator('li p:last-child').allTextContents()) expect(meta).toContain('上海');

  const department = (await positions.locator('li p:last-child span').first().textContent()) ?? '';
  await positions.getByLabel('部门').selectOption(department);
  await positions.getByLabel('关键词').fill('不存在的职位');
  await positions.getByRole('button', { name: '筛选' }).click();
  await expect(positions.getByRole('heading', { name: '没有符合条件的职位' })).toBeVisible();
  await expect(positions.getByLabel('部门')).toHaveValue(department);
  await expect(positions.getByLabel('关键词')).toHaveValue('不存在的职位');
  await positions.getByRole('link', { name: '查看全部职位' }).click();
  await expect(count).toHaveText(`共 ${total} 个开放职位`);
  // The form shows the filters of the list it goes with.
  await expect(positions.getByLabel('部门')).toHaveValue('');
  await expect(positions.getByLabel('城市')).toHaveValue('');
  await expect(positions.getByLabel('关键词')).toHaveValue('');
});

test('filtering and searching on English pages stays in English', async ({ page }) => {
  await page.goto('/en/join-us');
  const positions = page.locator('#positions');
  await positions.getByLabel('City').selectOption({ label: 'Shanghai' });
  await positions.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/\/en\/join-us\?department=&city=%E4%B8%8A%E6%B5%B7&q=#positions$/);
  await expect(positions.getByRole('status')).toHaveText(/^\d+ positions? match(es)?$/);
  for (const meta of await positions.locator('li p:last-child').allTextContents()) expect(meta).toContain('Shanghai');

  await page.goto('/en/hot');
  const search = page.locator('main').getByRole('searchbox');
  await search.fill('supply');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/en\/hot\?q=supply$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the home page shows the latest articles, upcoming activities, consultants and partners, and a consultant page has a vCard QR code', async ({ page }) => {
  await page.goto('/');
  const platform = page.locator('#platform');
  for (const channel of ['平台资讯', '热点资讯', '干货分享']) {
    await expect(platform.getByRole('heading', { name: channel })).toBeVisible();
  }
  await expect(platform.locator('a[href^="/information-details?id="]')).toHaveCount(9);
  await expect(page.locator('#tmz li a[href^="/activityDetail?id="]')).toHaveCount(3);
  await expect(page.locator('#partners img[alt]:not([alt=""])')).toHaveCount(12);

  const consultant = page.locator('#partners a[href^="/home/consultantItem?id="]').first();
  const name = (await consultant.textContent())?.trim() ?? '';
  await consultant.click();
  await expect(page).toHaveURL(/\/home\/consultantItem\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('img', { name: new RegExp(`扫码保存${name}的联系方式`) })).toBeVisible();
  const download = page.getByRole('link', { name: '下载联系人（.vcf）' });
  expect(decodeURIComponent((await download.getAttribute('href')) ?? '')).toContain(`FN:${name}`);
});

test('structured data: Organization on the home page, BreadcrumbList on inner pages', async ({ page }) => {
  const types = async () =>
    page.locator('script[type="application/ld+json"]').evaluateAll((nodes) => nodes.map((node) => (JSON.parse(node.textContent ?? '{}') as { '@type': string })['@type']));
  // Polled: next/head puts the page's head elements back as the page hydrates.
  await page.goto('/');
  await expect.poll(types).toContain('Organization');
  await page.goto('/home/page-5');
  await expect.poll(types).toContain('BreadcrumbList');
  const crumbs = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) => nodes.map((node) => JSON.parse(node.textContent ?? '{}') as { '@type': string; itemListElement?: { name: string; item?: string }[] }).find((d) => d['@type'] === 'BreadcrumbList'));
  expect(crumbs?.itemListElement?.map((c) => c.name)).toEqual(['首页', '合作伙伴与顾问']);
  expect(crumbs?.itemListElement?.[0]?.item).toMatch(/^https?:\/\/[^/]+\/$/);
});
