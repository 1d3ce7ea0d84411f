import { randomInt } from 'node:crypto';
import { routes, withQuery } from '../lib/routes';
import { logInAsStaff, newMobile, signUpMember } from './support/people';
import { text, visit } from './support/site';
import { expect, test } from './support/test';

/**
 * The console's accounts: an editor opens an exhibitor account and hands the
 * password shown once to the exhibitor, who logs in with it; an admin
 * disables a member, whose next request finds itself logged out; an editor
 * is refused the users page.
 */

const t = (key: string) => text('zh-CN', 'admin-accounts', key);
const zh = (key: string) => text('zh-CN', 'common', key);

test('an editor opens an exhibitor account, copies the password shown once; the exhibitor logs in with it and sees its company and booth', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await logInAsStaff(page, 'editor');
  await visit(page, routes.adminExhibitors);

  const login = newMobile('136');
  const company = `苏州云锦丝绸有限公司 ${randomInt(1000, 9999)}`;
  await page.getByRole('button', { name: t('exhibitors.new') }).click();
  const form = page.getByRole('dialog', { name: t('form.titleNew') });
  await expect(form.getByLabel(`${t('form.login')}（${t('form.required')}）`)).toBeFocused();
  await form.getByLabel(`${t('form.login')}（${t('form.required')}）`).fill(login);
  await form.getByLabel(`${t('form.company')}（${t('form.required')}）`).fill(company);
  await form.getByLabel(t('form.boothHall')).fill('2 号馆');
  await form.getByLabel(t('form.boothNumber')).fill('B216');
  await form.getByLabel(t('form.contactName')).fill('沈佳');
  await form.getByLabel(t('form.contactPhone')).fill('0512-6666 8888');
  await form.getByRole('button', { name: t('form.submitNew') }).click();

  const shown = page.getByRole('dialog', { name: t('reveal.titleCreated') });
  await expect(shown).toContainText(t('reveal.once'));
  const password = (await shown.getByTestId('one-time-password').textContent()) ?? '';
  expect(password).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
  await shown.getByRole('button', { name: t('reveal.copy') }).click();
  await expect(shown.getByRole('status')).toHaveText(t('reveal.copied'));
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(password);
  await shown.getByRole('button', { name: t('reveal.done') }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText(password)).toHaveCount(0);
  await expect(page.getByRole('row', { name: new RegExp(company) })).toContainText('2 号馆 B216');

  await page.getByRole('button', { name: zh('account.logout') }).click();
  await expect(page).toHaveURL(routes.login);
  await visit(page, routes.exhibitorLogin);
  await page.getByLabel(zh('login.exhibitor.account')).fill(login);
  await page.getByLabel(zh('login.password'), { exact: true }).fill(copied);
  await page.getByRole('button', { name: zh('login.submit'), exact: true }).click();
  await expect(page).toHaveURL(routes.exhibitor);
  await expect(page.getByRole('heading', { level: 2, name: company })).toBeVisible();
  await expect(page.getByText('2 号馆 B216')).toBeVisible();
});

test('an admin disables a member on /admin/users; the member’s next request is logged out', async ({ page, browser }) => {
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  const name = `待停用会员${randomInt(1000, 9999)}`;
  await signUpMember(member, name);
  await visit(member, routes.account);

  await logInAsStaff(page, 'admin');
  await visit(page, withQuery(routes.adminUsers, { q: name }));
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(text('zh-CN', 'console', 'roles.member'));
  await row.getByRole('button', { name: `${t('users.disable')}：${name}` }).click();
  const confirm = page.getByRole('dialog', { name: `停用 ${name} 的账号？` });
  await expect(confirm.getByRole('button', { name: text('zh-CN', 'console', 'dialog.cancel') })).toBeFocused();
  await confirm.getByRole('button', { name: t('users.confirmDisable.confirm') }).click();
  await expect(page.getByRole('status').filter({ hasText: name })).toHaveText(`已停用 ${name} 的账号，它在所有设备上的登录已退出。`);
  await expect(row).toContainText(t('status.disabled'));

  await member.goto(routes.account);
  await expect(member).toHaveURL(withQuery(routes.login, { redirect: routes.account }));
  await memberContext.close();
});

test('an editor opening /admin/users is refused (403)', async ({ page }) => {
  await logInAsStaff(page, 'editor');
  const response = await page.goto(routes.adminUsers);
  expect(response?.status()).toBe(403);
});
