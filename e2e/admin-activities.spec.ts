import { randomInt } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { routes, withQuery } from '../lib/routes';
import accounts from './support/accounts.json';
import { chinaLocalTime, logInAsExhibitor, logInAsStaff, newMobile } from './support/people';
import { text, visit } from './support/site';
import { expect, test } from './support/test';

/**
 * The console's activities: an editor creates an activity (registration open
 * from now) → it is on the site → a visitor registers → the editor finds the
 * registration, checks it in and exports it as CSV; a cancellation in the
 * console moving the waitlist up; an editor attaching the exhibitor and
 * opening check-in, and the exhibitor checking a visitor in; two editors
 * saving the same activity; and the pages checked with axe-core.
 */

const fill = (key: string, values: Record<string, string | number> = {}) => {
  let value = text('zh-CN', 'admin-activities', key);
  for (const [name, replacement] of Object.entries(values)) value = value.split(`{{${name}}}`).join(String(replacement));
  return value;
};
const act = (key: string) => text('zh-CN', 'activity', key);
const required = (key: string) => `${fill(key)}${fill('form.required')}`;

/** Creates an activity in the console and answers its id (the page then edits it at its own address). */
async function createActivity(page: Page, title: string, { capacity = '5', limit = '2' } = {}): Promise<number> {
  await visit(page, routes.adminActivities);
  await page.getByRole('link', { name: fill('list.new') }).click();
  await expect(page.getByRole('heading', { level: 1, name: fill('form.newTitle') })).toBeVisible();
  const form = page.getByRole('form', { name: fill('form.newTitle') });

  // Nothing typed yet: the errors at the fields, the first one focused.
  await form.getByRole('button', { name: fill('form.create') }).click();
  await expect(form.getByLabel(required('form.title'))).toBeFocused();
  await expect(form.getByText(fill('errors.titleRequired'))).toBeVisible();

  await form.getByLabel(required('form.title')).fill(title);
  await form.getByLabel(required('form.summary')).fill('面向零售买手的新品选品会，现场一对一洽谈。');
  await form.getByLabel(required('form.venue')).fill('会展中心 3 号馆');
  await form.getByLabel(required('form.address')).fill('上海市浦东新区龙阳路 2345 号');
  await form.getByLabel(required('form.city')).fill('上海');
  await form.getByLabel(fill('form.amapLink')).fill('https://uri.amap.com/marker?position=121.562,31.208');
  await form.getByRole('button', { name: fill('form.amapRead') }).click();
  await expect(form.getByLabel(fill('form.lng'))).toHaveValue('121.562');
  await form.getByLabel(required('form.capacity')).fill(capacity);
  await form.getByLabel(required('form.perRegistrationLimit')).fill(limit);
  await form.getByRole('button', { name: fill('form.agendaAdd') }).click();
  const agenda = form.getByRole('group', { name: fill('form.agendaRow', { number: 1 }) });
  await expect(agenda.getByLabel(`${fill('form.agendaTime')}${fill('form.required')}`)).toBeFocused();
  await agenda.getByLabel(`${fill('form.agendaTime')}${fill('form.required')}`).fill('14:00');
  await agenda.getByLabel(`${fill('form.agendaTitle')}${fill('form.required')}`).fill('签到入场');
  await form.getByLabel(fill('form.published')).check();
  await form.getByRole('button', { name: fill('form.create') }).click();

  await expect(page.getByRole('status').filter({ hasText: fill('form.created') })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/activities\/edit\?id=\d+$/);
  return Number(new URL(page.url()).searchParams.get('id'));
}

test('an editor creates an activity → it is on the site → a visitor registers → the editor checks them in and exports the CSV', async ({ page, browser }) => {
  // A long journey over nine pages and two browsers (~27 s alone on 2 cores).
  test.setTimeout(90_000);
  await logInAsStaff(page, 'editor');
  const title = `秋季选品会 ${randomInt(10_000, 99_999)}`;
  const id = await createActivity(page, title);

  // It is in the console's list, public, with its seats.
  await visit(page, withQuery(routes.adminActivities, { q: title }));
  const listed = page.getByRole('row').filter({ hasText: title });
  await expect(listed).toContainText(fill('list.public'));
  await expect(listed).toContainText('0 / 5');

  // A visitor finds it on the site at once and registers.
  const visitor = await (await browser.newContext()).newPage();
  await visit(visitor, withQuery(routes.activity, { id }));
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText('签到入场')).toBeVisible();
  await visitor.getByRole('link', { name: act('register') }).click();
  await expect(visitor).toHaveURL(withQuery(routes.activityRegister, { id }));
  const name = `韩梅梅${randomInt(100, 999)}`;
  const mobile = newMobile('138');
  await visitor.getByLabel(`${act('form.name')} *`).fill(name);
  await visitor.getByLabel(act('form.mobile'), { exact: true }).fill(mobile);
  await visitor.getByLabel(`${act('form.company')} *`).fill('杭州青禾服饰有限公司');
  await visitor.getByLabel(`${act('form.position')} *`).fill('采购经理');
  await visitor.getByLabel(`${act('form.audience')} *`).selectOption('retailer');
  await visitor.getByLabel(`${act('form.quantity')} *`).selectOption('2');
  await visitor.getByRole('group', { name: act('form.attendeeLegend').replace('{{position}}', '2') }).getByLabel(`${act('form.attendeeName')} *`).fill('同行人2');
  await visitor.getByRole('checkbox').check();
  await visitor.getByRole('button', { name: act('form.submit') }).click();
  await expect(visitor.getByRole('heading', { level: 2, name: act('ticket.confirmed') })).toBeVisible();
  const code = (await visitor.locator('[data-code]').getAttribute('data-code'))!;
  await visitor.context().close();

  // The editor sees the registration from the activity's edit page, and checks it in.
  await visit(page, withQuery(routes.adminActivityEdit, { id }));
  await page.getByRole('link', { name: fill('form.registrations') }).click();
  await expect(page).toHaveURL(withQuery(routes.adminRegistrations, { activity: id }));
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText(name);
  await expect(row).toContainText(act('status.confirmed'));
  await expect(page.getByText(/已占 2 \/ 5 席/)).toBeVisible();
  await row.getByRole('button', { name: fill('status.actionFor', { action: fill('status.checkIn'), name, code }) }).click();
  await expect(page.getByRole('status').filter({ hasText: fill('status.done.checked_in', { name }) })).toBeFocused();
  await expect(row).toContainText(act('status.checked_in'));
  await expect(row.getByRole('button')).toHaveCount(0);

  // The CSV has a row per person, both checked in (the console admits the whole party): the registrant's first.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: act('staff.export') }).click()]);
  const csv = Buffer.concat(await (await download.createReadStream()).toArray()).toString('utf8');
  const line = csv.split('\r\n').find((entry) => entry.includes(code));
  expect(line).toBeDefined();
  expect(line).toContain(`,${act('status.checked_in')},${name},,${mobile},`);
  expect(csv).toContain(`,${act('status.checked_in')},同行人2,${name},,,`);
  expect(line).toMatch(new RegExp(`,2,${code},\\d{4}-\\d{2}-\\d{2}`));
});

test('cancelling a registration in the console moves the waitlist up', async ({ page }) => {
  await logInAsStaff(page, 'editor');
  const title = `候补测试 ${randomInt(10_000, 99_999)}`;
  const id = await createActivity(page, title, { capacity: '1', limit: '1' });

  const register = (name: string) =>
    page.request.post(`/api/activities/${id}/registrations`, {
      data: { name, mobile: newMobile('139'), company: '东方工厂', position: '厂长', audience: 'factory', quantity: 1, consent: true },
    });
  expect((await register('先到的人')).status()).toBe(201);
  const second = await register('候补的人');
  expect(second.status()).toBe(201);
  expect(((await second.json()) as { registration: { status: string } }).registration.status).toBe('waitlisted');

  await visit(page, withQuery(routes.adminRegistrations, { activity: id }));
  const first = page.getByRole('row').filter({ hasText: '先到的人' });
  const waiting = page.getByRole('row').filter({ hasText: '候补的人' });
  await expect(waiting).toContainText(act('status.waitlisted'));
  await first.getByRole('button', { name: new RegExp(`^${fill('status.cancel')}：`) }).click();
  const dialog = page.getByRole('dialog', { name: fill('status.confirmCancelTitle') });
  await expect(dialog.getByRole('button', { name: fill('status.keep') })).toBeFocused();
  await dialog.getByRole('button', { name: fill('status.confirmCancel') }).click();

  await expect(page.getByRole('status').filter({ hasText: fill('status.promoted', { count: 1 }) })).toBeVisible();
  await expect(first).toContainText(act('status.cancelled'));
  await expect(waiting).toContainText(act('status.confirmed'));
  await expect(page.getByText(/已占 1 \/ 1 席/)).toBeVisible();
});

/** On the activity's edit page: attaches the e2e exhibitor and opens check-in an hour ago, and saves. */
async function openCheckIn(page: Page) {
  const form = page.getByRole('form', { name: fill('form.editTitle') });

  // Check-in opens by default 2 hours before the start (14:00): the hint says when.
  const doors = form.getByLabel(fill('form.doorsOpenAt'));
  await expect(doors).toHaveAccessibleDescription(/ 12:00）$/);
  await doors.fill(chinaLocalTime(-3_600_000));
  await form.getByLabel(fill('form.exhibitorsSearch')).fill(accounts.exhibitor.boothNumber);
  const exhibitor = `${accounts.exhibitor.company} · ${accounts.exhibitor.boothHall} ${accounts.exhibitor.boothNumber}`;
  await form.getByLabel(exhibitor, { exact: true }).check();
  await expect(form.getByText(fill('form.exhibitorsSelected', { count: 1 }))).toBeVisible();
  await form.getByRole('button', { name: fill('form.save') }).click();
  await expect(page.getByRole('status').filter({ hasText: fill('form.saved') })).toBeVisible();
}

/** Registers a visitor for the activity through the API; answers the ticket's code. */
async function register(page: Page, id: number, name: string): Promise<string> {
  const registered = await page.request.post(`/api/activities/${id}/registrations`, {
    data: { name, mobile: newMobile('136'), company: '东方工厂', position: '厂长', audience: 'factory', quantity: 1, consent: true },
  });
  expect(registered.status()).toBe(201);
  return ((await registered.json()) as { registration: { code: string } }).registration.code;
}

test('an editor attaches the exhibitor and opens check-in → the exhibitor sees the activity and checks a visitor in', async ({ page, browser }) => {
  await logInAsStaff(page, 'editor');
  const title = `签到测试 ${randomInt(10_000, 99_999)}`;
  const id = await createActivity(page, title);
  await openCheckIn(page);
  const code = await register(page, id, '签到的人');

  const booth = await (await browser.newContext()).newPage();
  await logInAsExhibitor(booth);
  await visit(booth, routes.exhibitor);
  const mine = booth.getByRole('region', { name: act('myActivities.title') }).getByRole('listitem').filter({ hasText: title });
  await expect(mine).toContainText(act('myActivities.open'));
  await booth.getByLabel(act('checkIn.code')).fill(code);
  await booth.getByRole('button', { name: act('checkIn.submit'), exact: true }).click();
  const holder = booth.getByRole('group', { name: '签到的人' });
  await holder.getByRole('button', { name: act('checkIn.confirm'), exact: true }).click();
  await expect(holder.getByRole('status')).toHaveText(act('checkIn.first'));
  await booth.context().close();
});

/**
 * Asserts that a visitor's name is on screen, in full, on the same line as the button about to be pressed:
 * inside the viewport, not covered by anything, and overlapping the button's height.
 */
async function expectNameBeside(page: Page, name: Locator, button: Locator) {
  await button.scrollIntoViewIfNeeded();
  const viewport = page.viewportSize()!;
  const [nameBox, buttonBox] = [await name.boundingBox(), await button.boundingBox()];
  if (!nameBox || !buttonBox) throw new Error('the name or the button is not drawn');
  for (const box of [nameBox, buttonBox]) {
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  }
  // The same row: the two overlap vertically.
  expect(nameBox.y).toBeLessThan(buttonBox.y + buttonBox.height);
  expect(buttonBox.y).toBeLessThan(nameBox.y + nameBox.height);
  // Nothing (a scrolled column, a shade) is drawn over the name.
  const atName = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.textContent ?? '', [nameBox.x + nameBox.width / 2, nameBox.y + nameBox.height / 2]);
  expect(atName).toContain(await name.textContent());
}

/**
 * Asserts that a ticket holder's name and the button that checks them in are on screen together, in one card:
 * both inside the viewport and the card, the button beside the name (overlapping it vertically) or right under it,
 * and nothing drawn over the name.
 */
async function expectNameWithButton(page: Page, card: Locator, name: Locator, button: Locator) {
  await button.scrollIntoViewIfNeeded();
  const viewport = page.viewportSize()!;
  const [cardBox, nameBox, buttonBox] = [await card.boundingBox(), await name.boundingBox(), await button.boundingBox()];
  if (!cardBox || !nameBox || !buttonBox) throw new Error('the card, the name or the button is not drawn');
  for (const box of [nameBox, buttonBox]) {
    expect(box.x).toBeGreaterThanOrEqual(Math.max(0, cardBox.x));
    expect(box.x + box.width).toBeLessThanOrEqual(Math.min(viewport.width, cardBox.x + cardBox.width));
    expect(box.y).toBeGreaterThanOrEqual(Math.max(0, cardBox.y));
    expect(box.y + box.height).toBeLessThanOrEqual(Math.min(viewport.height, cardBox.y + cardBox.height));
  }
  const beside = nameBox.y < buttonBox.y + buttonBox.height && buttonBox.y < nameBox.y + nameBox.height;
  // Under it: below the name, within a few lines (the company, the activity, what pressing does).
  const gap = buttonBox.y - (nameBox.y + nameBox.height);
  expect(beside || (gap >= 0 && gap <= 160)).toBe(true);
  const atName = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.textContent ?? '', [nameBox.x + nameBox.width / 2, nameBox.y + nameBox.height / 2]);
  expect(atName).toContain(await name.textContent());
}

test.describe('at the door, on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('an editor and an exhibitor each check a visitor in, the visitor’s name in view beside the 签到 / 确认签到 they press', async ({ page, browser }) => {
    // Two people at two pages, each checking someone in (~26 s alone on 2 cores).
    test.setTimeout(90_000);
    await logInAsStaff(page, 'editor');
    const title = `门口签到 ${randomInt(10_000, 99_999)}`;
    const id = await createActivity(page, title);
    await openCheckIn(page);
    const atTheDesk = `前台签到${randomInt(100, 999)}`;
    const atTheBooth = `展位签到${randomInt(100, 999)}`;
    const deskCode = await register(page, id, atTheDesk);
    const boothCode = await register(page, id, atTheBooth);

    // The editor: the registrations table leads each row with the name; the 签到 button is beside it.
    await visit(page, withQuery(routes.adminRegistrations, { activity: id }));
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: atTheDesk }) });
    const checkIn = row.getByRole('button', { name: fill('status.actionFor', { action: fill('status.checkIn'), name: atTheDesk, code: deskCode }) });
    await expect(checkIn).toHaveText(fill('status.checkIn'));
    await expectNameBeside(page, row.getByRole('rowheader', { name: atTheDesk }), checkIn);
    await checkIn.click();
    await expect(page.getByRole('status').filter({ hasText: fill('status.done.checked_in', { name: atTheDesk }) })).toBeFocused();
    await expect(row).toContainText(act('status.checked_in'));

    // The exhibitor at the booth looks the ticket's code up: the holder's name shows in a card with 确认签到 right
    // under it, and nothing is checked in until that is pressed.
    const booth = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
    await logInAsExhibitor(booth);
    await visit(booth, routes.exhibitor);
    await booth.getByLabel(act('checkIn.code')).fill(boothCode);
    await booth.getByRole('button', { name: act('checkIn.submit'), exact: true }).click();
    const holder = booth.getByRole('group', { name: atTheBooth });
    const named = holder.getByRole('heading', { name: atTheBooth });
    await expect(named).toBeFocused();
    const confirm = holder.getByRole('button', { name: act('checkIn.confirm'), exact: true });
    await expectNameWithButton(booth, holder, named, confirm);
    await visit(page, withQuery(routes.adminRegistrations, { activity: id }));
    await expect(page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: atTheBooth }) })).toContainText(act('status.confirmed'));
    await confirm.click();
    await expect(holder.getByRole('status')).toHaveText(act('checkIn.first'));
    await expect(holder.getByRole('status')).toBeFocused();
    // Looking the same ticket up again says when it was checked in, and offers nothing to press.
    await holder.getByRole('button', { name: act('checkIn.next'), exact: true }).click();
    await booth.getByLabel(act('checkIn.code')).fill(boothCode);
    await booth.getByRole('button', { name: act('checkIn.submit'), exact: true }).click();
    await expect(holder).toContainText(/已于 \d{4}-\d{2}-\d{2} \d{2}:\d{2} 签到过，已在您的线索中/);
    await expect(holder.getByRole('button')).toHaveText([act('checkIn.another')]);
    await booth.context().close();

    // Both check-ins are in the editor's table.
    await visit(page, withQuery(routes.adminRegistrations, { activity: id }));
    await expect(page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: atTheBooth }) })).toContainText(act('status.checked_in'));
  });
});

test('two editors save the same activity: the second is told who saved first, keeps what they typed and reloads the latest version', async ({ page, browser }) => {
  await logInAsStaff(page, 'editor');
  const title = `并发测试 ${randomInt(10_000, 99_999)}`;
  const id = await createActivity(page, title);

  const other = await (await browser.newContext()).newPage();
  await logInAsStaff(other, 'admin');
  await visit(other, withQuery(routes.adminActivityEdit, { id }));
  const theirs = other.getByRole('form', { name: fill('form.editTitle') });
  await expect(theirs.getByLabel(required('form.title'))).toHaveValue(title);

  // The first editor saves from the page they have open.
  const mine = page.getByRole('form', { name: fill('form.editTitle') });
  await mine.getByLabel(required('form.title')).fill(`${title}（改期）`);
  await mine.getByRole('button', { name: fill('form.save') }).click();
  await expect(page.getByRole('status').filter({ hasText: fill('form.saved') })).toBeVisible();

  // The second, opened before that save, is refused: nothing of theirs is written, everything typed stays.
  await theirs.getByLabel(required('form.title')).fill(`${title}（加场）`);
  await theirs.getByRole('button', { name: fill('form.save') }).click();
  const alert = theirs.getByRole('alert').filter({ hasText: '内容编辑' });
  await expect(alert).toBeVisible();
  await expect(theirs.getByLabel(required('form.title'))).toHaveValue(`${title}（加场）`);
  await alert.getByRole('button', { name: text('zh-CN', 'console', 'version.reload') }).click();
  await expect(theirs.getByLabel(required('form.title'))).toHaveValue(`${title}（改期）`);
  await expect(other.getByRole('status').filter({ hasText: fill('form.reloaded') })).toBeVisible();
  await other.context().close();
});

test('an editor with unsaved changes is asked before leaving by a link or by the browser’s back button; “cancel” keeps all that was typed', async ({ page }) => {
  await logInAsStaff(page, 'editor');
  await visit(page, routes.adminActivities);
  await page.getByRole('link', { name: fill('list.new') }).click();
  const form = page.getByRole('form', { name: fill('form.newTitle') });
  const title = form.getByLabel(required('form.title'));
  await title.fill('尚未保存的活动');
  const question = text('zh-CN', 'common', 'leaveUnsaved');
  const answer = (accept: boolean) =>
    page.waitForEvent('dialog').then(async (dialog) => {
      expect([dialog.type(), dialog.message()]).toEqual(['confirm', question]);
      await (accept ? dialog.accept() : dialog.dismiss());
    });

  // A link of the console: asked, cancelled, nothing lost.
  const consoleText = (key: string) => text('zh-CN', 'console', key);
  const menuLink = page.getByRole('navigation', { name: consoleText('navLabel') }).getByRole('link', { name: consoleText('nav.adminArticles'), exact: true });
  await Promise.all([answer(false), menuLink.click()]);
  await expect(page).toHaveURL(/\/admin\/activities\/edit$/);
  await expect(title).toHaveValue('尚未保存的活动');

  // The browser's back button: asked too; cancelled, the address and the form stay.
  await Promise.all([answer(false), page.evaluate(() => window.history.back())]);
  await expect(page).toHaveURL(/\/admin\/activities\/edit$/);
  await expect(title).toHaveValue('尚未保存的活动');

  // Back again, and leaving is confirmed: the list.
  await Promise.all([answer(true), page.evaluate(() => window.history.back())]);
  await expect(page).toHaveURL(/\/admin\/activities$/);
  await expect(page.getByRole('link', { name: fill('list.new') })).toBeVisible();
});

test('the console’s activity pages have no serious or critical accessibility violations, in both languages', async ({ page }) => {
  // Six pages, each analysed by axe (the registrations table of the seeded activity alone takes several seconds).
  test.setTimeout(120_000);
  await logInAsStaff(page, 'editor');
  const check = async (url: string, heading: string) => {
    await visit(page, url);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
    const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  };
  await check(routes.adminActivities, text('zh-CN', 'common', 'routes.adminActivities.title'));
  const id = Number(new URL(await page.getByRole('link', { name: new RegExp(`^${fill('list.edit')}`) }).first().evaluate((a: HTMLAnchorElement) => a.href)).searchParams.get('id'));
  await check(withQuery(routes.adminActivityEdit, { id }), fill('form.editTitle'));
  await check(routes.adminActivityEdit, fill('form.newTitle'));
  await check(withQuery(routes.adminRegistrations, { activity: id }), text('zh-CN', 'common', 'routes.adminRegistrations.title'));
  await check(`/en${routes.adminActivities}`, text('en', 'common', 'routes.adminActivities.title'));
  await check(`/en${withQuery(routes.adminActivityEdit, { id })}`, text('en', 'admin-activities', 'form.editTitle'));
});
