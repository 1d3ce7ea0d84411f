import { randomInt } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { routes, sourcingPath, withQuery } from '../lib/routes';
import type { OwnCompanyAnswer } from '../lib/companies/profile-views';
import { logInAsEditor, signUpMember } from './support/people';
import { text, visit } from './support/site';
import { certify, shots } from './support/sourcing';
import { expect, test } from './support/test';

/**
 * Staff and matching on sourcing requests (issue 38, items 6 and 7): a brand and a factory are certified (the
 * factory names its category and city), the brand's two requests go live; on /admin/sourcing staff see the factory
 * ranked for the request and invite it, close the other request with a reason (refused without one) and mark the
 * brand trusted; the factory's account sees "受邀报价" on the card and the request's page, a visitor does not; the
 * dashboard draws the figures; the header leads to /sourcing. SHOTS_DIR=<dir> keeps screenshots at 360 and 1280 px.
 */

const src = (key: string) => text('zh-CN', 'sourcing', key);
const profile = (key: string) => text('zh-CN', 'company-profile', key);

/** A member signs up and applies for certification as a brand or a factory; staff approve it. */
async function certified(page: Page, staff: Page, kind: 'brand' | 'factory', company: string, person: string) {
  await signUpMember(page, person);
  await certify(page, staff, kind, company, person);
}

/** The brand posts a request through the API (the form has its own journey in sourcing.spec.ts); staff approve it. */
async function liveRequest(brand: Page, staff: Page, title: string, categoryId: number): Promise<number> {
  const neededBy = new Date(Date.now() + 60 * 24 * 3_600_000).toISOString().slice(0, 10);
  const posted = await brand.request.post('/api/sourcing', {
    data: { title, categoryId, description: '<p>200 克精梳棉，白色与藏青两色，胸前丝印一处。</p>', quantity: '20000', unit: 'piece', region: '浙江宁波', neededBy, kindsWanted: ['factory'], requirements: '', showCompany: false, openDays: 30 },
  });
  expect(posted.status()).toBe(201);
  const { request } = (await posted.json()) as { request: { id: number } };
  const reviewed = await staff.request.post(`/api/admin/sourcing/${request.id}/review`, { data: { decision: 'approve', note: '' } });
  expect(reviewed.status()).toBe(200);
  return request.id;
}

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

test('staff invite a matched factory, close a request with a reason and trust a company; the factory sees 受邀报价', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const run = randomInt(0, 100_000);
  const brandName = `杭州青禾服饰品牌管理有限公司 ${run}`;
  const factoryName = `宁波海曙云杉针织厂 ${run}`;
  const staff = await newPage(browser);
  await logInAsEditor(staff);
  const factory = await newPage(browser);
  await certified(page, staff, 'brand', brandName, '林悦');
  await certified(factory, staff, 'factory', factoryName, '王海');

  // The factory names what it makes and where: a category of the list and 浙江 宁波, approved by staff.
  await visit(page, routes.sourcingNew);
  const categoryId = Number(await page.getByLabel(src('form.category') + src('form.required')).locator('option[value]:not([value=""])').first().getAttribute('value'));
  const own = (await (await factory.request.get('/api/account/company')).json()) as OwnCompanyAnswer;
  const proposed = await factory.request.put('/api/account/company', { data: { ...own.company.live, categoryIds: [categoryId], province: '浙江', city: '宁波', version: own.company.version } });
  expect(proposed.status()).toBe(200);
  await visit(staff, `${routes.adminSubmissions}#company-changes`);
  await staff.locator('#company-changes').getByRole('link', { name: factoryName }).click();
  await staff.getByRole('region', { name: factoryName, exact: true }).getByRole('button', { name: profile('review.approve') }).click();
  await expect(staff.getByText(profile('review.approved').replace('{{company}}', factoryName))).toBeVisible();

  const invitedTitle = `精梳棉针织T恤 ${run}`;
  const closedTitle = `针织开衫 ${run}`;
  const invitedId = await liveRequest(page, staff, invitedTitle, categoryId);
  const closedId = await liveRequest(page, staff, closedTitle, categoryId);

  // 1. Staff find the request by its title and open it: the factory is ranked (same category, same city).
  await visit(staff, withQuery(routes.adminSourcing, { q: String(run) }));
  await expect(staff.getByRole('heading', { level: 1, name: text('zh-CN', 'common', 'routes.adminSourcing.title') })).toBeVisible();
  await staff.getByRole('link', { name: invitedTitle }).click();
  const opened = staff.getByRole('region', { name: invitedTitle, exact: true });
  const matches = opened.getByRole('region', { name: src('staff.matches.title') });
  const row = matches.getByRole('row').filter({ hasText: factoryName });
  await expect(row).toContainText(src('staff.matches.category.exact'));
  await expect(row).toContainText(src('staff.matches.region.city'));
  await expect(row.getByRole('cell').nth(0)).toHaveText('65');
  await row.getByRole('button', { name: new RegExp(`^${src('staff.matches.invite')}`) }).click();
  await expect(staff.getByText(src('staff.matches.invitedDone').replace('{{company}}', factoryName))).toBeVisible();
  await expect(row).toContainText(src('staff.matches.invited'));
  await expect(opened).toContainText(`${factoryName} · `);

  // 2. Staff mark the brand trusted from the request.
  await opened.getByRole('button', { name: src('staff.trust.mark') }).click();
  await expect(staff.getByText(src('staff.trust.done').replace('{{company}}', brandName))).toBeVisible();
  await expect(opened).toContainText(src('staff.trust.trusted'));
  await shots(staff, 'sourcing-staff-opened');

  // 3. The invited factory sees 受邀报价 on the card and the page; a visitor sees neither.
  await visit(factory, routes.sourcing);
  const card = factory.getByRole('listitem').filter({ has: factory.getByRole('link', { name: invitedTitle }) });
  await expect(card.getByText(src('card.invited'), { exact: true })).toBeVisible();
  await expect(factory.getByRole('listitem').filter({ has: factory.getByRole('link', { name: closedTitle }) }).getByText(src('card.invited'), { exact: true })).toHaveCount(0);
  await shots(factory, 'sourcing-list-invited');
  await visit(factory, sourcingPath(invitedId));
  await expect(factory.getByText(src('detail.invitedNote'))).toBeVisible();
  await shots(factory, 'sourcing-detail-invited');
  const visitor = await newPage(browser);
  await visit(visitor, sourcingPath(invitedId));
  await expect(visitor.getByRole('heading', { level: 1, name: invitedTitle })).toBeVisible();
  await expect(visitor.getByText(src('card.invited'), { exact: true })).toHaveCount(0);

  // 4. Staff close the other request: refused without a reason, then closed with one; it shows as ended.
  await visit(staff, withQuery(routes.adminSourcing, { id: closedId }));
  const toClose = staff.getByRole('region', { name: closedTitle, exact: true });
  await toClose.getByRole('button', { name: src('staff.actions.close') }).click();
  await expect(toClose.getByText(src('staff.errors.reasonRequired'))).toBeVisible();
  await toClose.getByLabel(src('staff.actions.reason')).fill('与本周另一条需求重复，请合并后再发布');
  await toClose.getByRole('button', { name: src('staff.actions.close') }).click();
  await expect(staff.getByText(src('staff.actions.closed').replace('{{title}}', closedTitle))).toBeVisible();
  await expect(toClose).toContainText(src('staff.statuses.closed'));
  await expect(toClose).toContainText('与本周另一条需求重复，请合并后再发布');
  await visit(visitor, sourcingPath(closedId));
  await expect(visitor.getByText(src('detail.ended'))).toBeVisible();

  // The buyer is told: the message is in the console's outbox.
  await visit(staff, withQuery(routes.adminMessages, { kind: 'sourcing_request_closed_by_staff' }));
  await expect(staff.getByText(closedTitle).first()).toBeVisible();

  // 5. The list with its figures, the dashboard's chart, and the header's link to /sourcing.
  await visit(staff, routes.adminSourcing);
  await expect(staff.getByRole('img', { name: new RegExp(src('staff.figures.perWeek')) })).toBeVisible();
  await shots(staff, 'sourcing-staff-list');
  await visit(staff, routes.admin);
  await expect(staff.getByRole('img', { name: new RegExp(src('staff.figures.perWeek')) })).toBeVisible();
  await shots(staff, 'console-dashboard');
  await visit(visitor, routes.home);
  const nav = visitor.getByRole('navigation', { name: text('zh-CN', 'common', 'nav.mainNav') });
  await shots(visitor, 'header');
  await nav.getByRole('link', { name: text('zh-CN', 'common', 'nav.sourcing'), exact: true }).click();
  await expect(visitor).toHaveURL(new RegExp(`${routes.sourcing}$`));
  // On a phone the link is in the menu.
  await visitor.setViewportSize({ width: 360, height: 740 });
  await visit(visitor, routes.home);
  await visitor.getByRole('button', { name: text('zh-CN', 'common', 'nav.menu') }).click();
  await expect(nav.getByRole('link', { name: text('zh-CN', 'common', 'nav.sourcing'), exact: true })).toBeVisible();
  if (process.env.SHOTS_DIR) await visitor.screenshot({ path: `${process.env.SHOTS_DIR}/header-menu-360.png` });
});
