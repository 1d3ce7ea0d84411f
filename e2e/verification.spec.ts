import { randomInt } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { routes, withQuery } from '../lib/routes';
import { codeIn, codeSentTo, signupCode } from './support/codes';
import { logInAsStaff, newMobile } from './support/people';
import { text, visit } from './support/site';
import { expect, test } from './support/test';

/**
 * Verified logins: a visitor signs up with the code sent to their number (read
 * by an admin at /admin/messages — the e2e servers send with the log
 * transport), a member who forgot the password sets a new one with a code and
 * every old session ends, an exhibitor finds the way back to the exhibitor
 * login, and an account opened by staff verifies its login from /account.
 */

const zh = (key: string) => text('zh-CN', 'common', key);
const account = (key: string) => text('zh-CN', 'account', key);
const masked = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(7)}`;
const PASSWORD = 'Lotus-harbour-42';
const NEW_PASSWORD = 'Maple-river-2718';

/** The code an admin reads in the number's verification SMS at /admin/messages, in a browser of their own. */
async function codeReadByAdmin(browser: Browser, mobile: string): Promise<string> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await logInAsStaff(page, 'admin');
    await visit(page, withQuery(routes.adminMessages, { recipient: mobile, kind: 'verification_code' }));
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: masked(mobile) }) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(/您的验证码为 \d{6}，5 分钟内有效/);
    return codeIn((await row.textContent()) ?? '');
  } finally {
    await context.close();
  }
}

const codeField = (page: Page) => page.getByLabel(account('code.label'), { exact: true });

test('a visitor signs up with the SMS code (a wrong one first), and the account is verified', async ({ page, browser }) => {
  await visit(page, withQuery(routes.login, { tab: 'signup' }));
  const mobile = newMobile('139');
  await page.getByLabel(account('signup.name')).fill('验证会员');
  const send = page.getByRole('button', { name: account('code.send') });

  // The login is checked before any code is sent.
  await page.getByLabel(account('signup.account')).fill('12345');
  await send.click();
  await expect(page.getByText(zh('auth.errors.loginFormat'))).toBeVisible();
  await expect(page.getByLabel(account('signup.account'))).toBeFocused();

  await page.getByLabel(account('signup.account')).fill(mobile);
  await expect(page.getByText(zh('auth.errors.loginFormat'))).toHaveCount(0);
  await send.click();
  await expect(page.getByRole('status').filter({ hasText: `验证码已发送至 ${masked(mobile)}` })).toBeVisible();
  await expect(codeField(page)).toBeFocused();
  // The button counts down the minute before another code may be asked for.
  const countdown = page.getByRole('button', { name: /^\d+ 秒后可重新发送$/ });
  await expect(countdown).toBeDisabled();

  const code = await codeReadByAdmin(browser, mobile);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await codeField(page).fill(wrong);
  await page.getByLabel(account('signup.password')).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /隐私政策/ }).check();
  await page.getByRole('button', { name: account('signup.submit') }).click();
  await expect(page.getByText(zh('auth.errors.codeWrong'))).toBeVisible();
  await expect(codeField(page)).toBeFocused();
  await expect(page.getByLabel(account('signup.account'))).toHaveValue(mobile);
  await expect(page.getByLabel(account('signup.name'))).toHaveValue('验证会员');

  await codeField(page).fill(code);
  await page.getByRole('button', { name: account('signup.submit') }).click();
  // Signed up: welcomed by name on the account page, with what to do next (not dropped on the home page).
  await expect(page).toHaveURL(`${routes.account}?welcome=1`);
  await expect(page.getByRole('heading', { name: '欢迎加入，验证会员！' })).toBeFocused();
  await expect(page.getByRole('link', { name: account('welcome.activities') })).toBeVisible();
  await expect(page.getByRole('button', { name: '验证会员 的账号菜单' })).toBeVisible();

  await visit(page, routes.account);
  await expect(page.getByText(account('page.verifiedYes'))).toBeVisible();
  await expect(page.getByRole('heading', { name: account('page.verify') })).toHaveCount(0);
});

test('a member who forgot the password resets it with a code from /login; every old session ends', async ({ page, request }) => {
  // The number had its sign-up code just now: the reset code must wait out the minute (one code a minute per number).
  test.setTimeout(120_000);
  const mobile = newMobile('137');
  const code = await signupCode(request, mobile);
  expect((await request.post('/api/auth/signup', { data: { login: mobile, code, password: PASSWORD, name: '忘记密码的人', consent: true } })).status()).toBe(201);
  // `request` is logged in as the member: that session must end with the reset.
  expect(((await (await request.get('/api/auth/me')).json()) as { user: unknown }).user).not.toBeNull();

  await visit(page, routes.login);
  await page.getByRole('link', { name: zh('login.forgot') }).click();
  await expect(page).toHaveURL(routes.forgotPassword);
  await expect(page.getByRole('heading', { level: 1, name: zh('routes.forgotPassword.title') })).toBeVisible();

  await page.getByLabel(account('forgot.login')).fill(mobile);
  const send = page.getByRole('button', { name: account('forgot.sendCode') });
  await send.click();
  const wait = page.locator('form').getByRole('alert');
  await expect(wait).toHaveText(/^获取验证码过于频繁，请 \d+ 秒后再试$/);
  const seconds = Number(/(\d+) 秒/.exec((await wait.textContent()) ?? '')?.[1]);
  expect(seconds).toBeLessThanOrEqual(60);
  await page.waitForTimeout((seconds + 1) * 1000);
  await send.click();
  await expect(page.getByRole('status').filter({ hasText: `如果 ${masked(mobile)} 已注册，验证码已发送，请查收` })).toBeVisible();
  await expect(codeField(page)).toBeFocused();

  await codeField(page).fill(await codeSentTo(mobile));
  await page.getByLabel(account('forgot.newPassword')).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: account('forgot.submit') }).click();
  await expect(page.getByText(account('forgot.done'))).toBeVisible();

  expect(((await (await request.get('/api/auth/me')).json()) as { user: unknown }).user).toBeNull();
  await page.getByRole('link', { name: account('forgot.backToLogin') }).click();
  await expect(page).toHaveURL(routes.login);
  await page.getByLabel(zh('login.member.account')).fill(mobile);
  await page.getByLabel(zh('login.password'), { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: zh('login.submit'), exact: true }).click();
  await expect(page).toHaveURL(routes.home);
  await expect(page.getByRole('button', { name: '忘记密码的人 的账号菜单' })).toBeVisible();
});

test('a login nobody has gets the same answer; a user name is told to ask an admin', async ({ page }) => {
  await visit(page, routes.forgotPassword);
  await page.getByLabel(account('forgot.login')).fill('e2e-editor');
  await page.getByRole('button', { name: account('forgot.sendCode') }).click();
  await expect(page.getByText(zh('auth.errors.loginNoCodes'))).toBeVisible();

  const nobody = newMobile('135');
  await page.getByLabel(account('forgot.login')).fill(nobody);
  await page.getByRole('button', { name: account('forgot.sendCode') }).click();
  await expect(page.getByRole('status').filter({ hasText: `如果 ${masked(nobody)} 已注册，验证码已发送，请查收` })).toBeVisible();
  await codeField(page).fill('123456');
  await page.getByLabel(account('forgot.newPassword')).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: account('forgot.submit') }).click();
  await expect(page.getByText(zh('auth.errors.codeWrong'))).toBeVisible();
  await expect(page.getByLabel(account('forgot.newPassword'))).toHaveValue(NEW_PASSWORD);
});

test('the exhibitor login leads to the forgotten password and back', async ({ page }) => {
  await visit(page, routes.exhibitorLogin);
  await page.getByRole('link', { name: zh('login.forgot') }).click();
  await expect(page).toHaveURL(withQuery(routes.forgotPassword, { portal: 'exhibitor' }));
  await page.getByRole('link', { name: account('forgot.backToLogin') }).click();
  await expect(page).toHaveURL(routes.exhibitorLogin);
});

test('an exhibitor opened by staff verifies its e-mail login from /account', async ({ page, browser }) => {
  const login = `verify-${randomInt(0, 1_000_000_000)}@example.com`;
  const staff = await browser.newContext();
  const staffPage = await staff.newPage();
  await logInAsStaff(staffPage, 'editor');
  const opened = await staffPage.request.post('/api/admin/exhibitors', { data: { login, company: '验证展商有限公司' } });
  expect(opened.status()).toBe(201);
  const { password } = (await opened.json()) as { password: string };
  await staff.close();

  const signedIn = await page.request.post('/api/auth/login', { data: { login, password, portal: 'exhibitor' } });
  expect(signedIn.status()).toBe(200);
  await visit(page, routes.account);
  const box = page.getByRole('region', { name: account('page.verify') });
  await expect(box).toContainText(`我们将向 ${login.slice(0, 2)}***@example.com 发送验证码`);
  await expect(page.getByText(account('page.verifiedNo'))).toBeVisible();

  await box.getByRole('button', { name: account('code.send') }).click();
  await expect(box.getByRole('status')).toHaveText(`验证码已发送至 ${login.slice(0, 2)}***@example.com`);
  await box.getByLabel(account('code.label'), { exact: true }).fill(await codeSentTo(login));
  await box.getByRole('button', { name: account('page.verifySubmit') }).click();
  await expect(box.getByText(`${login.slice(0, 2)}***@example.com 已验证。`)).toBeVisible();
  await expect(page.getByText(account('page.verifiedYes'), { exact: true })).toBeVisible();
});
