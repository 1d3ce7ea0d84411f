import type { APIRequestContext } from '@playwright/test';
import { routes, withQuery } from '../lib/routes';
import { newMobile, signUpMember } from './support/people';
import { sectionOffset, text, visit } from './support/site';
import { fillRegistrationForm } from './support/registration-form';
import { expect, test } from './support/test';

/**
 * /account as the member's home (issue 36): a member registers logged in, finds the registration on /account
 * and opens its ticket from there; the registration page then says they are registered — in another browser
 * too, by the account alone. And "我的报名" lands at the look-up, its first field focused.
 */

const act = (key: string) => text('zh-CN', 'activity', key);
const acc = (key: string) => text('zh-CN', 'account', key);

/** A seeded activity open for registration with seats left, found through the API. */
async function openActivity(request: APIRequestContext): Promise<{ id: number; title: string }> {
  for (let id = 1; id <= 20; id += 1) {
    const response = await request.get(`/api/activities/${id}`);
    if (!response.ok()) continue;
    const activity = (await response.json()) as { id: number; title: string; state: string; seatsLeft: number };
    if (activity.state === 'open' && activity.seatsLeft >= 5) return activity;
  }
  throw new Error('no seeded activity is open');
}

test('a member registers, finds it on /account, opens its ticket; the registration page then says they are registered, on any device', async ({
  page,
  browser,
  request,
}) => {
  // Three browsers and a dozen pages: more than one page's usual time.
  test.setTimeout(90_000);
  const activity = await openActivity(request);
  await signUpMember(page, '会员中心测试');

  // Nothing yet: each list says so and where to go.
  await visit(page, routes.account);
  const registrationsCard = page.locator('#my-registrations');
  await expect(registrationsCard.getByRole('heading', { level: 2, name: acc('records.registrations') })).toBeVisible();
  await expect(registrationsCard.getByText(acc('records.registrationsEmpty'))).toBeVisible();
  await expect(registrationsCard.getByRole('link', { name: acc('records.toActivities') })).toHaveAttribute('href', routes.activities);
  await expect(page.locator('#my-applications').getByText(acc('records.applicationsEmpty'))).toBeVisible();
  await expect(page.locator('#my-submissions').getByText(acc('records.submissionsEmpty'))).toBeVisible();

  // Registers (for a colleague's number: the account, not the number, makes it the member's).
  await visit(page, withQuery(routes.activityRegister, { id: activity.id }));
  await expect(page.getByRole('heading', { level: 2, name: act('mine.title') })).toHaveCount(0);
  await fillRegistrationForm(page, { name: '韩梅梅', mobile: newMobile('136') });
  await page.getByRole('button', { name: act('form.submit') }).click();
  await expect(page.getByRole('heading', { level: 2, name: act('ticket.confirmed') })).toBeFocused();
  const code = (await page.locator('[data-code]').getAttribute('data-code'))!;

  // /account lists it, with its status and code; its title opens the ticket.
  await visit(page, routes.account);
  const item = registrationsCard.getByRole('listitem').filter({ hasText: activity.title });
  await expect(item).toHaveCount(1);
  await expect(item.getByText(acc('records.registrationStatus.confirmed'))).toBeVisible();
  await expect(item.getByText(code)).toBeVisible();
  await item.getByRole('link', { name: activity.title }).click();
  await expect(page).toHaveURL(withQuery(routes.activityRegister, { id: activity.id, code }));
  await expect(page.getByRole('heading', { level: 2, name: act('ticket.confirmed') })).toBeVisible();
  await expect(page.locator('[data-code]')).toHaveAttribute('data-code', code);

  // Back on the registration page: "you are registered", with the way to the ticket, above the form.
  await visit(page, withQuery(routes.activityRegister, { id: activity.id }));
  const notice = page.locator('section', { has: page.getByRole('heading', { level: 2, name: act('mine.title') }) });
  await expect(notice).toBeVisible();
  await expect(page.getByText(act('mine.status.confirmed'))).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: act('form.title') })).toBeVisible();

  // Another browser, logged in to the same account (no capability cookie): the notice, and the ticket behind it.
  const session = (await page.context().cookies()).find((cookie) => cookie.name.endsWith('tmz_session'))!;
  const other = await browser.newContext();
  await other.addCookies([session]);
  const elsewhere = await other.newPage();
  await visit(elsewhere, withQuery(routes.activityRegister, { id: activity.id }));
  expect((await other.cookies()).filter((cookie) => cookie.name.includes('tmz_reg_'))).toEqual([]);
  await elsewhere.getByRole('link', { name: act('mine.open') }).click();
  await expect(elsewhere.getByRole('heading', { level: 2, name: act('ticket.confirmed') })).toBeVisible();
  await expect(elsewhere.locator('[data-code]')).toHaveAttribute('data-code', code);
  await other.close();

  // A visitor with neither: the form alone.
  const stranger = await (await browser.newContext()).newPage();
  await visit(stranger, withQuery(routes.activityRegister, { id: activity.id }));
  await expect(stranger.getByRole('heading', { level: 2, name: act('form.title') })).toBeVisible();
  await expect(stranger.getByRole('heading', { level: 2, name: act('mine.title') })).toHaveCount(0);
  await stranger.context().close();
});

test('"我的报名" on an activity’s page lands at the look-up, below the header, with its first field focused', async ({ page, request }) => {
  const activity = await openActivity(request);
  await page.setViewportSize({ width: 360, height: 740 });
  await visit(page, withQuery(routes.activity, { id: activity.id }));
  await page.locator('#main').getByRole('link', { name: act('lookup.title'), exact: true }).click();
  await expect(page).toHaveURL(`${withQuery(routes.activityRegister, { id: activity.id })}#my-registration`);
  const lookup = page.locator('#my-registration');
  await expect(lookup.getByLabel(act('form.mobile'))).toBeFocused();
  await expect.poll(async () => {
    const offset = await sectionOffset(page, '#my-registration');
    return offset ? offset.section - offset.header : null;
  }).toBeGreaterThanOrEqual(-1);
  const offset = (await sectionOffset(page, '#my-registration'))!;
  // Its title is in view just below the fixed header, not under it or a screen further down.
  expect(offset.section - offset.header).toBeLessThan(40);

  // Opened directly (a bookmark, a link from elsewhere): the same.
  await page.goto('about:blank');
  await visit(page, `${withQuery(routes.activityRegister, { id: activity.id })}#my-registration`);
  await expect(lookup.getByLabel(act('form.mobile'))).toBeFocused();
  const direct = (await sectionOffset(page, '#my-registration'))!;
  expect(direct.section - direct.header).toBeGreaterThanOrEqual(-1);
  expect(direct.section - direct.header).toBeLessThan(40);
});
