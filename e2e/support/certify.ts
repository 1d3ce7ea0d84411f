import { randomInt } from 'node:crypto';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { routes } from '../../lib/routes';
import { usccCheckCharacter } from '../../lib/certifications/uscc';
import { logInAsEditor, newMobile } from './people';
import { text, visit } from './site';
import { expect } from './test';

/** Certifying a member's company as a brand through the site, as the sourcing journeys need a certified company. */

const author = (key: string) => text('zh-CN', 'author', key);
const LICENCE = path.join(__dirname, '..', '..', 'tests', 'server', 'fixtures', 'uploads', 'photo.jpg');

/** A valid Unified Social Credit Code no other run uses (Hangzhou; organisation code MA + 7 random digits). */
export function newUscc(): string {
  const first17 = `91330100MA${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
  return first17 + usccCheckCharacter(first17);
}

/** The logged-in member applies as a brand for `company`, and an editor (in a context of its own) approves it. */
export async function certifyBrand(page: Page, browser: Browser, company: string, person: string): Promise<void> {
  await visit(page, `${routes.authorBrand}#apply`);
  await page.getByLabel(`${author('form.companyName')} *`).fill(company);
  await page.getByLabel(`${author('form.uscc')} *`).fill(newUscc());
  await page.getByLabel(`${author('form.legalRepresentative')} *`).fill(person);
  await page.getByLabel(`${author('form.brandName')} *`).fill(company.slice(2, 4));
  await page.getByLabel(`${author('form.contactName')} *`).fill(person);
  await page.getByLabel(`${author('form.mobile')} *`).fill(newMobile());
  await page.getByLabel(`${author('form.email')} *`).fill('buyer@qinghe.example.cn');
  await page.locator('#apply input[type=file]').setInputFiles(LICENCE);
  await expect(page.getByText(author('form.licence.uploaded').replace('{{name}}', 'photo.jpg'))).toBeVisible();
  await page.locator('#apply').getByRole('checkbox').check();
  await page.getByRole('button', { name: author('form.submit') }).click();
  await expect(page.getByRole('heading', { name: author('receipt.title') })).toBeFocused();
  const number = (await page.locator('#apply').getByText(/^BR-\d{8}-[A-Z2-9]{6}$/).textContent()) ?? '';
  const staff = await (await browser.newContext()).newPage();
  await logInAsEditor(staff);
  await visit(staff, `${routes.adminCertifications}?q=${number}`);
  await staff.getByRole('button', { name: `${author('staff.show')} ${number}` }).click();
  await staff.getByRole('button', { name: author('staff.review.approve'), exact: true }).click();
  await expect(staff.getByText(author('staff.review.done.approved').replace('{{number}}', number))).toBeVisible();
  await staff.context().close();
}
