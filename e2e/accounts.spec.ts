import { randomInt } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { routes } from '../lib/routes';
import accounts from './support/accounts.json';
import { codeSentTo, signupCode } from './support/codes';
import { seededId, text, visit } from './support/site';
import { expect, test } from './support/test';

/** Accounts: sign-up, login (page and dialog), members-only news, logout, exhibitors, lockout, guards. */

const zh = (key: string) => text('zh-CN', 'common', key);
const account = (key: string) => text('zh-CN', 'account', key);
const PASSWORD = 'Lotus-harbour-42';

/** A mainland mobile number no other test uses. */
const newMobile = () => `139${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

async function signUpByApi(request: APIRequestContext, name = '测试会员') {
  const login = newMobile();
  const code = await signupCode(request, login);
  const response = await request.post('/api/auth/signup', { data: { login, code, password: PASSWORD, name, consent: true } });
  expect(response.status()).toBe(201);
  // The API's session belongs to the request context, not to the browser page: the page logs in itself.
  return login;
}

async function fillLogin(page: Page, scope: Page | ReturnType<Page['getByRole']>, login: string, password: string) {
  await scope.getByLabel(zh('login.member.account')).fill(login);
  await scope.getByLabel(zh('login.password'), { exact: true }).fill(password);
  await scope.getByRole('button', { name: zh('login.submit'), exact: true }).click();
}

/** The form's own alert (Next's route announcer is an alert too). */
const formAlert = (page: Page) => page.locator('form').getByRole('alert');

const bodyHeading = (page: Page) => page.locator('.members-only-body h2').first();

test('sign up, read a members-only article, log out, log in again', async ({ page, request }) => {
  const id = await seededId(request, 'payNewsDetails');
  const article = `${routes.payNewsDetails}?id=${id}`;
  await visit(page, article);
  await expect(page.getByRole('heading', { name: text('zh-CN', 'listing', 'members.title') })).toBeVisible();
  await expect(page.locator('.members-only-body')).toHaveCount(0);

  await page.getByRole('link', { name: text('zh-CN', 'listing', 'members.signup') }).click();
  await expect(page).toHaveURL(/\/login\?tab=signup/);
  const mobile = newMobile();
  await page.getByLabel(account('signup.name')).fill('王小明');
  await page.getByLabel(account('signup.account')).fill(mobile);
  await page.getByRole('button', { name: account('code.send') }).click();
  await expect(page.getByRole('status').filter({ hasText: '验证码已发送至' })).toBeVisible();
  await page.getByLabel(account('code.label')).fill(await codeSentTo(mobile));
  await page.getByLabel(account('signup.password')).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /隐私政策/ }).check();
  await page.getByRole('button', { name: account('signup.submit') }).click();

  await expect(page).toHaveURL(article);
  await expect(bodyHeading(page)).toBeVisible();
  const menu = page.getByRole('button', { name: '王小明 的账号菜单' });
  await expect(menu).toBeVisible();

  await menu.click();
  await page.getByRole('button', { name: zh('account.logout') }).click();
  await expect(page.getByRole('button', { name: zh('login.button'), exact: true })).toBeVisible();
  await expect(page.locator('.members-only-body')).toHaveCount(0);
  expect((await page.context().cookies()).filter((c) => c.name === 'tmz_session')).toEqual([]);

  await visit(page, `${routes.login}?redirect=${encodeURIComponent(article)}`);
  await fillLogin(page, page, mobile, PASSWORD);
  await expect(page).toHaveURL(article);
  await expect(bodyHeading(page)).toBeVisible();
});

test('logging in in the dialog shows the members-only body without a full reload', async ({ page, request }) => {
  const login = await signUpByApi(request);
  await visit(page, `${routes.payNewsDetails}?id=${await seededId(request, 'payNewsDetails')}`);
  await page.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });
  await page.getByRole('button', { name: text('zh-CN', 'listing', 'members.login') }).click();
  const dialog = page.getByRole('dialog', { name: zh('login.dialogTitle') });
  await expect(dialog).toBeVisible();

  await fillLogin(page, dialog, login, 'not-the-password');
  await expect(dialog.getByRole('alert')).toHaveText('账号或密码不正确，还可尝试 4 次');
  await expect(dialog.getByLabel(zh('login.member.account'))).toHaveValue(login);

  await dialog.getByLabel(zh('login.password'), { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: zh('login.submit'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(bodyHeading(page)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  await expect(page.getByRole('button', { name: '测试会员 的账号菜单' })).toBeVisible();
});

test('a browser without a modal dialog (Safari before 15.4) logs in on the login page and comes back to the article', async ({ page, request }) => {
  const login = await signUpByApi(request);
  await page.addInitScript(() => {
    delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).showModal;
  });
  const article = `${routes.payNewsDetails}?id=${await seededId(request, 'payNewsDetails')}`;
  await visit(page, article);
  await page.getByRole('button', { name: text('zh-CN', 'listing', 'members.login') }).click();
  await expect(page).toHaveURL(`${routes.login}?redirect=${encodeURIComponent(article)}`);
  await fillLogin(page, page, login, PASSWORD);
  await expect(page).toHaveURL(article);
  await expect(bodyHeading(page)).toBeVisible();
});

test('an exhibitor logs in at /exhibitor/login and reaches the exhibitor centre', async ({ page }) => {
  await visit(page, routes.exhibitorLogin);
  await page.getByLabel(zh('login.exhibitor.account')).fill(accounts.exhibitor.login);
  await page.getByLabel(zh('login.password'), { exact: true }).fill(accounts.password);
  await page.getByRole('button', { name: zh('login.submit'), exact: true }).click();
  await expect(page).toHaveURL(routes.exhibitor);
  await expect(page.getByRole('heading', { level: 1, name: account('exhibitor.title') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: accounts.exhibitor.company })).toBeVisible();
  await expect(page.getByText(`${accounts.exhibitor.boothHall} ${accounts.exhibitor.boothNumber}`)).toBeVisible();
  await page.getByRole('button', { name: `${accounts.exhibitor.company} 的账号菜单` }).click();
  await expect(page.getByRole('link', { name: zh('account.exhibitorCentre') })).toBeVisible();
});

test('an exhibitor at /login and a member at /exhibitor/login are pointed to the right page', async ({ page, request }) => {
  await visit(page, routes.login);
  await fillLogin(page, page, accounts.exhibitor.login, accounts.password);
  await expect(formAlert(page)).toContainText(zh('auth.messages.useExhibitorLogin'));
  await formAlert(page).getByRole('link', { name: zh('login.otherPortal') }).click();
  await expect(page).toHaveURL(routes.exhibitorLogin);

  const member = await signUpByApi(request);
  await page.getByLabel(zh('login.exhibitor.account')).fill(member);
  await page.getByLabel(zh('login.password'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: zh('login.submit'), exact: true }).click();
  await expect(formAlert(page)).toContainText(zh('auth.messages.useMemberLogin'));
  await expect(page).toHaveURL(routes.exhibitorLogin);
});

test('five wrong passwords lock the login and say for how long', async ({ page, request }) => {
  const login = await signUpByApi(request);
  await visit(page, routes.login);
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    await fillLogin(page, page, login, `wrong-password-${attempt}`);
    await expect(formAlert(page)).toHaveText(`账号或密码不正确，还可尝试 ${5 - attempt} 次`);
  }
  await fillLogin(page, page, login, 'wrong-password-5');
  await expect(formAlert(page)).toHaveText('登录失败次数过多，为保护账号安全，请 15 分钟后再试');
  // Locked: even the right password is turned away until the window ends.
  await fillLogin(page, page, login, PASSWORD);
  await expect(formAlert(page)).toHaveText(/登录失败次数过多/);
  await expect(page).toHaveURL(routes.login);
});

test('a visitor is sent to log in and comes back; a hostile redirect lands on the home page', async ({ page, request }) => {
  const login = await signUpByApi(request);
  await visit(page, routes.account);
  await expect(page).toHaveURL(`${routes.login}?redirect=${encodeURIComponent(routes.account)}`);
  await fillLogin(page, page, login, PASSWORD);
  await expect(page).toHaveURL(routes.account);
  await expect(page.getByRole('heading', { level: 1, name: account('page.title') })).toBeVisible();

  await page.context().clearCookies();
  await visit(page, `${routes.login}?redirect=${encodeURIComponent('//evil.example/phish')}`);
  await fillLogin(page, page, login, PASSWORD);
  await expect(page).toHaveURL('/');
});

test('a member may not open the exhibitor centre', async ({ page, request }) => {
  const login = await signUpByApi(request);
  await visit(page, routes.login);
  await fillLogin(page, page, login, PASSWORD);
  await expect(page).toHaveURL('/');
  const response = await page.goto(routes.exhibitor);
  expect(response?.status()).toBe(403);
});

test('an editor logs in at /login, lands in the console with its own menu, and finds it again in the account menu', async ({ page }) => {
  await visit(page, routes.login);
  await fillLogin(page, page, accounts.editor.login, accounts.password);
  await expect(page).toHaveURL(routes.admin);
  await expect(page.getByRole('heading', { level: 1, name: zh('routes.admin.title') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: account('console.pending') })).toBeVisible();
  // The console has its own menu, with no admin-only pages for an editor, and a way back to the site.
  const menu = page.getByRole('navigation', { name: text('zh-CN', 'console', 'navLabel') });
  await expect(menu.getByRole('link', { name: text('zh-CN', 'console', 'nav.adminArticles') })).toBeVisible();
  await expect(menu.getByRole('link', { name: text('zh-CN', 'console', 'nav.adminUsers') })).toHaveCount(0);
  await page.getByRole('link', { name: text('zh-CN', 'console', 'backToSite') }).click();
  await expect(page).toHaveURL('/');
  await page.getByRole('button', { name: `${accounts.editor.name} 的账号菜单` }).click();
  await expect(page.getByRole('link', { name: zh('account.console') })).toBeVisible();
  await page.getByRole('link', { name: zh('account.mySubmissions') }).click();
  await expect(page).toHaveURL(`${routes.publish}#mine`);
  await expect(page.getByRole('heading', { name: text('zh-CN', 'listing', 'publish.member.mineEmpty') })).toBeVisible();
});

test('a member may not open the console, and a visitor is sent to log in first', async ({ page, request }) => {
  await visit(page, routes.admin);
  await expect(page).toHaveURL(`${routes.login}?redirect=${encodeURIComponent(routes.admin)}`);
  await fillLogin(page, page, await signUpByApi(request), PASSWORD);
  await expect(page).toHaveURL(routes.admin);
  await expect(page).toHaveTitle(/^403 · /);
  await expect(page.getByText(/错误代码\s*403/)).toBeVisible();
});

test('what is typed before the page is ready is kept, and the form cannot be sent until then', async ({ page, request }) => {
  const login = await signUpByApi(request);
  let release = () => {};
  const ready = new Promise<void>((resolve) => {
    release = resolve;
  });
  // Hold back the login page's own script, as a slow phone network would.
  await page.route(/\/_next\/static\/chunks\/pages\/login-[^/]*\.js$/, async (route) => {
    await ready;
    await route.continue();
  });
  // 'commit': DOMContentLoaded waits for the deferred scripts, the held one included.
  await page.goto(routes.login, { waitUntil: 'commit' });
  const submit = page.getByRole('button', { name: zh('login.submit'), exact: true });
  await page.getByLabel(zh('login.member.account')).fill(login);
  await page.getByLabel(zh('login.password'), { exact: true }).fill(PASSWORD);
  await expect(submit).toBeDisabled();

  release();
  await expect(submit).toBeEnabled();
  await expect(page.getByLabel(zh('login.member.account'))).toHaveValue(login);
  await expect(page.getByLabel(zh('login.password'), { exact: true })).toHaveValue(PASSWORD);
  await submit.click();
  await expect(page).toHaveURL('/');
});
