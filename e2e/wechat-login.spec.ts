import type { Page } from '@playwright/test';
import { routes, withQuery } from '../lib/routes';
import { STATISTICS_ORIGIN } from '../lib/statistics';
import { codeSentTo } from './support/codes';
import { newMobile } from './support/people';
import { THIRD_PARTY_URL, WECHAT_TEST_APP_ID, WECHAT_TEST_OPEN_APP_ID, WECHAT_UA } from './support/servers';
import { text, visit } from './support/site';
import { expect, test } from './support/test';

/**
 * WeChat login (issue 24) on the third-party server, whose WeChat is the stand-in
 * of e2e/support/fake-wechat-api.mjs: its QR page (qrconnect) and the official
 * account's authorisation (oauth2/authorize) send the browser straight back with
 * a code, as a phone that scanned and confirmed would; one browser context is one
 * WeChat user. Verification codes are read where staff read them (/api/admin/messages).
 */

const t = (key: string) => text('zh-CN', 'account', key);
const WECHAT_BUTTON = text('zh-CN', 'common', 'login.wechat.button');
const CALLBACK = `${THIRD_PARTY_URL}/api/auth/wechat/callback`;

/** The third-party hosts a page of this server asks for: the statistics script, and the JS-SDK inside WeChat. */
async function answerThirdParties(page: Page) {
  await page.route(`${STATISTICS_ORIGIN}/**`, (route) => route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }));
  await page.route('https://res.wx.qq.com/**', (route) => route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }));
}

/** Clicks 微信登录 and answers the address of WeChat's page the browser was sent to. */
async function clickWechatLogin(page: Page): Promise<URL> {
  const authorisation = page.waitForRequest((request) => request.url().includes('/connect/'));
  await page.getByRole('button', { name: WECHAT_BUTTON }).click();
  return new URL((await authorisation).url());
}

/** The mobile step: a new number, its SMS code (获取验证码), consent, 验证并登录. */
async function confirmMobile(page: Page): Promise<string> {
  await expect(page.getByRole('heading', { name: t('wechat.mobileTitle') })).toBeVisible();
  const mobile = newMobile('136');
  await page.getByRole('textbox', { name: t('wechat.mobile') }).fill(mobile);
  await page.getByRole('button', { name: t('code.send') }).click();
  await expect(page.getByText(`验证码已发送至 ${mobile.slice(0, 3)}****${mobile.slice(-4)}`)).toBeVisible();
  await page.getByRole('textbox', { name: t('code.label') }).fill(await codeSentTo(mobile, THIRD_PARTY_URL));
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: t('wechat.submit') }).click();
  return mobile;
}

async function viewer(page: Page) {
  return ((await (await page.request.get('/api/auth/me')).json()) as { user: { kind: string; login: string; verified: boolean } | null }).user;
}

test.describe('on a computer', () => {
  test.use({ baseURL: THIRD_PARTY_URL });

  test('the QR login: a first time asks for the mobile number and its SMS code, then WeChat alone logs in', async ({ page, context }) => {
    await answerThirdParties(page);
    await visit(page, withQuery(routes.login, { redirect: routes.payNews }));
    const qr = await clickWechatLogin(page);
    expect(`${qr.origin}${qr.pathname}`).toMatch(/\/connect\/qrconnect$/);
    expect(qr.searchParams.get('appid')).toBe(WECHAT_TEST_OPEN_APP_ID);
    expect(qr.searchParams.get('scope')).toBe('snsapi_login');
    expect(qr.searchParams.get('redirect_uri')).toBe(CALLBACK);

    await expect(page).toHaveURL(`${THIRD_PARTY_URL}${routes.wechatLogin}`);
    const mobile = await confirmMobile(page);
    await expect(page).toHaveURL(`${THIRD_PARTY_URL}${routes.payNews}`);
    expect(await viewer(page)).toMatchObject({ kind: 'member', verified: true, login: `${mobile.slice(0, 3)}****${mobile.slice(-4)}` });

    // Logged out (the session cookie gone), the same WeChat logs in at once, from the header's dialog too.
    await context.clearCookies({ name: 'tmz_session' });
    await visit(page, routes.hot);
    await page.getByRole('button', { name: text('zh-CN', 'common', 'login.button') }).first().click();
    const dialog = page.getByRole('dialog');
    const callback = page.waitForResponse((response) => response.url().startsWith(CALLBACK));
    await dialog.getByRole('button', { name: WECHAT_BUTTON }).click();
    expect((await callback).headers().location).toBe(routes.hot);
    await expect(page).toHaveURL(`${THIRD_PARTY_URL}${routes.hot}`);
    expect(await viewer(page)).toMatchObject({ kind: 'member' });

    // /account unlinks it (the login is verified); the next WeChat login is a first one again.
    await visit(page, routes.account);
    const section = page.getByRole('region', { name: t('wechat.section') });
    await expect(section.getByText('已绑定微信')).toBeVisible();
    page.once('dialog', (confirm) => void confirm.accept());
    await section.getByRole('button', { name: t('wechat.unlink') }).click();
    await expect(section.getByText(t('wechat.unlinked'))).toBeVisible();
    await expect(section.getByRole('button', { name: t('wechat.link') })).toBeVisible();

    // And links it again from there: back on /account, linked.
    await section.getByRole('button', { name: t('wechat.link') }).click();
    await expect(page).toHaveURL(`${THIRD_PARTY_URL}${withQuery(routes.account, { wechat: 'linked' })}`);
    await expect(page.getByText(t('wechat.linkedNow'))).toBeVisible();
  });

  test('a callback whose state is not this browser\'s is refused with a page that says so', async ({ page }) => {
    await answerThirdParties(page);
    await visit(page, `/api/auth/wechat/callback?code=x&state=${'a'.repeat(43)}`);
    await expect(page).toHaveURL(`${THIRD_PARTY_URL}${withQuery(routes.wechatLogin, { error: 'state' })}`);
    await expect(page.getByRole('alert').filter({ hasText: t('wechat.problems.state') })).toBeVisible();
    await expect(page.getByRole('link', { name: t('wechat.retry') })).toHaveAttribute('href', routes.login);
  });
});

test.describe('inside WeChat', () => {
  test.use({ baseURL: THIRD_PARTY_URL, userAgent: WECHAT_UA, viewport: { width: 360, height: 740 } });

  test('logs in with the official account\'s authorisation (snsapi_userinfo) and the mobile step', async ({ page }) => {
    await answerThirdParties(page);
    await visit(page, routes.login);
    const authorise = await clickWechatLogin(page);
    expect(`${authorise.origin}${authorise.pathname}`).toMatch(/\/connect\/oauth2\/authorize$/);
    expect(authorise.searchParams.get('appid')).toBe(WECHAT_TEST_APP_ID);
    expect(authorise.searchParams.get('scope')).toBe('snsapi_userinfo');
    expect(authorise.searchParams.get('redirect_uri')).toBe(CALLBACK);
    await confirmMobile(page);
    await expect(page).toHaveURL(`${THIRD_PARTY_URL}/`);
    expect(await viewer(page)).toMatchObject({ kind: 'member', verified: true });
  });
});

test('without WeChat configured, nothing of WeChat login shows or answers', async ({ page }) => {
  await visit(page, routes.login);
  await expect(page.getByRole('button', { name: text('zh-CN', 'common', 'login.submit') })).toBeVisible();
  await expect(page.getByRole('button', { name: WECHAT_BUTTON })).toHaveCount(0);
  await expect(page.getByText(text('zh-CN', 'common', 'login.wechat.or'))).toHaveCount(0);
  const start = await page.request.post('/api/auth/wechat/start', { data: { intent: 'login' } });
  expect(start.status()).toBe(404);
});
