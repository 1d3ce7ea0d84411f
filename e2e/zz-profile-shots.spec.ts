import path from 'node:path';
import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { routes } from '../lib/routes';
import { usccCheckCharacter } from '../lib/uscc';
import { logInAsEditor, newMobile, signUpMember } from './support/people';
import { text, visit } from './support/site';
import { expect, test } from './support/test';

// Screenshots for the report (not committed): /author/factory, /account/company, the console review item at 360 and 1280.
const author = (key: string) => text('zh-CN', 'author', key);
const profile = (key: string) => text('zh-CN', 'company-profile', key);
const LICENCE = path.join(__dirname, '..', 'tests', 'server', 'fixtures', 'uploads', 'photo.jpg');
const OUT = '/tmp/profiles';

async function shoot(page: Page, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${OUT}/${name}-${width}.png`, fullPage: true });
  }
}

test('screenshots', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const company = `宁波海曙精工塑料制品厂`;
  await signUpMember(page, '李婷');
  await visit(page, `${routes.authorFactory}#apply`);
  await shoot(page, 'author-factory');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByLabel(`${author('form.companyName')} *`).fill(company);
  const first17 = `91330200MA${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
  await page.getByLabel(`${author('form.uscc')} *`).fill(first17 + usccCheckCharacter(first17));
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
  const number = (await page.locator('#apply').getByText(/^FC-\d{8}-[A-Z2-9]{6}$/).textContent()) ?? '';

  const staff = await (await browser.newContext()).newPage();
  await logInAsEditor(staff);
  await visit(staff, `${routes.adminCertifications}?q=${number}`);
  await staff.getByRole('button', { name: `${author('staff.show')} ${number}` }).click();
  await staff.setViewportSize({ width: 1280, height: 900 });
  await staff.screenshot({ path: `${OUT}/staff-certification-1280.png`, fullPage: true });
  await staff.getByRole('button', { name: author('staff.review.approve'), exact: true }).click();
  await expect(staff.getByText(author('staff.review.done.approved').replace('{{number}}', number))).toBeVisible();

  await visit(page, routes.accountCompany);
  await page.getByLabel(profile('fields.summary')).fill('二十年注塑与吹塑代工经验');
  await page.getByLabel(profile('fields.province')).fill('浙江');
  await page.getByLabel(profile('fields.city')).fill('宁波');
  await page.getByLabel(profile('fields.foundedYear')).fill('2004');
  await page.getByLabel(profile('fields.contactChannel')).selectOption('phone');
  await page.getByLabel(profile('fields.contactValue')).fill('0574-8888 6666');
  await page.getByRole('button', { name: profile('products.add') }).click();
  await page.getByLabel(profile('products.name')).fill('按压泵头');
  await page.getByLabel(profile('products.summary')).fill('24/410 口径，日产 10 万只');
  await page.locator('input[type=file]').last().setInputFiles(LICENCE);
  await page.waitForTimeout(1500);
  await page.getByRole('button', { name: profile('products.add') }).click();
  await page.getByLabel(profile('products.name')).last().fill('喷雾瓶');
  await page.getByRole('button', { name: profile('submit') }).click();
  await expect(page.getByText(profile('submitted'))).toBeVisible();
  await page.reload();
  await shoot(page, 'account-company');
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: `${OUT}/account-company-360-top.png` });
  await page.getByRole('button', { name: profile('products.add') }).scrollIntoViewIfNeeded();
  await page.locator('ol li').first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${OUT}/account-company-360-products.png` });
  await page.getByTestId('live-profile').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${OUT}/account-company-360-live.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.locator('ol li').first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${OUT}/account-company-1280-products.png` });

  await visit(staff, `${routes.adminSubmissions}#company-changes`);
  await staff.locator('#company-changes').getByRole('link', { name: company }).first().click();
  await expect(staff.getByRole('region', { name: company, exact: true }).first()).toBeVisible();
  await shoot(staff, 'console-review');
  await staff.setViewportSize({ width: 360, height: 740 });
  await staff.getByRole('region', { name: company, exact: true }).first().scrollIntoViewIfNeeded();
  await staff.screenshot({ path: `${OUT}/console-review-360-view.png` });
  await staff.getByRole('button', { name: profile('review.approve') }).scrollIntoViewIfNeeded();
  await staff.screenshot({ path: `${OUT}/console-review-360-products.png` });

  // English /account/company.
  await visit(page, `/en${routes.accountCompany}`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${OUT}/account-company-en-1280.png`, fullPage: true });
  await visit(page, routes.authorFactory + '#apply');
  await page.setViewportSize({ width: 360, height: 740 });
  await page.locator('#apply').scrollIntoViewIfNeeded();
  await page.getByLabel(`${author('form.capacity')} *`).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${OUT}/author-factory-360-form.png` });
});
