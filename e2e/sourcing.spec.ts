import { randomInt } from 'node:crypto';
import { routes } from '../lib/routes';
import { logInAsEditor, signUpMember } from './support/people';
import { text, visit } from './support/site';
import { certifyBrand, shots } from './support/sourcing';
import { expect, test } from './support/test';

/**
 * Sourcing requests, first slice (issue 38): a member without a certified company is told how to get one; a brand
 * is certified, posts a request (a phone number in the title is refused on its field), staff approve it in the
 * review queue, and visitors find it on /sourcing, on its page (without the buyer's name) and in the site search;
 * the English list. SHOTS_DIR=<dir> keeps screenshots of each new page at 360 and 1280 px.
 */

const src = (key: string) => text('zh-CN', 'sourcing', key);
test('a certified brand posts a sourcing request, staff approve it, and it is on /sourcing and in the search', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const run = randomInt(0, 100_000);
  const company = `杭州青禾服饰品牌管理有限公司 ${run}`;
  const title = `精梳棉圆领 T 恤 ${run} 件`;
  await signUpMember(page, '林悦');

  // 1. Without a certified company the form is not offered: the page says how to get certified.
  await visit(page, routes.sourcingNew);
  await expect(page.getByRole('heading', { name: src('gate.noCompanyTitle') })).toBeVisible();
  await expect(page.getByRole('link', { name: src('gate.apply') })).toHaveAttribute('href', routes.authorBrand);
  await shots(page, 'sourcing-gate');

  // 2. The member applies as a brand and staff approve it.
  await certifyBrand(page, browser, company, '林悦');
  const staff = await (await browser.newContext()).newPage();
  await logInAsEditor(staff);

  // 3. The brand posts: a mobile number in the title is refused on that field, then the request goes to review.
  await visit(page, routes.sourcingNew);
  await expect(page.getByText(src('form.company').replace('{{company}}', company))).toBeVisible();
  const form = page.getByRole('form', { name: src('form.title') });
  const editor = form.locator('.ql-editor');
  await expect(editor).toBeVisible({ timeout: 15_000 });
  await form.getByLabel(src('form.needTitle') + src('form.required')).fill(`${title} 电话 13900001111`);
  await form.getByLabel(src('form.category') + src('form.required')).selectOption({ index: 1 });
  await editor.click();
  await page.keyboard.type('180 克精梳棉，白色与藏青两色，胸前丝印一处，独立包装。');
  await form.getByLabel(src('form.quantity') + src('form.required')).fill('20000');
  await form.getByLabel(src('form.budgetMin')).fill('12.5');
  await form.getByLabel(src('form.budgetMax')).fill('15');
  await form.getByLabel(src('form.region') + src('form.required')).fill('浙江杭州');
  const neededBy = new Date(Date.now() + 60 * 24 * 3_600_000).toISOString().slice(0, 10);
  await form.getByLabel(src('form.neededBy') + src('form.required')).fill(neededBy);
  await form.getByLabel(src('form.requirements')).fill('需 BSCI 验厂报告，先寄样确认。');
  await shots(page, 'sourcing-new');
  await form.getByRole('button', { name: src('form.submit') }).click();
  const titleField = form.getByLabel(src('form.needTitle') + src('form.required'));
  await expect(titleField).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText(src('errors.contact.mobile'))).toBeVisible();
  await titleField.fill(title);
  await form.getByRole('button', { name: src('form.submit') }).click();
  await expect(page.getByRole('heading', { name: src('done.pendingTitle') })).toBeVisible();

  // Not public before review.
  const visitor = await (await browser.newContext()).newPage();
  await visit(visitor, routes.sourcing);
  await expect(visitor.getByRole('link', { name: title })).toHaveCount(0);

  // 4. Staff open it in the review queue and approve it.
  await visit(staff, `${routes.adminSubmissions}#sourcing-requests`);
  await staff.locator('#sourcing-requests').getByRole('link', { name: title }).click();
  const opened = staff.getByRole('region', { name: title, exact: true });
  await expect(opened).toContainText(company);
  await expect(opened).toContainText('180 克精梳棉');
  await expect(opened).toContainText('20,000 件');
  await shots(staff, 'sourcing-review');
  await opened.getByRole('button', { name: src('review.approve') }).click();
  await expect(staff.getByText(src('review.approved').replace('{{title}}', title))).toBeVisible();

  // 5. Visitors see it on the list, on its page (the buyer not named: not chosen) and in the search.
  await visit(visitor, routes.sourcing);
  const card = visitor.getByRole('listitem').filter({ has: visitor.getByRole('link', { name: title }) });
  await expect(card).toContainText('20,000 件');
  await expect(card).toContainText('浙江杭州');
  await expect(card).toContainText(src('card.daysLeft').replace('{{count}}', '30'));
  await expect(card).toContainText(src('card.quotes').replace('{{count}}', '0'));
  await shots(visitor, 'sourcing-list');
  await card.getByRole('link', { name: title }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText(src('detail.buyerHidden'))).toBeVisible();
  await expect(visitor.getByText(company)).toHaveCount(0);
  await expect(visitor.getByText('需 BSCI 验厂报告，先寄样确认。')).toBeVisible();
  await shots(visitor, 'sourcing-detail');

  await visit(visitor, `${routes.search}?q=${encodeURIComponent(`精梳棉 ${run}`)}`);
  await expect(visitor.getByRole('link', { name: title })).toBeVisible();
  await expect(visitor.getByText(text('zh-CN', 'search', 'sections.sourcing')).first()).toBeVisible();

  // The list's keyword search and the English list.
  await visit(visitor, `${routes.sourcing}?q=${encodeURIComponent(String(run))}`);
  await expect(visitor.getByRole('link', { name: title })).toBeVisible();
  await visit(visitor, `/en${routes.sourcing}`);
  await expect(visitor.getByRole('heading', { level: 1, name: text('en', 'common', 'routes.sourcing.title') })).toBeVisible();
  await expect(visitor.getByRole('link', { name: title })).toBeVisible();
  await shots(visitor, 'sourcing-list-en');
});
