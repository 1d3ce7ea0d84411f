import { randomInt } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { routes, withQuery } from '../lib/routes';
import accounts from './support/accounts.json';
import { logInAsStaff, openCheckIn } from './support/people';
import { text, visit } from './support/site';
import { expect, test } from './support/test';

/**
 * A group registration: one name (and an optional contact) per person, one
 * code and ticket per person; an exhibitor checks one of them in by their own
 * code, the registrant cancels another from their ticket page, and staff see
 * every attendee in the console. Screenshots of the form, the ticket and the
 * console list at 360 and 1280 px go to SHOT_DIR when it is set.
 */

const act = (key: string, values: Record<string, string | number> = {}) => {
  let value = text('zh-CN', 'activity', key);
  for (const [name, replacement] of Object.entries(values)) value = value.replace(new RegExp(`\\{\\{${name}\\}\\}`, 'g'), String(replacement));
  return value;
};
const newMobile = () => `138${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
const SHOT_DIR = process.env.SHOT_DIR;

/** Full-page screenshots at a phone's and a laptop's width (only when SHOT_DIR is set). */
async function shoot(page: Page, name: string) {
  if (!SHOT_DIR) return;
  const size = page.viewportSize()!;
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOT_DIR}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

/** An open seeded activity that takes groups of three with three seats left. */
async function groupActivity(request: APIRequestContext): Promise<{ id: number; title: string }> {
  for (let id = 1; id <= 20; id += 1) {
    const response = await request.get(`/api/activities/${id}`);
    if (!response.ok()) continue;
    const activity = (await response.json()) as { id: number; title: string; state: string; seatsLeft: number; perRegistrationLimit: number; online: boolean };
    if (activity.state === 'open' && activity.seatsLeft >= 3 && activity.perRegistrationLimit >= 3 && !activity.online) return activity;
  }
  throw new Error('no seeded open activity takes groups of three');
}

async function exhibitorPage(browser: Browser, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await visit(page, routes.exhibitorLogin);
  await page.getByLabel(text('zh-CN', 'common', 'login.exhibitor.account')).fill(accounts.exhibitor.login);
  await page.getByLabel(text('zh-CN', 'common', 'login.password'), { exact: true }).fill(accounts.password);
  await page.getByRole('button', { name: text('zh-CN', 'common', 'login.submit'), exact: true }).click();
  await expect(page).toHaveURL(routes.exhibitor);
  await visit(page, path);
  return page;
}

test('a group of three registers with three names, one is checked in by their own code and another cancelled by the registrant', async ({ page, request, browser }) => {
  // A long journey through four people's browsers.
  test.setTimeout(120_000);
  const activity = await groupActivity(request);
  const registrant = `张伟${randomInt(100, 999)}`;
  const mobile = newMobile();
  await visit(page, withQuery(routes.activityRegister, { id: activity.id }));

  await page.getByLabel(`${act('form.name')} *`).fill(registrant);
  await page.getByLabel(act('form.mobile'), { exact: true }).fill(mobile);
  await page.getByLabel(`${act('form.company')} *`).fill('杭州青禾服饰有限公司');
  await page.getByLabel(`${act('form.position')} *`).fill('采购经理');
  await page.getByLabel(`${act('form.audience')} *`).selectOption('retailer');
  await page.getByLabel(`${act('form.quantity')} *`).selectOption('3');
  const second = page.getByRole('group', { name: act('form.attendeeLegend', { position: 2 }) });
  const third = page.getByRole('group', { name: act('form.attendeeLegend', { position: 3 }) });
  await expect(second).toBeVisible();
  await expect(third).toBeVisible();
  await page.getByRole('checkbox').check();

  // Without the others' names nothing is sent: each name is asked for, and a contact must be a number or an address.
  await third.getByLabel(act('form.attendeeContact')).fill('not-a-contact');
  await page.getByRole('button', { name: act('form.submit') }).click();
  await expect(second.getByText(act('form.errors.attendeeNameRequired'))).toBeVisible();
  await expect(second.getByLabel(`${act('form.attendeeName')} *`)).toBeFocused();
  await expect(third.getByText(act('form.errors.attendeeContactFormat'))).toBeVisible();
  await second.getByLabel(`${act('form.attendeeName')} *`).fill('李娜');
  await third.getByLabel(`${act('form.attendeeName')} *`).fill('王强');
  await third.getByLabel(act('form.attendeeContact')).fill('wangqiang@example.com');
  await shoot(page, 'group-form');
  await page.getByRole('button', { name: act('form.submit') }).click();

  // One ticket per person: the registrant's code, and a code, status and ticket link for each of the others.
  await expect(page.getByRole('heading', { level: 2, name: act('ticket.confirmed') })).toBeFocused();
  const group = page.getByRole('region', { name: act('ticket.attendeesTitle_other', { count: 3 }) });
  const people = group.getByRole('listitem');
  await expect(people).toHaveCount(3);
  await expect(people.nth(0)).toContainText(registrant);
  const codes = await people.evaluateAll((items) => items.map((item) => item.getAttribute('data-attendee')!));
  expect(new Set(codes).size).toBe(3);
  for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{12}$/);
  const li = people.filter({ hasText: '李娜' });
  const wang = people.filter({ hasText: '王强' });
  await expect(li).toContainText(act('status.confirmed'));
  await shoot(page, 'group-ticket');

  // 李娜's own ticket link opens her own ticket: her name, her code and QR, and who registered her.
  const link = (await li.getByRole('link', { name: act('ticket.attendeeTicketFor', { name: '李娜' }) }).getAttribute('href'))!;
  const companion = await (await browser.newContext()).newPage();
  await visit(companion, link);
  await expect(companion.getByRole('heading', { level: 2, name: act('ticket.confirmed') })).toBeVisible();
  await expect(companion.locator('[data-code]')).toHaveAttribute('data-code', codes[1]!);
  await expect(companion.getByText(act('ticket.companionNote', { name: registrant }))).toBeVisible();
  await expect(companion.getByRole('img', { name: act('ticket.qrLabel', { code: codes[1]! }) })).toBeVisible();
  await expect(companion.getByRole('button', { name: act('ticket.cancel') })).toHaveCount(0);
  await companion.context().close();

  // The exhibitor checks 李娜 in by her code: only she is checked in.
  const staff = await (await browser.newContext()).newPage();
  await logInAsStaff(staff, 'editor');
  await openCheckIn(staff, activity.id);
  const booth = await exhibitorPage(browser, `${routes.exhibitor}?code=${codes[1]}`);
  const holder = booth.getByRole('group', { name: '李娜' });
  await holder.getByRole('button', { name: act('checkIn.confirm'), exact: true }).click();
  await expect(holder.getByRole('status')).toHaveText(act('checkIn.first'));
  await booth.context().close();

  await page.reload();
  await expect(li).toContainText(/已签到 \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  await expect(people.nth(0)).toContainText(act('status.confirmed'));
  await expect(wang).toContainText(act('status.confirmed'));
  await expect(li.getByRole('button', { name: act('ticket.cancelAttendeeFor', { name: '李娜' }) })).toHaveCount(0);

  // The registrant cancels 王强: his place goes, the others keep theirs.
  await wang.getByRole('button', { name: act('ticket.cancelAttendeeFor', { name: '王强' }) }).click();
  await wang.getByRole('button', { name: act('ticket.cancelAttendeeYes') }).click();
  await expect(wang).toContainText(act('status.cancelled'));
  await expect(people.nth(0)).toContainText(act('status.confirmed'));
  await expect(li).toContainText(/已签到/);
  await expect(page.getByText(act('ticket.quantityValue', { count: 2 }), { exact: true })).toBeVisible();

  // Staff see each person under the registration, with their own code and status.
  await visit(staff, withQuery(routes.adminRegistrations, { activity: activity.id, q: mobile }));
  const row = staff.getByRole('row').filter({ hasText: registrant });
  await expect(row).toContainText(`${registrant} ${codes[0]} ${act('status.confirmed')}`);
  await expect(row).toContainText(`李娜 ${codes[1]} ${act('status.checked_in')}`);
  await expect(row).toContainText(`王强 ${codes[2]} ${act('status.cancelled')}`);
  await shoot(staff, 'group-console');
  await staff.context().close();
});
