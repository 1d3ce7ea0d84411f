import type { Page } from '@playwright/test';
import { routes } from '../lib/routes';
import { STATISTICS_ORIGIN } from '../lib/statistics';
import { WECHAT_TEST_APP_ID, THIRD_PARTY_URL, WECHAT_UA } from './support/servers';
import { visit } from './support/site';
import { expect, test } from './support/test';

/**
 * Share cards in WeChat's browser: with an official account configured (the
 * third-party server; WeChat's server API is a local stand-in), a page opened
 * in WeChat loads the JS-SDK once the page is usable, has its address signed
 * and sets its card — its own title, summary, address and picture. Other
 * browsers, and a site without an official account, load nothing of it.
 * res.wx.qq.com is answered here with a stand-in `wx` that records its calls.
 */

const FAKE_WX = `window.wx = (() => {
  const calls = (window.__wxCalls = []);
  let ready = null;
  return {
    config: (options) => { calls.push(['config', options]); setTimeout(() => ready && ready(), 0); },
    ready: (callback) => { ready = callback; },
    error: () => undefined,
    updateAppMessageShareData: (data) => calls.push(['chat', data]),
    updateTimelineShareData: (data) => calls.push(['moments', data]),
  };
})();`;

async function answerWechat(page: Page): Promise<string[]> {
  // The third-party server has a statistics id too: its script is answered empty (e2e/statistics.spec.ts tests it).
  await page.route(`${STATISTICS_ORIGIN}/**`, (route) => route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }));
  const requested: string[] = [];
  await page.route('https://res.wx.qq.com/**', async (route) => {
    requested.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_WX });
  });
  return requested;
}

type Call = [string, Record<string, string | number | string[] | boolean>];
const wxCalls = (page: Page) => page.evaluate(() => (window as unknown as { __wxCalls?: unknown[] }).__wxCalls ?? []) as Promise<Call[]>;

test.describe('in WeChat, with an official account', () => {
  test.use({ baseURL: THIRD_PARTY_URL, userAgent: WECHAT_UA });

  test('an article sets its card for chats and Moments, signed for its address; again after a navigation', async ({ page }) => {
    const sdk = await answerWechat(page);
    const signed: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/wechat/js-config')) signed.push(new URL(request.url()).searchParams.get('url') ?? '');
    });
    await visit(page, routes.hot);
    const ogTitle = page.locator('meta[property="og:title"]');
    const listTitle = await ogTitle.getAttribute('content');
    await page.locator('main a[href*="/information-details?id="]').first().click();
    await expect(page).toHaveURL(/\/information-details\?id=\d+/);
    await expect(ogTitle).not.toHaveAttribute('content', listTitle!);
    const articleUrl = page.url();
    // The article's own picture (its cover); the card set last is the article's.
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toMatch(new RegExp(`^${THIRD_PARTY_URL}/`));
    // The card is set again when the article's head arrives (a moment after its address): wait for all of it,
    // title included, since the list's card may share the article's picture.
    const title = await ogTitle.getAttribute('content');
    await expect
      .poll(async () => {
        const last = (await wxCalls(page)).filter(([name]) => name === 'chat').at(-1)?.[1];
        return last ? [last.link, last.imgUrl, last.title] : null;
      })
      .toEqual([articleUrl, image, title]);

    const calls = await wxCalls(page);
    const config = calls.find(([name]) => name === 'config')![1];
    expect(config).toMatchObject({ appId: WECHAT_TEST_APP_ID, debug: false, jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'] });
    expect(String(config.signature)).toMatch(/^[0-9a-f]{40}$/);
    const chat = calls.filter(([name]) => name === 'chat').at(-1)![1];
    expect(chat).toMatchObject({ title, link: page.url() });
    expect(String(chat.desc).length).toBeGreaterThan(0);
    expect(calls.filter(([name]) => name === 'moments').at(-1)![1]).toMatchObject({ title, link: page.url() });
    // The SDK once; the article's own address signed last (the list's page first, unless the click beat its idle time).
    expect(sdk).toEqual(['https://res.wx.qq.com/open/js/jweixin-1.6.0.js']);
    expect(signed.at(-1)).toBe(articleUrl);
    expect(signed.every((url) => url === `${THIRD_PARTY_URL}${routes.hot}` || url === articleUrl)).toBe(true);
  });
});

test.describe('in WeChat, a page without a picture of its own', () => {
  test.use({ baseURL: THIRD_PARTY_URL, userAgent: WECHAT_UA });

  test('a job shares the site’s emblem, a PNG WeChat can show', async ({ page }) => {
    await answerWechat(page);
    await visit(page, routes.joinUs);
    await page.locator('main a[href*="/join-us/recruit-detail?id="]').first().click();
    await expect(page).toHaveURL(/\/join-us\/recruit-detail\?id=\d+/);
    const logo = `${THIRD_PARTY_URL}/images/share-logo.png`;
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', logo);
    await expect.poll(async () => (await wxCalls(page)).filter(([name]) => name === 'chat').at(-1)?.[1].imgUrl).toBe(logo);
    const served = await page.request.get(logo);
    expect([served.status(), served.headers()['content-type']]).toEqual([200, 'image/png']);
  });
});

test.describe('another browser, with an official account', () => {
  test.use({ baseURL: THIRD_PARTY_URL });

  test('loads nothing of WeChat\'s', async ({ page }) => {
  const sdk = await answerWechat(page);
  const signed: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/wechat/')) signed.push(request.url());
  });
  await visit(page, routes.hot, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  expect(sdk).toEqual([]);
  expect(signed).toEqual([]);
  });
});

test.describe('in WeChat, without an official account', () => {
  test.use({ userAgent: WECHAT_UA });

  test('nothing of WeChat\'s loads', async ({ page }) => {
    const sdk = await answerWechat(page);
    await visit(page, routes.hot, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    expect(sdk).toEqual([]);
  });
});
