import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { MIN_FILL_SECONDS } from '../lib/feedback/rules';
import { routes, withQuery } from '../lib/routes';
import { logInAsEditor, newMobile } from './support/people';
import { text, visit } from './support/site';
import { expect, test } from './support/test';

/**
 * The contact form: a visitor's message from the field errors to its
 * reference, read and marked handled by an editor on /admin/feedback; and a
 * form sent faster than a person could fill it, refused with the typed input kept.
 */

const contact = (key: string) => text('zh-CN', 'contact', key);
const REFERENCE = /^FB-\d{8}-[A-Z2-9]{6}$/;
/** The server's minimum between the page's token and the message, and a little more. */
const FILL_MS = MIN_FILL_SECONDS * 1000 + 200;

/** Opens the contact page, puts the focus in the form, and resolves, with the time, once the form has its token. */
async function openForm(page: Page): Promise<number> {
  await visit(page, routes.contact);
  const token = page.waitForResponse((response) => response.url().endsWith('/api/feedback/token') && response.ok());
  await field(page, `${contact('form.name')} *`).focus();
  await token;
  return Date.now();
}

const field = (page: Page, label: string) => page.locator('#feedback').getByLabel(label, { exact: true });

async function fill(page: Page, { name, mobile, message }: { name: string; mobile: string; message: string }) {
  await field(page, `${contact('form.name')} *`).fill(name);
  await field(page, contact('form.company')).fill('杭州青禾服饰有限公司');
  await field(page, contact('form.mobile')).fill(mobile);
  await field(page, `${contact('form.audience')} *`).selectOption('retailer');
  await field(page, `${contact('form.topic')} *`).selectOption('exhibition');
  await field(page, `${contact('form.message')} *`).fill(message);
  await page.locator('#feedback').getByRole('checkbox').check();
}

test('a message: field errors → filled in → its reference → an editor reads it and marks it handled', async ({ page, browser }) => {
  const opened = await openForm(page);
  await expect(page.getByRole('heading', { level: 2, name: contact('form.title') })).toBeVisible();

  // Nothing but the name: an error at each required field, the first one focused, the name kept.
  await field(page, `${contact('form.name')} *`).fill('周青');
  await page.getByRole('button', { name: contact('form.submit') }).click();
  await expect(page.getByText(contact('form.errors.contactRequired'))).toBeVisible();
  await expect(page.getByText(contact('form.errors.audienceRequired'))).toBeVisible();
  await expect(page.getByText(contact('form.errors.messageRequired'))).toBeVisible();
  await expect(page.getByText(contact('form.errors.consentRequired'))).toBeVisible();
  await expect(field(page, contact('form.mobile'))).toBeFocused();
  await expect(field(page, `${contact('form.name')} *`)).toHaveValue('周青');

  // Each error goes as soon as its field is fixed, typed like a person types; the others stay until then.
  await field(page, contact('form.mobile')).pressSequentially('13812345678', { delay: 20 });
  await expect(page.getByText(contact('form.errors.contactRequired'))).toBeHidden();
  await expect(field(page, contact('form.mobile'))).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(contact('form.errors.messageRequired'))).toBeVisible();
  await field(page, `${contact('form.audience')} *`).selectOption('retailer');
  await expect(page.getByText(contact('form.errors.audienceRequired'))).toBeHidden();
  await page.locator('#feedback').getByRole('checkbox').check();
  await expect(page.getByText(contact('form.errors.consentRequired'))).toBeHidden();

  const name = `周青${randomInt(1000, 9999)}`;
  const message = `请问明年春季展还有标准展位吗？我们是一家买手店，想了解费用。（${randomInt(100_000, 999_999)}）`;
  await fill(page, { name, mobile: newMobile(), message });
  await expect(page.locator('#feedback').getByText(`${Array.from(message).length} / 2000`)).toBeVisible();
  // A person takes more than the server's minimum to write a message: so does this one.
  await page.waitForTimeout(Math.max(0, opened + FILL_MS - Date.now()));
  await page.getByRole('button', { name: contact('form.submit') }).click();

  await expect(page.getByRole('heading', { name: contact('receipt.title') })).toBeFocused();
  const reference = (await page.locator('#feedback').getByText(REFERENCE).textContent()) ?? '';
  expect(reference).toMatch(REFERENCE);
  await expect(page.locator('#feedback')).toContainText(contact('receipt.reply'));

  const staff = await (await browser.newContext()).newPage();
  await logInAsEditor(staff);
  await visit(staff, withQuery(routes.adminFeedback, { q: reference }));
  const item = staff.getByRole('article', { name: reference });
  await expect(item).toContainText(name);
  await expect(item).toContainText(message);
  await expect(item).toContainText(contact('staff.statuses.new'));
  await item.getByRole('button', { name: `${contact('staff.markHandled')} ${reference}` }).click();
  await expect(item.getByRole('button', { name: `${contact('staff.markNew')} ${reference}` })).toBeVisible();
  await expect(item).toContainText(contact('staff.statuses.handled'));

  // Stored: the handled filter finds it after a reload.
  await visit(staff, withQuery(routes.adminFeedback, { status: 'handled', q: reference }));
  await expect(staff.getByRole('article', { name: reference })).toContainText(contact('staff.statuses.handled'));
  await staff.context().close();
});

test('a form sent within seconds of the page opening is refused as too fast, with everything typed kept', async ({ page }) => {
  await openForm(page);
  const message = `想咨询品牌认证需要准备哪些材料。（${randomInt(100_000, 999_999)}）`;
  const mobile = newMobile();
  await fill(page, { name: '林然', mobile, message });
  await page.getByRole('button', { name: contact('form.submit') }).click();

  await expect(page.locator('#feedback').getByRole('alert')).toHaveText(contact('api.tooFast'));
  await expect(field(page, `${contact('form.name')} *`)).toHaveValue('林然');
  await expect(field(page, contact('form.mobile'))).toHaveValue(mobile);
  await expect(field(page, `${contact('form.topic')} *`)).toHaveValue('exhibition');
  await expect(field(page, `${contact('form.message')} *`)).toHaveValue(message);
  await expect(page.locator('#feedback').getByRole('checkbox')).toBeChecked();
});
