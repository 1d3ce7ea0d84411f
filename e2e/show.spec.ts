import type { Page } from '@playwright/test';
import { routes } from '../lib/routes';
import { text, visit } from './support/site';
import { expect, test } from './support/test';

/**
 * Finding the show: home → 全部活动 → the show → its register page; /tmz with
 * its countdown (server text, then the browser's, nothing moving), figures,
 * programme and Event data; the filters of /activities.
 */

const SHOW = '第十二届 TMZ 消费品产业展（上海）';
const FORUM = 'TMZ 主题论坛：从选品到上架的协同之道';
const t = (key: string) => text('zh-CN', 'activities', key);

/** The map link and the statistics script are third parties: answered here, never fetched. */
async function stubThirdParties(page: Page) {
  await page.route(/^https:\/\/([a-z0-9-]+\.)*(amap\.com|autonavi\.com|baidu\.com)\//, (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }),
  );
}

test.beforeEach(async ({ page }) => {
  await stubThirdParties(page);
});

test('home → 全部活动 → the show → its register page', async ({ page }) => {
  await visit(page, routes.home);
  await page.locator('#tmz').getByRole('link', { name: '全部活动', exact: true }).click();
  await expect(page).toHaveURL(/\/activities$/);
  await expect(page.getByRole('heading', { level: 1, name: '全部活动' })).toBeVisible();

  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: SHOW, exact: true }) });
  await expect(card).toContainText('展会');
  await expect(card).toContainText('报名中');
  await expect(card).toContainText(/剩余名额\s*\d+ \/ 2000/);
  await card.getByRole('link', { name: SHOW, exact: true }).click();
  await expect(page).toHaveURL(/\/activityDetail\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: SHOW })).toBeVisible();

  await page.getByRole('link', { name: '立即报名' }).click();
  await expect(page).toHaveURL(/\/activityDetail\/register\?id=\d+$/);
  await expect(page.getByLabel('姓名 *')).toBeVisible();
});

test('/tmz is the next show: dates, venue and map, a countdown that keeps its place, figures, programme and Event data', async ({ page, browser, baseURL }) => {
  // The server's text, as a browser without scripts shows it.
  const plain = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const served = await plain.newPage();
  await served.setViewportSize(page.viewportSize() ?? { width: 1280, height: 720 });
  await served.goto(routes.tmz);
  await expect(served.getByTestId('show-countdown')).toHaveText(/距开幕\s*\d+ 天 \d+ 小时 \d+ 分/);
  const before = await served.getByTestId('show-countdown').boundingBox();
  await plain.close();

  await visit(page, routes.tmz);
  const countdown = page.getByTestId('show-countdown');
  const hero = page.locator('#show');
  await expect(hero.getByRole('heading', { level: 2, name: SHOW })).toBeVisible();
  await expect(hero).toContainText('上海新国际博览中心 W3–W5 馆');
  await expect(hero).toContainText('（北京时间）');
  await expect(hero.getByRole('link', { name: t('show.map') })).toHaveAttribute('href', /^https:\/\/uri\.amap\.com\/marker\?position=121\.562%2C31\.208/);
  await expect(countdown).toHaveText(/距开幕\s*(4[3-5]) 天 \d+ 小时 \d+ 分/);
  // Hydrated and ticking: the box is where the server put it, the same size.
  expect(await countdown.boundingBox()).toEqual(before);

  const figures = page.getByRole('region', { name: '展会规模' });
  // Exhibitors are counted from the booths once staff have placed some: the seed's 40, and any the floor tests add meanwhile.
  await expect(figures).toContainText(/展商\s*(4\d|[5-9]\d) 家/);
  await expect(figures.getByRole('link', { name: '查看展商名单' })).toHaveAttribute('href', routes.showExhibitors);
  await expect(figures).toContainText('32,000 人次');

  const programme = page.locator('#programme');
  await expect(programme.getByRole('heading', { level: 2, name: '同期活动' })).toBeVisible();
  await expect(programme.getByRole('link', { name: FORUM })).toHaveAttribute('href', /\/activityDetail\?id=\d+$/);
  await expect(programme).toContainText('论坛');

  const events = await page.locator('script[type="application/ld+json"]').allTextContents();
  const event = events.map((json) => JSON.parse(json) as Record<string, unknown>).find((data) => data['@type'] === 'Event');
  expect(event).toMatchObject({ name: SHOW, location: { '@type': 'Place', name: '上海新国际博览中心 W3–W5 馆' } });

  // The audience text stays below, and the buttons lead on.
  await expect(page.locator('#intro')).toBeVisible();
  await expect(hero.getByRole('link', { name: '展商登录' })).toHaveAttribute('href', routes.exhibitorLogin);
  await hero.getByRole('link', { name: '观众登记', exact: true }).click();
  await expect(page).toHaveURL(/\/activityDetail\/register\?id=\d+$/);
  await expect(page.getByRole('heading', { name: SHOW })).toBeVisible();
});

test('/activities filters by kind, city or online, and month, and says when nothing matches', async ({ page }) => {
  await visit(page, routes.activities);
  const filters = page.getByRole('form', { name: t('list.filters') });
  await filters.getByLabel(t('list.kind')).selectOption({ label: '展会' });
  await filters.getByRole('button', { name: t('list.submit') }).click();
  await expect(page).toHaveURL(/\/activities\?kind=show&place=&month=$/);
  const upcoming = page.getByRole('region', { name: t('list.upcoming') });
  await expect(upcoming.getByRole('listitem')).toHaveCount(2);
  await expect(upcoming.getByRole('listitem').first()).toContainText(SHOW);
  const past = page.getByRole('region', { name: t('list.past') });
  await expect(past.getByRole('listitem')).toHaveCount(1);
  await expect(past).toContainText('已结束');

  await filters.getByLabel(t('list.kind')).selectOption({ label: '全部类型' });
  await filters.getByLabel(t('list.place')).selectOption({ label: '线上' });
  await filters.getByRole('button', { name: t('list.submit') }).click();
  await expect(page).toHaveURL(/place=online/);
  await expect(page.getByRole('listitem').filter({ hasText: '线上公开课' })).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: '找到' })).toHaveText('找到 1 场符合条件的活动');

  await page.goto(`${routes.activities}?kind=show&place=online`);
  await expect(page.getByRole('heading', { name: t('list.noMatch') })).toBeVisible();
  await page.getByRole('link', { name: t('list.showAll') }).click();
  await expect(page).toHaveURL(/\/activities$/);

  // A month: only what starts in it.
  const month = await page.getByLabel(t('list.month')).locator('option').nth(1).getAttribute('value');
  await page.goto(`${routes.activities}?month=${month}`);
  for (const time of await page.locator('li time:first-of-type').allTextContents()) expect(time.slice(0, 7)).toBe(month);

  await visit(page, `/en${routes.activities}`);
  await expect(page.getByRole('heading', { level: 1, name: 'All events' })).toBeVisible();
});
