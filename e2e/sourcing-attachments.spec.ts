import { randomInt } from 'node:crypto';
import path from 'node:path';
import { routes } from '../lib/routes';
import { logInAsEditor, signUpMember } from './support/people';
import { text, visit } from './support/site';
import { certifyBrand, shots } from './support/sourcing';
import { expect, test } from './support/test';

/**
 * Sourcing requests' drafts and attachments (issue 38, items 1 and 2): what a certified brand types on
 * /sourcing/new is saved as a draft and is back after a reload; it attaches a PDF and an image (an SVG is
 * refused, a file can be removed), submits, staff approve; another certified company lists and downloads the
 * files, a visitor sees how many there are and why it cannot open them, and the file's address answers it 401.
 * SHOTS_DIR=<dir> keeps screenshots at 360 and 1280 px.
 */

const src = (key: string) => text('zh-CN', 'sourcing', key);
const FIXTURES = path.join(__dirname, '..', 'tests', 'server', 'fixtures', 'uploads');

test('a draft survives a reload; a certified company downloads the attachments, a stranger cannot', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const run = randomInt(0, 100_000);
  const title = `礼盒包装 ${run} 套`;
  await signUpMember(page, '林悦');
  await certifyBrand(page, browser, `杭州青禾品牌管理有限公司 ${run}`, '林悦');

  // 1. Typing saves a draft; after a reload the form is filled from it.
  await visit(page, routes.sourcingNew);
  const form = page.getByRole('form', { name: src('form.title') });
  const editor = form.locator('.ql-editor');
  await expect(editor).toBeVisible({ timeout: 15_000 });
  await form.getByLabel(src('form.needTitle') + src('form.required')).fill(title);
  await form.getByLabel(src('form.quantity') + src('form.required')).fill('5000');
  await editor.click();
  await page.keyboard.type('天地盖礼盒，灰板 1200 克，外裱特种纸，烫金一处。');
  await expect(form.getByText(/草稿已保存/)).toBeVisible({ timeout: 15_000 });
  await page.reload();
  await expect(form.getByText(/已恢复你上次保存的草稿/)).toBeVisible();
  await expect(form.getByLabel(src('form.needTitle') + src('form.required'))).toHaveValue(title);
  await expect(form.getByLabel(src('form.quantity') + src('form.required'))).toHaveValue('5000');
  await expect(form.locator('.ql-editor')).toContainText('天地盖礼盒', { timeout: 15_000 });

  // 2. Attachments: a PDF and two images go up, an SVG is refused, one image is removed.
  const chooser = form.locator('input[type=file][multiple]');
  await chooser.setInputFiles([path.join(FIXTURES, 'document.pdf'), path.join(FIXTURES, 'photo.png'), path.join(FIXTURES, 'photo.jpg')]);
  await expect(form.getByText('document.pdf', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(form.getByText('photo.png', { exact: true })).toBeVisible();
  await expect(form.getByText('photo.jpg', { exact: true })).toBeVisible();
  await chooser.setInputFiles(path.join(FIXTURES, 'drawing.svg'));
  await expect(form.getByText(`drawing.svg：${src('files.type')}`)).toBeVisible();
  await form.getByRole('button', { name: src('files.removeNamed').replace('{{name}}', 'photo.jpg') }).click();
  await expect(form.getByText('photo.jpg', { exact: true })).toHaveCount(0);
  await shots(page, 'sourcing-new-files');

  // 3. The rest of the form, then submit: the draft becomes the request, waiting for review.
  await form.getByLabel(src('form.category') + src('form.required')).selectOption({ index: 1 });
  await form.getByLabel(src('form.region') + src('form.required')).fill('上海');
  const neededBy = new Date(Date.now() + 45 * 24 * 3_600_000).toISOString().slice(0, 10);
  await form.getByLabel(src('form.neededBy') + src('form.required')).fill(neededBy);
  await form.getByRole('button', { name: src('form.submit') }).click();
  await expect(page.getByRole('heading', { name: src('done.pendingTitle') })).toBeVisible();
  // No draft is offered any more.
  await visit(page, routes.sourcingNew);
  await expect(page.getByText(/已恢复你上次保存的草稿/)).toHaveCount(0);

  // 4. Staff approve it.
  const staff = await (await browser.newContext()).newPage();
  await logInAsEditor(staff);
  await visit(staff, `${routes.adminSubmissions}#sourcing-requests`);
  await staff.locator('#sourcing-requests').getByRole('link', { name: title }).click();
  const opened = staff.getByRole('region', { name: title, exact: true });
  await opened.getByRole('button', { name: src('review.approve') }).click();
  await expect(staff.getByText(src('review.approved').replace('{{title}}', title))).toBeVisible();

  // 5. A visitor sees that there are two files and why they cannot be opened; their address refuses it.
  const visitor = await (await browser.newContext()).newPage();
  await visit(visitor, routes.sourcing);
  await visitor.getByRole('link', { name: title }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: src('files.heading').replace('{{count}}', '2') })).toBeVisible();
  await expect(visitor.getByText(src('files.loginToOpen'))).toBeVisible();
  await expect(visitor.getByText('document.pdf')).toHaveCount(0);
  await shots(visitor, 'sourcing-detail-files-locked');
  const requestPath = new URL(visitor.url()).pathname;

  // 6. Another certified company lists and downloads them.
  const supplier = await (await browser.newContext()).newPage();
  await signUpMember(supplier, '陈工');
  await certifyBrand(supplier, browser, `宁波华彩包装制品有限公司 ${run}`, '陈工');
  await visit(supplier, requestPath);
  const pdf = supplier.getByRole('link', { name: `${src('files.download')} document.pdf` });
  await expect(pdf).toBeVisible();
  await expect(supplier.getByRole('link', { name: `${src('files.download')} photo.png` })).toBeVisible();
  await shots(supplier, 'sourcing-detail-files');
  const [download] = await Promise.all([supplier.waitForEvent('download'), pdf.click()]);
  expect(download.suggestedFilename()).toBe('document.pdf');
  const href = (await pdf.getAttribute('href')) ?? '';
  const answer = await visitor.request.get(href);
  expect(answer.status()).toBe(401);
  const served = await supplier.request.get(href);
  expect(served.status()).toBe(200);
  expect(served.headers()['cache-control']).toBe('private, no-store');
  expect(served.headers()['x-content-type-options']).toBe('nosniff');
});
