import { randomInt } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { routes, withQuery } from '../lib/routes';
import { logInAsStaff } from './support/people';
import { text, visit } from './support/site';
import { expect, test } from './support/test';

/**
 * The show's floor (issue 35): an editor adds a hall to the show in the console, places a booth and assigns
 * a company found by name, and a booth over it is refused; a visitor on a 360 px phone filters the show's
 * exhibitors by category, picks one and sees its booth highlighted on the plan; the English page.
 */

const say = (namespace: string, key: string, values: Record<string, string | number> = {}) => {
  let value = text('zh-CN', namespace, key);
  for (const [name, replacement] of Object.entries(values)) value = value.split(`{{${name}}}`).join(String(replacement));
  return value;
};
const floor = (key: string, values?: Record<string, string | number>) => say('admin-show-floor', key, values);
const list = (key: string, values?: Record<string, string | number>) => say('show-floor', key, values);

async function showId(request: APIRequestContext): Promise<number> {
  const { items } = (await (await request.get('/api/activities?kind=show')).json()) as { items: { id: number }[] };
  if (!items[0]) throw new Error('the seed has no coming show');
  return items[0].id;
}

interface Choice {
  id: number;
  name: string;
  boothNumber: string | null;
}

/** A hall of its own for a test, with booths for `count` companies that have none at the show yet, placed through the API. */
async function hallWithExhibitors(page: Page, show: number, count: number) {
  const request = page.request;
  const hallAnswer = await request.post(`/api/admin/shows/${show}/halls`, { data: { name: `测试馆${randomInt(10_000, 99_999)}`, widthM: 30, depthM: 12 } });
  expect(hallAnswer.status()).toBe(201);
  const hall = ((await hallAnswer.json()) as { hall: { id: number; name: string } }).hall;
  const { companies } = (await (await request.get(`/api/admin/shows/${show}/companies?q=`)).json()) as { companies: Choice[] };
  const free = companies.filter((company) => company.boothNumber === null).slice(0, count);
  expect(free).toHaveLength(count);
  const placed: { number: string; company: Choice }[] = [];
  for (const [index, company] of free.entries()) {
    const number = `T${hall.id}${String(index + 1).padStart(2, '0')}`;
    const answer = await request.post(`/api/admin/shows/${show}/booths`, { data: { hallId: hall.id, number, x: 1 + index * 4, y: 2, widthM: 3, depthM: 3, companyId: company.id } });
    expect(answer.status()).toBe(201);
    placed.push({ number, company });
  }
  return { hall, placed };
}

test('staff add a hall, place a booth and assign a company in the console; a booth over it is refused', async ({ page }) => {
  await logInAsStaff(page, 'editor');
  const show = await showId(page.request);
  await visit(page, withQuery(routes.adminShowFloor, { id: show }));

  const hallName = `E2E馆${randomInt(1000, 9999)}`;
  await page.getByRole('button', { name: floor('halls.new') }).first().click();
  const hallForm = page.getByRole('form', { name: floor('halls.new') });
  await hallForm.getByLabel(floor('fields.name')).fill(hallName);
  await hallForm.getByLabel(floor('fields.widthM')).fill('24');
  await hallForm.getByLabel(floor('fields.depthM')).fill('16');
  await hallForm.getByRole('button', { name: floor('halls.new') }).click();
  await expect(page.getByRole('status').filter({ hasText: floor('said.hallSaved', { name: hallName }) })).toBeVisible();
  await expect(page.getByRole('heading', { name: floor('booths.list', { hall: hallName }) })).toBeVisible();

  const number = `E${randomInt(100, 999)}`;
  const boothForm = page.getByRole('form', { name: floor('booths.new') });
  await boothForm.getByLabel(floor('fields.number')).fill(number);
  await boothForm.getByLabel(floor('fields.x')).fill('4');
  await boothForm.getByLabel(floor('fields.y')).fill('3');
  // Nudged a metre to the right with the keyboard-friendly buttons: x 5.
  await boothForm.getByRole('button', { name: floor('actions.moveRight') }).click();
  await expect(boothForm.getByLabel(floor('fields.x'))).toHaveValue('5');
  await boothForm.getByLabel(floor('fields.companySearch')).fill('有限公司');
  await boothForm.getByRole('button', { name: floor('actions.search') }).click();
  const free = boothForm.getByRole('list', { name: floor('fields.company') }).getByRole('button').filter({ hasNotText: '已在本展会' }).first();
  const company = (await free.innerText()).trim();
  await free.click();
  await expect(boothForm.getByTestId('booth-company')).toContainText(company);
  await boothForm.getByRole('button', { name: floor('actions.place') }).click();
  await expect(page.getByRole('status').filter({ hasText: floor('said.boothSaved', { number }) })).toBeVisible();
  await expect(page.locator(`svg [data-booth="${number}"][data-highlighted="true"]`)).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`${number} ${company}`) })).toBeVisible();

  // Another booth on the same spot: refused at the field, nothing placed.
  await page.getByRole('button', { name: floor('booths.new') }).click();
  const second = page.getByRole('form', { name: floor('booths.new') });
  await second.getByLabel(floor('fields.number')).fill(`${number}X`);
  await second.getByLabel(floor('fields.x')).fill('6');
  await second.getByLabel(floor('fields.y')).fill('4');
  await second.getByRole('button', { name: floor('actions.place') }).click();
  await expect(second.getByText(floor('errors.overlap', { number }))).toBeVisible();
  await expect(second.getByLabel(floor('fields.number'))).toHaveValue(`${number}X`);

  // The public list shows the company at its booth, highlighted when asked for by number.
  await visit(page, withQuery(routes.activityExhibitors, { id: show, booth: number }));
  await expect(page.getByText(list('plan.highlight', { number, name: company }))).toBeVisible();
  await expect(page.locator(`svg [data-booth="${number}"][data-highlighted="true"]`)).toHaveCount(1);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('a visitor filters the exhibitors by category, picks one and sees its booth highlighted', async ({ page, browser }) => {
    // Staff place two exhibitors in a hall of their own (in another browser context: the visitor is not logged in).
    const staff = await browser.newPage();
    await logInAsStaff(staff, 'editor');
    const show = await showId(staff.request);
    const { hall, placed } = await hallWithExhibitors(staff, show, 2);
    const { exhibitors } = (await (await staff.request.get(`/api/activities/${show}/exhibitors?hall=${hall.id}`)).json()) as {
      exhibitors: { companyId: number; boothNumber: string; name: string; categories: { id: number; name: string }[] }[];
    };
    await staff.close();
    const chosen = exhibitors.find((row) => row.boothNumber === placed[0]!.number)!;
    const category = chosen.categories[0]!;

    await visit(page, withQuery(routes.activityExhibitors, { id: show, hall: hall.id }));
    const filters = page.getByRole('form', { name: list('filters.label') });
    await filters.getByLabel(list('filters.category')).selectOption(String(category.id));
    await filters.getByRole('button', { name: list('filters.submit') }).click();
    await expect(page).toHaveURL(new RegExp(`category=${category.id}`));
    const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: chosen.name }) });
    await expect(row).toContainText(category.name);
    await row.getByRole('link', { name: new RegExp(list('list.locate')) }).click();

    await expect(page).toHaveURL(new RegExp(`company=${chosen.companyId}`));
    await expect(page.getByText(list('plan.highlight', { number: chosen.boothNumber, name: chosen.name }))).toBeVisible();
    await expect(page.locator(`svg [data-booth="${chosen.boothNumber}"][data-highlighted="true"]`)).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: list('list.located') })).toContainText(chosen.name);
    // The plan is one image with a title to assistive technology; the page does not scroll sideways.
    await expect(page.getByRole('img', { name: list('plan.title', { hall: hall.name }) })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // Zoom with the buttons: the plan grows inside its box.
    const zoom = page.locator('section', { has: page.getByRole('heading', { name: hall.name }) }).getByText(/缩放 \d+%/);
    const before = await zoom.innerText();
    await page.getByRole('button', { name: list('plan.zoomIn') }).click();
    await expect(zoom).not.toHaveText(before);
  });
});

test('the English exhibitor page names the halls, booths and the highlighted one in English', async ({ page, browser }) => {
  const staff = await browser.newPage();
  await logInAsStaff(staff, 'editor');
  const show = await showId(staff.request);
  const { hall } = await hallWithExhibitors(staff, show, 1);
  await staff.close();
  const { exhibitors } = (await (await page.request.get(`/api/activities/${show}/exhibitors?hall=${hall.id}`, { headers: { 'Accept-Language': 'en' } })).json()) as {
    exhibitors: { companyId: number; boothNumber: string; name: string }[];
  };
  const first = exhibitors[0]!;
  await visit(page, withQuery(`/en${routes.activityExhibitors}`, { id: show, company: first.companyId }));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('exhibitors');
  await expect(page.getByText(`Highlighted booth: ${first.boothNumber} ${first.name}`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Exhibitors/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the show' })).toBeVisible();
});
