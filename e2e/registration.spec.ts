import { randomInt } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { routes, withQuery } from '../lib/routes';
import accounts from './support/accounts.json';
import { logInAsStaff, openCheckIn } from './support/people';
import { text, visit } from './support/site';
import { expect, test } from './support/test';

/**
 * Activity registration: the form, the confirmation with its e-ticket, "my
 * registration", each state in which registration is closed, the waitlist,
 * and an exhibitor checking the ticket in and finding the visitor in the leads CSV
 * (once staff have attached it to the activity and check-in is open).
 */

const act = (key: string, values: Record<string, string | number> = {}) => {
  let value = text('zh-CN', 'activity', key);
  for (const [name, replacement] of Object.entries(values)) value = value.replace(`{{${name}}}`, String(replacement));
  return value;
};
const newMobile = () => `138${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
/** The form's own alert (Next's route announcer is an alert too). */
const formAlert = (page: Page) => page.locator('form').getByRole('alert');

type State = 'open' | 'full' | 'closed' | 'upcoming' | 'past';

/** A seeded activity in a registration state, found through the API (ids are the seed's order). */
async function activityIn(request: APIRequestContext, state: State, minSeats = 0): Promise<{ id: number; title: string }> {
  for (let id = 1; id <= 20; id += 1) {
    const response = await request.get(`/api/activities/${id}`);
    if (!response.ok()) continue;
    const activity = (await response.json()) as { id: number; title: string; state: State; seatsLeft: number };
    if (activity.state === state && activity.seatsLeft >= minSeats) return activity;
  }
  throw new Error(`no seeded activity is ${state}`);
}

async function fillForm(page: Page, { name = '韩梅梅', mobile = newMobile(), quantity = '1' } = {}) {
  await page.getByLabel(`${act('form.name')} *`).fill(name);
  await page.getByLabel(act('form.mobile'), { exact: true }).fill(mobile);
  await page.getByLabel(`${act('form.company')} *`).fill('杭州青禾服饰有限公司');
  await page.getByLabel(`${act('form.position')} *`).fill('采购经理');
  await page.getByLabel(`${act('form.audience')} *`).selectOption('retailer');
  await page.getByLabel(`${act('form.quantity')} *`).selectOption(quantity);
  // A name for each further person: one code per person.
  for (let position = 2; position <= Number(quantity); position += 1) {
    await page.getByRole('group', { name: act('form.attendeeLegend', { position }) }).getByLabel(`${act('form.attendeeName')} *`).fill(`同行人${position}`);
  }
  await page.getByRole('checkbox').check();
  return mobile;
}

/** Staff attach the e2e exhibitor to the activity and open its check-in (as on the console's form), in a context of their own. */
async function openCheckInAt(browser: Browser, activityId: number): Promise<void> {
  const context = await browser.newContext();
  const staff = await context.newPage();
  await logInAsStaff(staff, 'editor');
  await openCheckIn(staff, activityId);
  await context.close();
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

test('register → confirmation with e-ticket → exhibitor check-in → the visitor in the leads CSV', async ({ page, request, browser }) => {
  const activity = await activityIn(request, 'open', 10);
  await visit(page, withQuery(routes.activityRegister, { id: activity.id }));
  await expect(page.getByRole('heading', { level: 1, name: text('zh-CN', 'common', 'routes.activityRegister.title') })).toBeVisible();

  // Nothing filled in: an error at each required field, and the typed name stays.
  await page.getByLabel(`${act('form.name')} *`).fill('韩梅梅');
  await page.getByRole('button', { name: act('form.submit') }).click();
  await expect(page.getByText(act('form.errors.contactRequired'))).toBeVisible();
  await expect(page.getByText(act('form.errors.audienceRequired'))).toBeVisible();
  await expect(page.getByText(act('form.errors.consentRequired'))).toBeVisible();
  await expect(page.getByLabel(act('form.mobile'), { exact: true })).toHaveAttribute('aria-invalid', 'true');
  // The first field with an error takes the focus.
  await expect(page.getByLabel(act('form.mobile'), { exact: true })).toBeFocused();
  await expect(page.getByLabel(`${act('form.name')} *`)).toHaveValue('韩梅梅');

  // The button cannot send twice: one request however often it is clicked.
  const mobile = await fillForm(page, { name: `韩梅梅${randomInt(100, 999)}`, quantity: '2' });
  const posts: string[] = [];
  await page.route('**/api/activities/*/registrations', async (route) => {
    posts.push(route.request().method());
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  const submit = page.getByRole('button', { name: act('form.submit') });
  await submit.click();
  await expect(page.getByRole('button', { name: act('form.submitting') })).toBeDisabled();
  await page.getByRole('button', { name: act('form.submitting') }).click({ force: true }).catch(() => undefined);

  await expect(page.getByRole('heading', { level: 2, name: act('ticket.confirmed') })).toBeFocused();
  expect(posts).toEqual(['POST']);
  const code = (await page.locator('[data-code]').getAttribute('data-code'))!;
  expect(code).toMatch(/^[A-HJ-NP-Z2-9]{12}$/);
  await expect(page).toHaveURL(withQuery(routes.activityRegister, { id: activity.id, code }));
  await expect(page.getByText(activity.title).first()).toBeVisible();
  await expect(page.getByText(act('ticket.quantityValue', { count: 2 }), { exact: true })).toBeVisible();

  // The e-ticket: an SVG QR code of the check-in address, drawn at its size.
  const qr = page.getByRole('img', { name: act('ticket.qrLabel', { code }) });
  await expect(qr).toHaveJSProperty('complete', true);
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const svg = await request.get(`/api/registrations/${code}/qr`);
  expect(svg.headers()['content-type']).toContain('image/svg+xml');
  // The calendar file of the activity.
  const ics = await request.get((await page.getByRole('link', { name: act('ticket.addToCalendar') }).getAttribute('href'))!);
  expect(ics.headers()['content-type']).toContain('text/calendar');
  expect(await ics.text()).toContain('BEGIN:VEVENT');

  // A reload shows the ticket again.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: act('ticket.confirmed') })).toBeVisible();

  // Staff attach the exhibitor and open check-in; it sees the activity among its own, checking in now.
  await openCheckInAt(browser, activity.id);
  // The exhibitor opens the address the QR code carries (a phone's camera): the code is looked up at once.
  const booth = await exhibitorPage(browser, `${routes.exhibitor}?code=${code}`);
  const mine = booth.getByRole('region', { name: act('myActivities.title') }).getByRole('listitem').filter({ hasText: activity.title });
  await expect(mine).toContainText(act('myActivities.open'));
  // The look-up names the holder; only 确认签到 checks the ticket in.
  const holder = booth.getByRole('group', { name: '韩梅梅' });
  await expect(holder).toContainText(act('checkIn.pending'));
  await holder.getByRole('button', { name: act('checkIn.confirm'), exact: true }).click();
  await expect(holder.getByRole('status')).toHaveText(act('checkIn.first'));
  await expect(booth.getByRole('region', { name: act('leads.title') }).getByRole('row').filter({ hasText: mobile })).toBeVisible();

  // A second scan (typed by hand, in lower case) says when it was checked in, with nothing to press.
  await holder.getByRole('button', { name: act('checkIn.next'), exact: true }).click();
  await booth.getByLabel(act('checkIn.code')).fill(code.toLowerCase());
  await booth.getByRole('button', { name: act('checkIn.submit'), exact: true }).click();
  await expect(holder).toContainText(/已于 \d{4}-\d{2}-\d{2} \d{2}:\d{2} 签到过/);
  await expect(holder.getByRole('button', { name: act('checkIn.confirm'), exact: true })).toHaveCount(0);

  const [download] = await Promise.all([booth.waitForEvent('download'), booth.getByRole('link', { name: act('leads.export') }).click()]);
  const csv = await (await download.createReadStream()).toArray();
  const content = Buffer.concat(csv).toString('utf8');
  expect(content.startsWith('\uFEFF签到时间,姓名,手机号')).toBe(true);
  // A lead is one person (the registrant's ticket): their companion has a ticket of their own.
  expect(content).toContain(`${mobile},,杭州青禾服饰有限公司,采购经理,零售商,1,${activity.title},${code}`);

  // The registrant's ticket now says it was checked in.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: act('ticket.checked_in') })).toBeVisible();
  await booth.context().close();
});

test('my registration: look it up by mobile number and code, then cancel it', async ({ page, request }) => {
  const activity = await activityIn(request, 'open', 10);
  const mobile = newMobile();
  const created = await request.post(`/api/activities/${activity.id}/registrations`, {
    data: { name: '李雷', mobile, company: '东方工厂', position: '厂长', audience: 'factory', quantity: 1, consent: true },
  });
  expect(created.status()).toBe(201);
  const { registration } = (await created.json()) as { registration: { code: string } };

  await visit(page, `${withQuery(routes.activityRegister, { id: activity.id })}#my-registration`);
  const lookup = page.locator('#my-registration');
  await lookup.getByLabel(act('lookup.contact')).fill(mobile);
  await lookup.getByLabel(act('lookup.code')).fill('ABCDEFGHJKLM');
  await lookup.getByRole('button', { name: act('lookup.submit') }).click();
  await expect(formAlert(page)).toHaveText(act('lookup.notFound'));
  await expect(lookup.getByLabel(act('lookup.contact'))).toHaveValue(mobile);

  await lookup.getByLabel(act('lookup.code')).fill(registration.code.toLowerCase());
  await lookup.getByRole('button', { name: act('lookup.submit') }).click();
  await expect(page.getByRole('heading', { level: 2, name: act('ticket.confirmed') })).toBeVisible();

  await page.getByRole('button', { name: act('ticket.cancel') }).click();
  await expect(page.getByText(act('ticket.cancelQuestion'))).toBeVisible();
  await page.getByRole('button', { name: act('ticket.cancelNo') }).click();
  await page.getByRole('button', { name: act('ticket.cancel') }).click();
  await page.getByRole('button', { name: act('ticket.cancelYes') }).click();
  await expect(page.getByRole('heading', { level: 2, name: act('ticket.cancelled') })).toBeVisible();
  await expect(page.getByRole('img', { name: /电子票二维码/ })).toHaveCount(0);
});

test('a full activity puts the registrant on the waitlist with their place; an exhibitor not taking part is told so, and one taking part cannot check a waitlisted ticket in', async ({
  page,
  request,
  browser,
}) => {
  const activity = await activityIn(request, 'full');
  await visit(page, withQuery(routes.activityRegister, { id: activity.id }));
  await expect(page.getByText(act('form.fullNotice'))).toBeVisible();
  await fillForm(page);
  await page.getByRole('button', { name: act('form.submit') }).click();
  await expect(page.getByRole('heading', { level: 2, name: act('ticket.waitlisted') })).toBeVisible();
  await expect(page.getByText(/您是候补第 \d+ 位/)).toBeVisible();
  await expect(page.getByRole('img', { name: /电子票二维码/ })).toHaveCount(0);
  const code = (await page.locator('[data-code]').getAttribute('data-code'))!;

  const booth = await exhibitorPage(browser, routes.exhibitor);
  await booth.getByLabel(act('checkIn.code')).fill(code);
  await booth.getByRole('button', { name: act('checkIn.submit'), exact: true }).click();
  await expect(booth.locator('form').getByRole('alert')).toHaveText(act('checkIn.notAttached'));

  await openCheckInAt(browser, activity.id);
  await booth.getByRole('button', { name: act('checkIn.submit'), exact: true }).click();
  await expect(booth.locator('form').getByRole('alert')).toHaveText(act('checkIn.waitlisted'));
  await booth.context().close();
});

for (const state of ['upcoming', 'closed', 'past'] as const) {
  test(`the form says why registration is not possible when the activity is ${state}`, async ({ page, request }) => {
    const activity = await activityIn(request, state);
    await visit(page, withQuery(routes.activityRegister, { id: activity.id }));
    await expect(page.getByRole('heading', { level: 2, name: act('form.closedTitle') })).toBeVisible();
    const reason = state === 'upcoming' ? /报名尚未开始，将于 \d{4}-\d{2}-\d{2} \d{2}:\d{2} 开放/ : act(`form.closed.${state}`);
    await expect(page.locator('[data-closed]')).toContainText(reason);
    await expect(page.getByRole('button', { name: act('form.submit') })).toHaveCount(0);
    // "My registration" still works, to cancel one.
    await expect(page.getByRole('heading', { level: 2, name: act('lookup.title') })).toBeVisible();
  });
}

test('the English form answers in English', async ({ page, request }) => {
  const activity = await activityIn(request, 'open', 10);
  await visit(page, `/en${withQuery(routes.activityRegister, { id: activity.id })}`);
  await page.getByRole('button', { name: text('en', 'activity', 'form.submit') }).click();
  await expect(page.getByText(text('en', 'activity', 'form.errors.contactRequired'))).toBeVisible();
});

test('an editor finds a registration on the staff page and exports it as CSV', async ({ page, request }) => {
  const activity = await activityIn(request, 'open', 10);
  const mobile = newMobile();
  const created = await request.post(`/api/activities/${activity.id}/registrations`, {
    data: { name: '王芳', mobile, company: '=cmd|东方工厂', position: '厂长', audience: 'factory', quantity: 1, consent: true },
  });
  expect(created.status()).toBe(201);

  await visit(page, routes.login);
  await page.getByLabel(text('zh-CN', 'common', 'login.member.account')).fill(accounts.editor.login);
  await page.getByLabel(text('zh-CN', 'common', 'login.password'), { exact: true }).fill(accounts.password);
  await page.getByRole('button', { name: text('zh-CN', 'common', 'login.submit'), exact: true }).click();
  await expect(page).toHaveURL(routes.admin);
  await visit(page, withQuery(routes.adminRegistrations, { activity: activity.id, q: mobile }));
  await expect(page.getByRole('row').filter({ hasText: mobile })).toContainText('王芳');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: act('staff.export') }).click()]);
  const content = Buffer.concat(await (await download.createReadStream()).toArray()).toString('utf8');
  expect(content.startsWith('\uFEFF报名时间,状态,姓名,报名人')).toBe(true);
  expect(content).toContain(`,已确认,王芳,,${mobile},,'=cmd|东方工厂,厂长,工厂,1,`);
});
