import path from 'node:path';
import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { addChinaDays, chinaDayOf } from '../lib/china-datetime';
import { routes, withQuery } from '../lib/routes';
import { logInAsStaff } from './support/people';
import { text, visit } from './support/site';
import { expect, test } from './support/test';

/**
 * The console's jobs, consultants and partners, as an editor runs them and the
 * public sees the result: a job posted with a closing date is on /join-us with
 * its JobPosting, and gone from the list once its closing date is yesterday
 * (its page then says it is closed, without the form or JobPosting); a partner hidden is gone from /home/page-5; a consultant moved up
 * is shown earlier there. Each journey makes its own records and leaves the
 * public site as the other specs expect it (closed, hidden).
 */

const t = (key: string) => text('zh-CN', 'admin-catalogue', key);
const required = t('form.required');
const LOGO = path.join(__dirname, '..', 'tests', 'server', 'fixtures', 'uploads', 'photo.png');
const today = chinaDayOf(new Date());

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

interface JobPosting {
  '@type': string;
  title?: string;
  validThrough?: string;
}

async function jsonLd(page: Page): Promise<JobPosting[]> {
  return page.locator('script[type="application/ld+json"]').evaluateAll((nodes) => nodes.map((node) => JSON.parse(node.textContent ?? '{}') as JobPosting));
}

test('a job: posted with a closing date → on /join-us with its JobPosting; closing date set to yesterday → gone from the list, its page says closed', async ({ page }) => {
  await logInAsStaff(page, 'editor');
  await visit(page, routes.adminJobs);
  await page.getByRole('link', { name: t('list.new.jobs') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('form.newTitle.jobs') })).toBeVisible();

  const title = `展会运营专员${randomInt(10_000, 99_999)}`;
  const closes = addChinaDays(today, 30);
  await field(page, t('form.jobs.title') + required).fill(title);
  await field(page, t('form.jobs.department') + required).fill('展会运营部');
  await field(page, t('form.jobs.city') + required).fill('深圳');
  await field(page, t('form.jobs.headcount') + required).fill('2');
  await field(page, t('form.jobs.salaryMin')).fill('9000');
  await field(page, t('form.jobs.salaryMax')).fill('14000');
  await field(page, t('form.jobs.duties') + required).fill('负责展会现场执行\n协调搭建与供应商');
  await field(page, t('form.jobs.requirements') + required).fill('两年以上会展执行经验');
  await field(page, t('form.jobs.postedDate') + required).fill(addChinaDays(today, -3));
  await field(page, t('form.jobs.closesDate')).fill(closes);
  await page.getByRole('button', { name: t('form.create') }).click();

  const created = page.getByText(`已创建“${title}”。`);
  await expect(created).toBeVisible();
  await expect(created).toContainText(t('form.publicState.public.jobs'));
  await expect(page).toHaveURL(/\/admin\/jobs\/edit\?id=\d+$/);
  const editUrl = new URL(page.url()).pathname + new URL(page.url()).search;
  const id = Number(new URL(page.url()).searchParams.get('id'));

  // The public list has it, and its page says until when it is open.
  await visit(page, withQuery(routes.joinUs, { q: title }));
  await page.locator('#positions').getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(withQuery(routes.recruitDetail, { id }));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const posting = (await jsonLd(page)).find((block) => block['@type'] === 'JobPosting');
  expect(posting).toMatchObject({ title, validThrough: new Date(`${closes}T23:59:59.999+08:00`).toISOString() });

  // The editor closes it: its closing date becomes yesterday.
  await visit(page, editUrl);
  await field(page, t('form.jobs.closesDate')).fill(addChinaDays(today, -1));
  await page.getByRole('button', { name: t('form.save') }).click();
  await expect(page.getByText(`已保存“${title}”。`)).toContainText(t('form.publicState.closed.jobs'));

  await visit(page, withQuery(routes.joinUs, { q: title }));
  await expect(page.locator('#positions').getByRole('link', { name: title })).toHaveCount(0);
  await visit(page, withQuery(routes.recruitDetail, { id }));
  await expect(page.getByRole('heading', { level: 2, name: text('zh-CN', 'applications', 'apply.closedTitle') })).toBeVisible();
  expect((await jsonLd(page)).find((block) => block['@type'] === 'JobPosting')).toBeUndefined();
  expect((await page.request.get(`/api/jobs/${id}`)).status()).toBe(404);

  // The console still lists it, marked closed.
  await visit(page, withQuery(routes.adminJobs, { status: 'closed' }));
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText(t('list.statuses.closed'));
  await expect(row).toContainText(addChinaDays(today, -1));
});

test('a partner: created with a logo, on /home/page-5; hidden after the confirmation → gone from it', async ({ page }) => {
  await logInAsStaff(page, 'editor');
  const name = `青禾服饰${randomInt(10_000, 99_999)}`;
  await visit(page, routes.adminPartnerEdit);
  await field(page, t('form.partners.name') + required).fill(name);
  await page.getByRole('combobox', { name: t('form.partners.category') + required }).selectOption('brand');
  await field(page, t('form.partners.url')).fill('https://qinghe.example.com');
  const uploaded = page.waitForResponse((response) => response.url().endsWith('/api/uploads') && response.status() === 201);
  await page.locator('input[type=file]').setInputFiles(LOGO);
  await uploaded;
  await expect(page.getByRole('img', { name: `${t('form.partners.logo')}预览` })).toBeVisible();
  await page.getByRole('button', { name: t('form.create') }).click();
  await expect(page.getByText(`已创建“${name}”。`)).toBeVisible();

  await visit(page, routes.partners);
  await expect(page.getByRole('img', { name })).toBeVisible();

  await visit(page, routes.adminPartners);
  await page.getByRole('button', { name: `隐藏：${name}` }).click();
  const confirmation = page.getByRole('group', { name: new RegExp(`隐藏后，“${name}”将不再出现`) });
  await expect(confirmation.getByRole('button', { name: t('list.confirm') })).toBeFocused();
  await confirmation.getByRole('button', { name: t('list.confirm') }).click();
  await expect(page.getByRole('status').filter({ hasText: name })).toHaveText(`已隐藏“${name}”，网站上不再显示。`);
  await expect(page.getByRole('button', { name: `重新显示：${name}` })).toBeFocused();

  await visit(page, routes.partners);
  await expect(page.getByRole('img', { name })).toHaveCount(0);
  expect(JSON.stringify(await (await page.request.get('/api/partners')).json())).not.toContain(name);
});

test('a consultant moved up (by keyboard) is shown one place earlier on /home/page-5', async ({ page }) => {
  await logInAsStaff(page, 'editor');
  const suffix = randomInt(10_000, 99_999);
  const names = [`顾问甲${suffix}`, `顾问乙${suffix}`];
  const ids: number[] = [];
  // Two new consultants join the end of the order, the second last.
  for (const name of names) {
    const response = await page.request.post('/api/admin/consultants', {
      data: { name, title: '供应链顾问', expertise: ['工厂评估'], bio: '十年服装供应链经验。', photo: '', phone: '', email: '' },
    });
    expect(response.status()).toBe(201);
    ids.push(((await response.json()) as { item: { id: number } }).item.id);
  }
  const publicOrder = async () => {
    await visit(page, routes.partners);
    return (await page.locator('a[href^="/home/consultantItem?id="]').allTextContents()).filter((text) => text.endsWith(String(suffix)));
  };
  expect(await publicOrder()).toEqual(names);

  await visit(page, routes.adminConsultants);
  const up = page.getByRole('button', { name: `上移：${names[1]}` });
  await up.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: names[1] })).toHaveText(new RegExp(`已将“${names[1]}”移到第 \\d+ 位。`));
  await expect(up).toBeFocused();

  expect(await publicOrder()).toEqual([names[1], names[0]]);

  // Leave the public list as it was.
  for (const id of ids) expect((await page.request.post(`/api/admin/consultants/${id}/hide`, { data: { hidden: true } })).status()).toBe(200);
});
