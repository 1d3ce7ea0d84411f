import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { MEETINGS_PORT } from './support/servers';
import { text, visit } from './support/site';
import { expect, test } from './support/test';

/**
 * Meetings at the show and saved exhibitors, in the browser, on a server of its own (port MEETINGS_PORT, E2E_PORT + 7) whose
 * embedded database e2e/support/meeting-fixtures.ts fills first: the seed, a show with a hall, a company with
 * booth A108, its exhibitor account and a member. A member books a slot; the exhibitor accepts it in the
 * exhibitor centre; both see the accepted meeting with its booth. An exhibitor saved before login is in the
 * account's 我的展商 after it. And the whole of it as a buyer on a phone goes through it: the exhibitor found by category
 * on the show's list, its booth highlighted on the plan, saved, a meeting booked, accepted, seen by both.
 */

const root = path.resolve(__dirname, '..');
const PORT = MEETINGS_PORT;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DATA_DIR = path.join(root, '.e2e-data', `meetings-${PORT}`);
const PASSWORD = 'Harbour-lantern-77';
const filled = (value: string, values: Record<string, string> = {}) => value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
const m = (key: string, values?: Record<string, string>) => filled(text('zh-CN', 'meetings', key), values);
const floor = (key: string) => text('zh-CN', 'show-floor', key);

interface Fixtures {
  showId: number;
  companyId: number;
  companyName: string;
  categoryId: number;
  categoryName: string;
  exhibitorLogin: string;
  memberLogin: string;
}

let server: ChildProcess | null = null;
let fixtures: Fixtures;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  rmSync(DATA_DIR, { recursive: true, force: true });
  const env = { ...process.env, DATA_DIR, DATABASE_URL: '', NEXT_TELEMETRY_DISABLED: '1' };
  const made = spawnSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'e2e/support/meeting-fixtures.ts'], { cwd: root, env, encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`the fixtures failed: ${made.stderr}`);
  fixtures = JSON.parse(made.stdout.trim().split('\n').at(-1)!) as Fixtures;
  server = spawn(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'start', '-p', String(PORT), '-H', '127.0.0.1'], {
    cwd: root,
    env: { ...env, NEXT_DIST_DIR: process.env.NEXT_DIST_DIR || '.next', SITE_URL: ORIGIN, AMAP_KEY: '', STATISTICS_ID: '', WECHAT_APP_ID: '', WECHAT_OPEN_APP_ID: '', API_BASE_URL: '' },
    stdio: 'ignore',
  });
  for (let i = 0; i < 120; i += 1) {
    const ok = await fetch(`${ORIGIN}/api/health`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the meetings server did not start');
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

async function logInOnPage(page: Page, login: string) {
  await page.getByLabel(text('zh-CN', 'common', 'login.member.account')).fill(login);
  await page.getByLabel(text('zh-CN', 'common', 'login.password'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: text('zh-CN', 'common', 'login.submit'), exact: true }).click();
}

async function exhibitorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: ORIGIN, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  const page = await context.newPage();
  const response = await page.request.post(`${ORIGIN}/api/auth/login`, { data: { login: fixtures.exhibitorLogin, password: PASSWORD, portal: 'exhibitor' } });
  expect(response.status()).toBe(200);
  return page;
}

test('a member books a slot, the exhibitor accepts it, and both see the accepted meeting with its booth', async ({ page, browser }) => {
  test.setTimeout(90_000);
  // A visitor is sent to log in, and back.
  await page.goto(`${ORIGIN}/companies/meet?id=${fixtures.companyId}&show=${fixtures.showId}`);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await logInOnPage(page, fixtures.memberLogin);
  await expect(page).toHaveURL(/\/companies\/meet\?id=/);
  await expect(page.getByRole('heading', { name: fixtures.companyName })).toBeVisible();
  await expect(page.getByText('1 号馆 A108 展位')).toBeVisible();

  const form = page.getByRole('form', { name: m('request.formLabel') });
  await form.getByText('10:00', { exact: true }).click();
  await form.getByLabel(m('request.note')).fill('想了解秋冬针织的贴牌合作');
  await form.getByLabel(m('request.company')).fill('青禾零售');
  await form.getByRole('button', { name: m('request.submit') }).click();
  await expect(page.getByText(m('request.sent'))).toBeVisible();

  const exhibitor = await exhibitorPage(browser);
  await visit(exhibitor, `${ORIGIN}/exhibitor`);
  const asked = exhibitor.locator('#meetings li').filter({ hasText: '李雷' });
  await expect(asked).toContainText('青禾零售');
  await expect(asked).toContainText(fixtures.memberLogin);
  await expect(asked).toContainText(m('status.requested'));
  await asked.getByRole('button', { name: m('action.accept') }).click();
  await expect(exhibitor.locator('#meetings').getByRole('status')).toContainText(m('done.accept'));
  await expect(asked).toContainText(m('status.accepted'));
  await expect(asked).toContainText('1 号馆 A108 展位');
  await expect(asked.getByRole('link', { name: m('list.ics') })).toBeVisible();

  await visit(page, `${ORIGIN}/account`);
  const mine = page.locator('#meetings li').filter({ hasText: fixtures.companyName });
  await expect(mine).toContainText(m('status.accepted'));
  await expect(mine).toContainText('1 号馆 A108 展位');
  await expect(mine).toContainText(/10:00–10:30/);
  const ics = await page.request.get(`${ORIGIN}${await mine.getByRole('link', { name: m('list.ics') }).getAttribute('href')}`);
  expect(ics.status()).toBe(200);
  expect(await ics.text()).toContain('STATUS:CONFIRMED');
  await exhibitor.context().close();
});

test('an exhibitor saved before login is in the account after it, and in the visit plan', async ({ page }) => {
  test.setTimeout(60_000);
  await visit(page, `${ORIGIN}/account/visit-plan?show=${fixtures.showId}`);
  await expect(page.getByText(m('plan.empty'))).toBeVisible();
  // What 收藏展商 does for a visitor (components/meetings/save-exhibitor-button.tsx; tests/components covers the button).
  await page.evaluate((id) => window.localStorage.setItem('tmz:saved-companies', JSON.stringify([id])), fixtures.companyId);
  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: fixtures.companyName })).toContainText('1 号馆 A108 展位');

  await page.goto(`${ORIGIN}/login?redirect=${encodeURIComponent('/account')}`);
  await logInOnPage(page, fixtures.memberLogin);
  await expect(page).toHaveURL(/\/account$/);
  const saved = page.locator('#saved-exhibitors');
  await expect(saved.getByText(fixtures.companyName)).toBeVisible();
  await expect(saved.getByRole('button', { name: new RegExp(fixtures.companyName) })).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => window.localStorage.getItem('tmz:saved-companies'))).toBeNull();

  await visit(page, `${ORIGIN}/account/visit-plan?show=${fixtures.showId}`);
  await expect(page.getByRole('listitem').filter({ hasText: fixtures.companyName })).toBeVisible();
  await expect(page.getByText(m('plan.browserOnly'))).toHaveCount(0);
});

test('a buyer on a phone finds the exhibitor by category, sees its booth on the plan, saves it and books a meeting; the exhibitor accepts; both see it', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: ORIGIN, locale: 'zh-CN', timezoneId: 'Asia/Shanghai', viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await visit(page, `${ORIGIN}/activityDetail/exhibitors?id=${fixtures.showId}`);
  const filters = page.getByRole('form', { name: floor('filters.label') });
  await filters.getByLabel(floor('filters.category')).selectOption(String(fixtures.categoryId));
  await filters.getByRole('button', { name: floor('filters.submit') }).click();
  await expect(page).toHaveURL(new RegExp(`category=${fixtures.categoryId}`));
  // Only the knitwear maker is left in the list; its neighbours make other things.
  const rows = page.locator('ol li').filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(rows).toHaveCount(1);
  const row = rows.filter({ has: page.getByRole('heading', { name: fixtures.companyName }) });
  await expect(row).toContainText(fixtures.categoryName);
  await row.getByRole('link', { name: new RegExp(floor('list.locate')) }).click();
  await expect(page).toHaveURL(new RegExp(`company=${fixtures.companyId}`));
  await expect(page.locator('svg [data-booth="A108"][data-highlighted="true"]')).toBeVisible();

  // Saved before logging in: kept in the browser, then in the account.
  const chosen = page.locator('ol li').filter({ has: page.getByRole('heading', { name: fixtures.companyName }) });
  await chosen.getByRole('button', { name: m('save.saveLabel', { name: fixtures.companyName }) }).click();
  await expect(chosen.getByRole('button', { name: m('save.savedLabel', { name: fixtures.companyName }) })).toHaveAttribute('aria-pressed', 'true');
  await chosen.getByRole('link', { name: m('link.label', { name: fixtures.companyName }) }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await logInOnPage(page, fixtures.memberLogin);
  await expect(page).toHaveURL(new RegExp(`/companies/meet\\?id=${fixtures.companyId}&show=${fixtures.showId}`));

  const form = page.getByRole('form', { name: m('request.formLabel') });
  await form.getByText('14:30', { exact: true }).click();
  await form.getByLabel(m('request.note')).fill('想看看针织内衣的新品和起订量');
  await form.getByRole('button', { name: m('request.submit') }).click();
  await expect(page.getByText(m('request.sent'))).toBeVisible();

  const exhibitor = await exhibitorPage(browser);
  await visit(exhibitor, `${ORIGIN}/exhibitor`);
  const asked = exhibitor.locator('#meetings li').filter({ hasText: '想看看针织内衣的新品和起订量' });
  await expect(asked).toContainText(m('status.requested'));
  await asked.getByRole('button', { name: m('action.accept') }).click();
  await expect(asked).toContainText(m('status.accepted'));
  await exhibitor.context().close();

  await visit(page, `${ORIGIN}/account`);
  const mine = page.locator('#meetings li').filter({ hasText: /14:30–15:00/ });
  await expect(mine).toContainText(fixtures.companyName);
  await expect(mine).toContainText(m('status.accepted'));
  await expect(mine).toContainText('1 号馆 A108 展位');
  await expect(page.locator('#saved-exhibitors').getByText(fixtures.companyName)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await context.close();
});
