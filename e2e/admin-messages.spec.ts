import { randomInt } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { routes, withQuery } from '../lib/routes';
import { logInAsStaff } from './support/people';
import { text, visit } from './support/site';
import { expect, test } from './support/test';

/**
 * The console's message list: someone registers for an activity; staff find
 * the confirmation SMS at /admin/messages with its text (the e2e servers send
 * with the log transport, so nothing leaves the machine and the text is read
 * here), narrow the list with the filter form, and an admin reads which
 * transports are active. On a phone the recipient and status come first,
 * without scrolling. (Retrying a failed message is tested in
 * tests/server/admin-messages.test.ts: nothing fails here.)
 */

const t = (key: string) => text('zh-CN', 'console', key);
const newMobile = () => `135${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
const masked = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(7)}`;

/** A seeded activity open for registration with seats left, found through the API (ids are the seed's order). */
async function openActivity(request: APIRequestContext): Promise<{ id: number; title: string }> {
  for (let id = 1; id <= 20; id += 1) {
    const response = await request.get(`/api/activities/${id}`);
    if (!response.ok()) continue;
    const activity = (await response.json()) as { id: number; title: string; state: string; seatsLeft: number; online: boolean };
    if (activity.state === 'open' && activity.seatsLeft >= 5 && !activity.online) return activity;
  }
  throw new Error('no seeded activity is open');
}

/** Registers a new mobile number for an open activity through the public API; answers the number and the registration's code. */
async function register(request: APIRequestContext): Promise<{ mobile: string; code: string }> {
  const activity = await openActivity(request);
  const mobile = newMobile();
  const created = await request.post(`/api/activities/${activity.id}/registrations`, {
    data: { name: '韩梅梅', mobile, company: '杭州青禾服饰有限公司', position: '采购经理', audience: 'retailer', quantity: 1, consent: true },
  });
  expect(created.status()).toBe(201);
  const { registration } = (await created.json()) as { registration: { code: string } };
  return { mobile, code: registration.code };
}

/** Waits until the delivery worker has sent the number's confirmation (it is woken when the registration writes it). */
async function confirmationSent(page: Page, mobile: string): Promise<void> {
  await expect
    .poll(async () => {
      const response = await page.request.get(withQuery('/api/admin/messages', { recipient: mobile, kind: 'registration_confirmed' }));
      const { messages } = (await response.json()) as { messages: { status: string }[] };
      return messages.map((message) => message.status);
    })
    .toEqual(['sent']);
}

/** The number's confirmation (a reminder for the same registration waits beside it). */
/** axe-core with rows on the page (the route-table check in accessibility.spec.ts may meet an empty outbox). */
async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
}

const rowOf = (page: Page, mobile: string) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: masked(mobile) }) })
    .filter({ hasText: t('messages.kinds.registration_confirmed') });

test('an admin finds a registration’s confirmation SMS with its text, narrows the list with the filters and reads the transport note', async ({ page, request }) => {
  const { mobile, code } = await register(request);
  await logInAsStaff(page, 'admin');
  await confirmationSent(page, mobile);

  await visit(page, routes.adminMessages);
  await expect(page.getByRole('heading', { level: 1, name: text('zh-CN', 'common', 'routes.adminMessages.title') })).toBeVisible();
  // The log transport is what the e2e servers use: the admin is told that nothing is really sent and where to read it.
  const note = page.getByRole('region', { name: t('messages.transports.title') });
  await expect(note.getByRole('listitem')).toHaveText(['短信：日志（未配置短信服务）', '邮件：日志（未配置 SMTP）']);
  await expect(note).toContainText(t('messages.transports.logNote.both'));

  const filters = page.getByRole('form', { name: t('messages.filterLabel') });
  await filters.getByLabel(t('messages.recipient')).fill(mobile);
  await filters.getByLabel(t('messages.kind')).selectOption({ label: t('messages.kinds.registration_cancelled') });
  await filters.getByRole('button', { name: t('messages.filter') }).click();
  await expect(page).toHaveURL(/kind=registration_cancelled/);
  await expect(page.getByRole('heading', { name: t('messages.emptyFiltered') })).toBeVisible();

  await filters.getByLabel(t('messages.kind')).selectOption({ label: t('messages.kinds.registration_confirmed') });
  await filters.getByLabel(t('messages.channel')).selectOption({ label: t('messages.channels.sms') });
  await filters.getByRole('button', { name: t('messages.filter') }).click();
  await expect(page).toHaveURL(/kind=registration_confirmed/);
  await expect(page.getByRole('status').filter({ hasText: '共 1 条消息' })).toBeVisible();
  const row = rowOf(page, mobile);
  await expect(row.getByRole('rowheader')).toHaveText(`${masked(mobile)}${t('messages.channels.sms')}`);
  await expect(row.getByRole('cell').nth(0)).toHaveText(t('messages.statuses.sent'));
  await expect(row).toContainText(t('messages.kinds.registration_confirmed'));
  // The SMS as the registrant got it: its confirmation code and the link that opens the ticket.
  await expect(row).toContainText(new RegExp(`报名成功.*${code}.*/t/${code}`));
  await expect(row).toContainText('通道：日志');
  // Nowhere in full.
  await expect(page.getByText(mobile)).toHaveCount(0);
  await expect(row.getByRole('button', { name: /重试/ })).toHaveCount(0);
  await expectNoSeriousViolations(page);
});

test('an editor reads the list from the console menu but is not shown the transports', async ({ page, request }) => {
  const { mobile } = await register(request);
  await logInAsStaff(page, 'editor');
  await confirmationSent(page, mobile);
  await visit(page, routes.admin);
  await page.getByRole('navigation', { name: t('navLabel') }).getByRole('link', { name: t('nav.adminMessages') }).click();
  await expect(page).toHaveURL(routes.adminMessages);
  await expect(rowOf(page, mobile)).toContainText(t('messages.kinds.registration_confirmed'));
  await expect(page.getByRole('region', { name: t('messages.transports.title') })).toHaveCount(0);
  await expect(page.getByText('未配置')).toHaveCount(0);
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the recipient leads each row with the status beside it, and stays in view while the rest scrolls sideways in the list, never the page', async ({ page, request }) => {
    const { mobile, code } = await register(request);
    await logInAsStaff(page, 'admin');
    await confirmationSent(page, mobile);
    await visit(page, withQuery(routes.adminMessages, { recipient: mobile, kind: 'registration_confirmed' }));
    const row = rowOf(page, mobile);
    // The masked number (the row header's first line) and the status badge (the first cell's).
    const recipient = row.getByRole('rowheader').locator('span').first();
    const status = row.getByRole('cell').nth(0).locator('span').first();
    await recipient.scrollIntoViewIfNeeded();
    await expect(recipient).toBeInViewport({ ratio: 1 });
    await expect(status).toBeInViewport({ ratio: 1 });
    const [recipientBox, statusBox] = await Promise.all([recipient.boundingBox(), status.boundingBox()]);
    // Recipient and status side by side on the row's first line, within the screen.
    expect(recipientBox!.x).toBeGreaterThanOrEqual(0);
    expect(statusBox!.x + statusBox!.width).toBeLessThanOrEqual(360);
    expect(Math.abs(recipientBox!.y - statusBox!.y)).toBeLessThan(8);
    // The page does not scroll sideways; the list does, in its own box, and shades the edge where it goes on.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const region = page.getByRole('region', { name: t('messages.listLabel') });
    expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeGreaterThan(0);
    await expect(region.locator('..')).toHaveAttribute('data-more-end', 'true');
    // Scrolled to the text, the recipient is still there at the left edge.
    await row.getByText(code).first().scrollIntoViewIfNeeded();
    await expect(row.getByText(code).first()).toBeInViewport();
    await expect(region.locator('..')).toHaveAttribute('data-more-start', 'true');
    const held = await recipient.boundingBox();
    expect(held!.x).toBeGreaterThanOrEqual(0);
    expect(held!.x).toBeLessThan(recipientBox!.x + 2);
    await expectNoSeriousViolations(page);
  });
});
