import path from 'node:path';
import { randomInt } from 'node:crypto';
import { routes } from '../lib/routes';
import { usccCheckCharacter } from '../lib/certifications/uscc';
import { logInAsEditor, newMobile, signUpMember } from './support/people';
import { text, visit } from './support/site';
import { expect, test } from './support/test';

/**
 * A factory's journey to its own profile: a member applies for factory certification on /author/factory,
 * staff approve it (the company is made and the member's account linked), the member edits the company's
 * profile on /account/company and submits it (waiting for review, the live profile unchanged), staff approve
 * the change in the review queue, and the member's page shows it live.
 */

const author = (key: string) => text('zh-CN', 'author', key);
const profile = (key: string) => text('zh-CN', 'company-profile', key);
const LICENCE = path.join(__dirname, '..', 'tests', 'server', 'fixtures', 'uploads', 'photo.jpg');

/** A valid Unified Social Credit Code no other run uses (Ningbo; organisation code MA + 7 random digits). */
function newUscc(): string {
  const first17 = `91330200MA${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
  return first17 + usccCheckCharacter(first17);
}

test('a factory applies, is approved, edits its profile, and the change goes live once staff approve it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const company = `宁波海曙精工塑料制品厂 ${randomInt(0, 100_000)}`;
  await signUpMember(page, '李婷');

  // 1. The factory applies, logged in: the application is linked to the account.
  await visit(page, `${routes.authorFactory}#apply`);
  await expect(page.getByText(author('form.member').replace('{{name}}', '李婷'))).toBeVisible();
  await page.getByLabel(`${author('form.companyName')} *`).fill(company);
  await page.getByLabel(`${author('form.uscc')} *`).fill(newUscc());
  await page.getByLabel(`${author('form.legalRepresentative')} *`).fill('王海');
  await page.getByLabel(`${author('form.capacity')} *`).fill('50 万件/月');
  await page.getByLabel(`${author('form.processes')} *`).fill('注塑\n吹塑、丝印');
  await page.getByLabel(`${author('form.contactName')} *`).fill('李婷');
  await page.getByLabel(`${author('form.mobile')} *`).fill(newMobile());
  await page.getByLabel(`${author('form.email')} *`).fill('liting@jinggong.example.cn');
  await page.locator('#apply input[type=file]').setInputFiles(LICENCE);
  await expect(page.getByText(author('form.licence.uploaded').replace('{{name}}', 'photo.jpg'))).toBeVisible();
  await page.locator('#apply').getByRole('checkbox').check();
  await page.getByRole('button', { name: author('form.submit') }).click();
  await expect(page.getByRole('heading', { name: author('receipt.title') })).toBeFocused();
  const number = (await page.locator('#apply').getByText(/^FC-\d{8}-[A-Z2-9]{6}$/).textContent()) ?? '';
  expect(number).toMatch(/^FC-/);

  // 2. Staff see the factory's own fields and approve it.
  const staff = await (await browser.newContext()).newPage();
  await logInAsEditor(staff);
  await visit(staff, `${routes.adminCertifications}?q=${number}`);
  await staff.getByRole('button', { name: `${author('staff.show')} ${number}` }).click();
  const details = staff.getByRole('region', { name: author('staff.details.title').replace('{{number}}', number) });
  await expect(details).toContainText('50 万件/月');
  await expect(details).toContainText('注塑、吹塑、丝印');
  await staff.getByRole('button', { name: author('staff.review.approve'), exact: true }).click();
  await expect(staff.getByText(author('staff.review.done.approved').replace('{{number}}', number))).toBeVisible();

  // 3. The member's account now keeps the company's profile: it proposes a change.
  await visit(page, routes.accountCompany);
  const live = page.getByTestId('live-profile');
  await expect(live).toContainText(company);
  await expect(live).toContainText(profile('certified').replace('{{kind}}', profile('kinds.factory')).replace(/ · \{\{date\}\}$/, ''));
  await expect(page.getByLabel(profile('fields.capacity'))).toHaveValue('50 万件/月');
  await page.getByLabel(profile('fields.summary')).fill('二十年注塑与吹塑代工经验');
  await page.getByLabel(profile('fields.province')).fill('浙江');
  await page.getByLabel(profile('fields.city')).fill('宁波');
  await page.getByLabel(profile('fields.contactChannel')).selectOption('phone');
  await page.getByLabel(profile('fields.contactValue')).fill('0574-8888 6666');
  await page.getByRole('button', { name: profile('products.add') }).click();
  await page.getByLabel(profile('products.name')).fill('按压泵头');
  await page.getByLabel(profile('products.summary')).fill('24/410 口径，日产 10 万只');
  await page.getByRole('button', { name: profile('submit') }).click();
  await expect(page.getByText(profile('submitted'))).toBeVisible();
  await expect(page.getByText(profile('status.pending'), { exact: true })).toBeVisible();
  // Until staff approve, the live profile is as it was.
  await page.reload();
  await expect(page.getByText(profile('status.pending'), { exact: true })).toBeVisible();
  await expect(page.getByLabel(profile('fields.summary'))).toHaveValue('二十年注塑与吹塑代工经验');
  await expect(live).not.toContainText('二十年注塑与吹塑代工经验');

  // 4. Staff review the change in the same queue as articles: before → after, then approve.
  await visit(staff, `${routes.adminSubmissions}#company-changes`);
  await staff.locator('#company-changes').getByRole('link', { name: company }).click();
  const opened = staff.getByRole('region', { name: company, exact: true });
  await expect(opened.getByRole('row').filter({ hasText: profile('fields.summary') })).toContainText('二十年注塑与吹塑代工经验');
  await expect(opened).toContainText('按压泵头');
  await opened.getByRole('button', { name: profile('review.approve') }).click();
  await expect(staff.getByText(profile('review.approved').replace('{{company}}', company))).toBeVisible();

  // 5. The change is live.
  await page.reload();
  await expect(live).toContainText('二十年注塑与吹塑代工经验');
  await expect(live).toContainText('浙江 宁波');
  await expect(live).toContainText(profile('liveFacts.productsCount').replace('{{count}}', '1'));
  await expect(page.getByText(profile('status.pending'), { exact: true })).toHaveCount(0);
});
