import { randomInt } from 'node:crypto';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { routes } from '../../lib/routes';
import { usccCheckCharacter } from '../../lib/certifications/uscc';
import { logInAsEditor, newMobile } from './people';
import { text, visit } from './site';
import { expect } from './test';

/** What the sourcing journeys share (e2e/sourcing*.spec.ts): screenshots, and a member's company certified by staff. */

const author = (key: string) => text('zh-CN', 'author', key);
const LICENCE = path.join(__dirname, '..', '..', 'tests', 'server', 'fixtures', 'uploads', 'photo.jpg');
const SHOTS = process.env.SHOTS_DIR;

/** SHOTS_DIR=<dir>: a full-page screenshot at 360 and 1280 px. */
export async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** A valid Unified Social Credit Code no other run uses (Hangzhou; organisation code MA + 7 random digits). */
export function newUscc(): string {
  const first17 = `91330100MA${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
  return first17 + usccCheckCharacter(first17);
}

/** The logged-in member applies for a certification of this kind (as `person`) and staff approve it. */
export async function certify(page: Page, staff: Page, kind: 'brand' | 'factory', company: string, person = '王海') {
  await visit(page, `${kind === 'brand' ? routes.authorBrand : routes.authorFactory}#apply`);
  await page.getByLabel(`${author('form.companyName')} *`).fill(company);
  await page.getByLabel(`${author('form.uscc')} *`).fill(newUscc());
  await page.getByLabel(`${author('form.legalRepresentative')} *`).fill(person);
  if (kind === 'brand') {
    await page.getByLabel(`${author('form.brandName')} *`).fill('青禾');
  } else {
    await page.getByLabel(`${author('form.capacity')} *`).fill('月产 30 万件');
    await page.getByLabel(`${author('form.processes')} *`).fill('横机编织\n套口');
  }
  await page.getByLabel(`${author('form.contactName')} *`).fill(person);
  await page.getByLabel(`${author('form.mobile')} *`).fill(newMobile());
  await page.getByLabel(`${author('form.email')} *`).fill('wanghai@example.cn');
  await page.locator('#apply input[type=file]').setInputFiles(LICENCE);
  await expect(page.getByText(author('form.licence.uploaded').replace('{{name}}', 'photo.jpg'))).toBeVisible();
  await page.locator('#apply').getByRole('checkbox').check();
  await page.getByRole('button', { name: author('form.submit') }).click();
  await expect(page.getByRole('heading', { name: author('receipt.title') })).toBeFocused();
  const number = (await page.locator('#apply').getByText(/^(BR|FC)-\d{8}-[A-Z2-9]{6}$/).textContent()) ?? '';
  await visit(staff, `${routes.adminCertifications}?q=${number}`);
  await staff.getByRole('button', { name: `${author('staff.show')} ${number}` }).click();
  await staff.getByRole('button', { name: author('staff.review.approve'), exact: true }).click();
  await expect(staff.getByText(author('staff.review.done.approved').replace('{{number}}', number))).toBeVisible();
}

/** The logged-in member applies as a brand for `company`, and an editor (in a browser context of its own) approves it. */
export async function certifyBrand(page: Page, browser: Browser, company: string, person: string): Promise<void> {
  const staff = await (await browser.newContext()).newPage();
  await logInAsEditor(staff);
  await certify(page, staff, 'brand', company, person);
  await staff.context().close();
}
