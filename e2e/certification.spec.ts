import path from 'node:path';
import type { Page } from '@playwright/test';
import { routes } from '../lib/routes';
import { logInAsEditor, newMobile } from './support/people';
import { text, visit } from './support/site';
import { expect, test } from './support/test';

/**
 * Certification: a retailer applies without an account (licence uploaded at
 * once, previewed), gets an application number, looks it up; an editor opens
 * it on the staff page, sees the licence and approves it; the applicant's
 * look-up then says so. Each test uses its own code: one pending application
 * per code and kind.
 */

const author = (key: string) => text('zh-CN', 'author', key);
const LICENCE = path.join(__dirname, '..', 'tests', 'server', 'fixtures', 'uploads', 'photo.jpg');

async function fillApplication(page: Page, uscc: string, mobile: string) {
  await page.getByLabel(`${author('form.companyName')} *`).fill('杭州青禾服饰有限公司');
  await page.getByLabel(`${author('form.uscc')} *`).fill(uscc);
  await page.getByLabel(`${author('form.legalRepresentative')} *`).fill('周青');
  await page.getByLabel(`${author('form.storeName')} *`).fill('青禾买手店');
  await page.getByLabel(`${author('form.storeAddress')} *`).fill('浙江省杭州市西湖区文三路 90 号');
  await page.getByLabel(`${author('form.contactName')} *`).fill('李然');
  await page.getByLabel(`${author('form.mobile')} *`).fill(mobile);
  await page.getByLabel(`${author('form.email')} *`).fill('liran@qinghe.example.cn');
}

test('apply for retailer certification → number → look-up → an editor approves it → the look-up says approved', async ({ page, browser }) => {
  const mobile = newMobile();
  await visit(page, `${routes.authorRetailer}#apply`);
  await fillApplication(page, '91330100799655058B', mobile);

  await page.locator('#apply input[type=file]').setInputFiles(LICENCE);
  await expect(page.getByText(author('form.licence.uploaded').replace('{{name}}', 'photo.jpg'))).toBeVisible();
  const preview = page.getByRole('img', { name: author('form.licence.preview') });
  await expect(preview).toHaveAttribute('width', '240');
  await page.locator('#apply').getByRole('checkbox').check();
  await page.getByRole('button', { name: author('form.submit') }).click();

  await expect(page.getByRole('heading', { name: author('receipt.title') })).toBeFocused();
  const number = (await page.locator('#apply').getByText(/^RT-\d{8}-[A-Z2-9]{6}$/).textContent()) ?? '';
  expect(number).toMatch(/^RT-/);

  // The look-up beside the receipt is filled in with the number and mobile.
  const status = page.locator('#status');
  await status.getByRole('button', { name: author('lookup.submit') }).click();
  await expect(status).toContainText(author('status.pending'));
  // Without an account, the applicant sees the licence they uploaded, through the look-up's ten-minute link.
  const ownLicence = status.getByRole('img', { name: author('application.licenceAlt').replace('{{company}}', '杭州青禾服饰有限公司') });
  await expect(ownLicence).toHaveAttribute('src', /^\/api\/uploads\/[\w-]{22}\?access=\d+\.[\w-]{43}$/);
  await expect.poll(() => ownLicence.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  const staff = await (await browser.newContext()).newPage();
  await logInAsEditor(staff);
  await visit(staff, `${routes.adminCertifications}?q=${number}`);
  const row = staff.getByRole('row').filter({ hasText: number });
  await expect(row).toContainText('杭州青禾服饰有限公司');
  await staff.getByRole('button', { name: `${author('staff.show')} ${number}` }).click();
  const licence = staff.getByRole('region', { name: author('staff.details.title').replace('{{number}}', number) }).getByRole('img');
  await expect(licence).toBeVisible();
  await expect.poll(() => licence.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await staff.getByLabel(author('staff.review.note')).fill('材料齐全，认证通过。');
  await staff.getByRole('button', { name: author('staff.review.approve'), exact: true }).click();
  await expect(staff.getByText(author('staff.review.done.approved').replace('{{number}}', number))).toBeVisible();

  await status.getByRole('button', { name: author('lookup.submit') }).click();
  await expect(status).toContainText(author('status.approved'));
  await expect(status).toContainText('材料齐全，认证通过。');
});

test('a wrong check character is named as soon as the field is left, and a missing licence on submit', async ({ page }) => {
  await visit(page, `${routes.authorRetailer}#apply`);
  await fillApplication(page, '91330100799655058C', newMobile());
  await page.getByLabel(`${author('form.uscc')} *`).press('Tab');
  await expect(page.getByText(author('form.errors.uscc.checkCharacter'))).toBeVisible();

  await page.getByLabel(`${author('form.uscc')} *`).fill('91110108551385082Q');
  await page.locator('#apply').getByRole('checkbox').check();
  await page.getByRole('button', { name: author('form.submit') }).click();
  await expect(page.getByText(author('form.errors.licenceRequired'))).toBeVisible();
  // What was typed is still there.
  await expect(page.getByLabel(`${author('form.storeName')} *`)).toHaveValue('青禾买手店');
});
