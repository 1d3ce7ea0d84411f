import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { routes, withQuery } from '../lib/routes';
import { STATISTICS_ORIGIN } from '../lib/statistics';
import { logInAsStaff, newMobile } from './support/people';
import { THIRD_PARTY_URL, WECHAT_TEST_OA_NAME, WECHAT_TEST_OA_QR, WECHAT_UA } from './support/servers';
import { seededId, text, visit } from './support/site';
import { expect, test } from './support/test';

/**
 * The site in WeChat's browser (its user agent names MicroMessenger): download links, which WeChat does not
 * save, say under them to open the page in the system browser (that line is drawn after hydration: the
 * server's HTML is everyone's); the e-ticket's QR code is large enough for a gate scanner on a 360 px phone;
 * with WECHAT_OA_QR set (the third-party server), the footer shows the official account's QR code and name.
 */

const HINT = text('zh-CN', 'common', 'download.wechatHint');
const act = (key: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce((value, [name, replacement]) => value.replace(`{{${name}}}`, replacement), text('zh-CN', 'activity', key));

/** An activity open for registration, found through the API. */
async function openActivity(page: Page): Promise<number> {
  for (let id = 1; id <= 20; id += 1) {
    const response = await page.request.get(`/api/activities/${id}`);
    if (!response.ok()) continue;
    const activity = (await response.json()) as { state: string; seatsLeft: number };
    if (activity.state === 'open' && activity.seatsLeft >= 5) return id;
  }
  throw new Error('no seeded activity is open');
}

test.describe('in WeChat\'s browser', () => {
  test.use({ userAgent: WECHAT_UA });

  test('an activity\'s calendar link says to open the page in the browser; the server\'s HTML does not', async ({ page }) => {
    const id = await seededId(page.request, 'activity');
    const path = withQuery(routes.activity, { id });
    await visit(page, path);
    const link = page.getByRole('link', { name: act('addToCalendar') });
    await expect(link).toHaveAttribute('href', `/api/activities/${id}/ics`);
    await expect(link).toHaveAttribute('download', '');
    await expect(link).toHaveAccessibleDescription(HINT);
    await expect(page.getByText(HINT)).toBeVisible();
    // The page's HTML is the same for WeChat as for any browser (pages are cached per address).
    const html = await (await page.request.get(path, { headers: { 'User-Agent': WECHAT_UA } })).text();
    expect(html).toContain(`/api/activities/${id}/ics`);
    expect(html).not.toContain(`>${HINT}<`);
  });

  test('the console\'s CSV export says it too', async ({ page }) => {
    await logInAsStaff(page, 'editor');
    await visit(page, withQuery(routes.adminRegistrations, { activity: await seededId(page.request, 'activity') }));
    const link = page.getByRole('link', { name: act('staff.export') });
    await expect(link).toHaveAttribute('href', /\/api\/admin\/activities\/\d+\/registrations\.csv/);
    await expect(link).toHaveAccessibleDescription(HINT);
    await expect(page.getByText(HINT)).toBeVisible();
  });

  test.describe('on a 360 px phone', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('registering shows an e-ticket whose QR code is at least 240 px wide, square, and fits the screen', async ({ page }) => {
      await visit(page, withQuery(routes.activityRegister, { id: await openActivity(page) }));
      await page.getByLabel(`${act('form.name')} *`).fill(`韩梅梅${randomInt(100, 999)}`);
      await page.getByLabel(act('form.mobile'), { exact: true }).fill(newMobile('136'));
      await page.getByLabel(`${act('form.company')} *`).fill('杭州青禾服饰有限公司');
      await page.getByLabel(`${act('form.position')} *`).fill('采购经理');
      await page.getByLabel(`${act('form.audience')} *`).selectOption('retailer');
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: act('form.submit') }).click();
      await expect(page.getByRole('heading', { level: 2, name: act('ticket.confirmed') })).toBeFocused();
      const code = (await page.locator('[data-code]').getAttribute('data-code'))!;

      const qr = page.getByRole('img', { name: act('ticket.qrLabel', { code }) });
      await qr.scrollIntoViewIfNeeded();
      await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const box = (await qr.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(240);
      expect(box.height).toBeCloseTo(box.width, 0);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      // Its place is kept before it loads (width and height), and the ticket's calendar link has the hint.
      await expect(qr).toHaveAttribute('width', /^\d{3}$/);
      await expect(qr).toHaveAttribute('height', /^\d{3}$/);
      await expect(page.getByRole('link', { name: act('ticket.addToCalendar') })).toHaveAccessibleDescription(HINT);
    });
  });
});

test('another browser gets the plain calendar link, without the hint', async ({ page }) => {
  await visit(page, withQuery(routes.activity, { id: await seededId(page.request, 'activity') }));
  await expect(page.getByRole('link', { name: act('addToCalendar') })).toHaveAttribute('download', '');
  await expect(page.getByText(HINT)).toHaveCount(0);
});

test.describe('the footer, with WECHAT_OA_QR set', () => {
  test.use({ baseURL: THIRD_PARTY_URL, userAgent: WECHAT_UA });

  for (const width of [360, 1280]) {
    test(`shows the official account's QR code and name at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      // The third-party server's statistics and WeChat's JS-SDK are answered here (their own specs test them).
      await page.route(`${STATISTICS_ORIGIN}/**`, (route) => route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }));
      await page.route('https://res.wx.qq.com/**', (route) => route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }));
      await visit(page, routes.home);
      const footer = page.getByRole('contentinfo');
      const qr = footer.getByRole('img', { name: `微信公众号“${WECHAT_TEST_OA_NAME}”的二维码` });
      await qr.scrollIntoViewIfNeeded();
      await expect(qr).toHaveAttribute('src', WECHAT_TEST_OA_QR);
      await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const box = (await qr.boundingBox())!;
      expect([box.width, box.height]).toEqual([112, 112]);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await expect(footer.getByText(WECHAT_TEST_OA_NAME, { exact: true })).toBeVisible();
      await expect(footer.getByText(text('zh-CN', 'common', 'footer.wechat.title'), { exact: true })).toBeVisible();
    });
  }
});

test('without WECHAT_OA_QR the footer has no official account', async ({ page }) => {
  await visit(page, routes.home);
  await expect(page.getByRole('contentinfo').getByRole('img')).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByText(text('zh-CN', 'common', 'footer.wechat.title'))).toHaveCount(0);
});
