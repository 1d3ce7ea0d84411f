import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { SOURCING_CHOOSE_PORT } from './support/servers';
import { text, visit } from './support/site';
import { expect, test } from './support/test';

/**
 * Choosing among quotes (issue 38, item 4), in the browser, on a server of its own (SOURCING_CHOOSE_PORT, E2E_PORT + 3) whose embedded
 * database e2e/support/sourcing-choose-fixture.ts fills first: a brand's live request with three quotes. The
 * brand compares them (by unit price, then lead time), shortlists one and asks its supplier a question (a phone
 * number refused first); the supplier reads it on its quote's page and answers; the brand accepts that quote and
 * declines another with a reason, then closes the request; both sides see each other's contact only after the
 * acceptance; the outbox holds each message. SHOTS_DIR=<dir> keeps screenshots at 360 and 1280 px.
 */

const root = path.resolve(__dirname, '..');
const PORT = SOURCING_CHOOSE_PORT;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DATA_DIR = path.join(root, '.e2e-data', `sourcing-choose-${PORT}`);
const PASSWORD = 'Harbour-lantern-77';
const SHOTS = process.env.SHOTS_DIR;
const filled = (value: string, values: Record<string, string | number> = {}) => value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
const c = (key: string, values?: Record<string, string | number>) => filled(text('zh-CN', 'sourcing', `choose.${key}`), values);

interface Fixtures {
  requestId: number;
  title: string;
  quotes: { a: number; b: number; c: number };
  buyerLogin: string;
  supplierLogins: { a: string; b: string; c: string };
  adminLogin: string;
}

let server: ChildProcess | null = null;
let fixtures: Fixtures;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  rmSync(DATA_DIR, { recursive: true, force: true });
  const env = { ...process.env, DATA_DIR, DATABASE_URL: '', NEXT_TELEMETRY_DISABLED: '1' };
  const made = spawnSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'e2e/support/sourcing-choose-fixture.ts'], { cwd: root, env, encoding: 'utf8' });
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
  throw new Error('the sourcing server did not start');
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

async function loggedIn(browser: Browser, login: string, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await browser.newContext({ baseURL: ORIGIN, locale: 'zh-CN', timezoneId: 'Asia/Shanghai', viewport });
  const page = await context.newPage();
  const response = await page.request.post(`${ORIGIN}/api/auth/login`, { data: { login, password: PASSWORD, portal: 'member' } });
  expect(response.status()).toBe(200);
  return page;
}

async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

const quoteCard = (page: Page, company: string) => page.locator('ol > li[id^="quote-"]').filter({ has: page.getByRole('heading', { name: company }) });

test('the brand compares, shortlists and asks; the supplier answers; the brand accepts, declines and closes; contacts only after acceptance', async ({ browser }) => {
  test.setTimeout(180_000);
  const comparePath = `${ORIGIN}/sourcing/${fixtures.requestId}/quotes`;
  const minePath = `${ORIGIN}/sourcing/${fixtures.requestId}/my-quote`;

  // Nobody else opens the comparison: a visitor is sent to log in, a supplier gets a 404.
  const supplier = await loggedIn(browser, fixtures.supplierLogins.a);
  expect((await supplier.goto(comparePath))?.status()).toBe(404);

  // 1. The brand compares: by unit price (B's total is ¥12.50 a piece), then by lead time. No contact anywhere.
  const buyer = await loggedIn(browser, fixtures.buyerLogin);
  await visit(buyer, comparePath);
  await expect(buyer.getByRole('heading', { level: 1, name: c('compareTitle') })).toBeVisible();
  const names = buyer.locator('ol > li[id^="quote-"] h2');
  await expect(names).toHaveText(['宁波海曙织造有限公司', '绍兴华纺针织厂', '义乌佳纺服饰有限公司']);
  const a = quoteCard(buyer, '绍兴华纺针织厂');
  await expect(a).toContainText('¥13.80');
  await expect(a).toContainText(text('zh-CN', 'companies', 'certified.mark').replace('{{kind}}', text('zh-CN', 'companies', 'kinds.factory')));
  await expect(a.getByRole('link', { name: '绍兴华纺针织厂' })).toHaveAttribute('href', /\/companies\/\d+$/);
  await expect(quoteCard(buyer, '宁波海曙织造有限公司')).toContainText('≈ ¥12.50');
  await a.getByText(c('history_other', { count: 1 })).click();
  await expect(a).toContainText('¥15.00');
  await expect(buyer.getByText('sales@huafang.example.com')).toHaveCount(0);
  await buyer.getByRole('link', { name: c('sorts.lead') }).click();
  await expect(buyer).toHaveURL(/\?sort=lead$/);
  await expect(names).toHaveText(['义乌佳纺服饰有限公司', '绍兴华纺针织厂', '宁波海曙织造有限公司']);
  await shots(buyer, 'sourcing-compare');

  // 2. Shortlists A, and asks: a phone number is refused on the field, then the question is sent.
  await a.getByRole('button', { name: `☆ ${c('shortlist')}` }).click();
  await expect(a.getByText(`★ ${c('shortlisted')}`)).toBeVisible();
  await expect(a.getByRole('button', { name: `★ ${c('unshortlist')}` })).toHaveAttribute('aria-pressed', 'true');
  const ask = a.getByLabel(c('thread.ask'));
  await ask.fill('能否电话沟通？13900001111');
  await a.getByRole('button', { name: c('thread.send') }).click();
  await expect(a.getByText(text('zh-CN', 'sourcing', 'errors.contact.mobile'))).toBeVisible();
  await ask.fill('含包装的单价能否再低一些？');
  await a.getByRole('button', { name: c('thread.send') }).click();
  await expect(a.getByRole('listitem').filter({ hasText: '含包装的单价能否再低一些？' })).toBeVisible();
  await expect(ask).toHaveValue('');

  // 3. The supplier reads it on its quote's page (shortlisted, no buyer contact) and answers.
  await visit(supplier, minePath);
  await expect(supplier.getByRole('heading', { level: 1, name: c('mine.title') })).toBeVisible();
  await expect(supplier.getByText(c('mine.shortlistedNote'))).toBeVisible();
  await expect(supplier.getByText('含包装的单价能否再低一些？')).toBeVisible();
  await expect(supplier.getByText('021-6888 1234')).toHaveCount(0);
  await expect(supplier.getByText('青禾品牌管理有限公司')).toHaveCount(0);
  await supplier.getByLabel(c('thread.answer')).fill('一万件以上可降到 13.2 元。');
  await supplier.getByRole('button', { name: c('thread.send') }).click();
  await expect(supplier.getByRole('listitem').filter({ hasText: '一万件以上可降到 13.2 元。' })).toBeVisible();
  await shots(supplier, 'sourcing-my-quote');

  // 4. The brand sees the answer, accepts A (confirmed first) and now sees A's contact.
  await visit(buyer, comparePath);
  await expect(a).toContainText('一万件以上可降到 13.2 元。');
  await a.getByRole('button', { name: c('accept') }).click();
  await expect(a.getByText(c('acceptConfirm', { company: '绍兴华纺针织厂' }))).toBeVisible();
  await a.getByRole('group').getByRole('button', { name: c('accept') }).click();
  await expect(a.getByText(c('status.accepted'))).toBeVisible();
  await expect(a.getByRole('link', { name: 'sales@huafang.example.com' })).toHaveAttribute('href', 'mailto:sales@huafang.example.com');

  // 5. Declines B with a reason, then closes the request: C is declined with the closing note.
  const b = quoteCard(buyer, '宁波海曙织造有限公司');
  await b.getByRole('button', { name: c('decline'), exact: true }).click();
  await b.getByLabel(c('declineReason')).fill('起订量超出本次需要');
  await b.getByRole('button', { name: c('declineSend') }).click();
  await expect(b.getByText(c('declinedWith', { reason: '起订量超出本次需要' }))).toBeVisible();
  await shots(buyer, 'sourcing-compare-accepted');
  const closing = buyer.getByRole('region', { name: c('close.title') });
  await closing.getByLabel(c('close.reason')).fill('已选定一家工厂，感谢报价');
  await closing.getByRole('button', { name: c('close.submit') }).click();
  await expect(closing.getByText(c('close.confirm'))).toBeVisible();
  await closing.getByRole('button', { name: c('close.submit') }).click();
  await expect(buyer.getByText(c('state.closed'), { exact: false })).toBeVisible();
  await expect(quoteCard(buyer, '义乌佳纺服饰有限公司')).toContainText(c('declinedWith', { reason: '已选定一家工厂，感谢报价' }));
  await expect(buyer.getByRole('button', { name: c('accept') })).toHaveCount(0);

  // 6. The supplier now sees the brand's contact.
  await visit(supplier, minePath);
  await expect(supplier.getByText(c('mine.acceptedNote'))).toBeVisible();
  await expect(supplier.getByRole('link', { name: '021-6888 1234' })).toHaveAttribute('href', 'tel:02168881234');
  await expect(supplier.getByText('青禾品牌管理有限公司')).toBeVisible();
  await shots(supplier, 'sourcing-my-quote-accepted');

  // 7. The English comparison.
  await visit(buyer, `${ORIGIN}/en/sourcing/${fixtures.requestId}/quotes`);
  await expect(buyer.getByRole('heading', { level: 1, name: text('en', 'sourcing', 'choose.compareTitle') })).toBeVisible();
  await expect(buyer.getByText(text('en', 'sourcing', 'choose.status.accepted'), { exact: true })).toBeVisible();
  await shots(buyer, 'sourcing-compare-en');

  // 8. The outbox holds each message: shortlist, question, answer, acceptance, two declines.
  const admin = await loggedIn(browser, fixtures.adminLogin);
  await visit(admin, `${ORIGIN}/admin/messages`);
  const kinds = (kind: string) => text('zh-CN', 'console', `messages.kinds.${kind}`);
  for (const kind of ['sourcing_quote_shortlisted', 'sourcing_quote_question', 'sourcing_quote_answered', 'sourcing_quote_accepted']) {
    await expect(admin.getByRole('row').filter({ hasText: kinds(kind) })).toHaveCount(1);
  }
  await expect(admin.getByRole('row').filter({ hasText: kinds('sourcing_quote_declined') })).toHaveCount(2);
  for (const page of [buyer, supplier, admin]) await page.context().close();
});
