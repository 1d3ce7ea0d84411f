import { randomInt } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { routes, withQuery } from '../lib/routes';
import { text, visit } from './support/site';
import { fillRegistrationForm } from './support/registration-form';
import { expect, test } from './support/test';

/**
 * A registration is private to whoever made it. The browser that registered
 * sees its ticket again after a reload, after "back" and when it cancels
 * without typing anything; a stranger who types the same mobile number into
 * the form on another phone gets a neutral answer, never the name or the code,
 * and opening the ticket's address shows them only the look-up form.
 */

const act = (key: string) => text('zh-CN', 'activity', key);
const newMobile = () => `139${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

async function openActivity(request: APIRequestContext): Promise<{ id: number; title: string }> {
  for (let id = 1; id <= 20; id += 1) {
    const response = await request.get(`/api/activities/${id}`);
    if (!response.ok()) continue;
    const activity = (await response.json()) as { id: number; title: string; state: string; seatsLeft: number };
    if (activity.state === 'open' && activity.seatsLeft >= 5) return activity;
  }
  throw new Error('no seeded activity is open');
}

test('the registrant keeps their ticket; a stranger with the same mobile number learns nothing of it', async ({ page, request, browser }) => {
  const activity = await openActivity(request);
  const registerPath = withQuery(routes.activityRegister, { id: activity.id });
  const mobile = newMobile();
  const owner = `韩梅梅${randomInt(100, 999)}`;

  await visit(page, registerPath);
  await fillRegistrationForm(page, { name: owner, mobile });
  await page.getByRole('button', { name: act('form.submit') }).click();
  await expect(page.getByRole('heading', { level: 2, name: act('ticket.confirmed') })).toBeFocused();
  const code = (await page.locator('[data-code]').getAttribute('data-code'))!;

  // The capability is an HttpOnly cookie for the API only: page scripts cannot read it.
  const cookies = await page.context().cookies();
  const capability = cookies.find((cookie) => cookie.name === `tmz_reg_${code}`);
  expect(capability).toMatchObject({ httpOnly: true, path: '/api', sameSite: 'Lax' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('tmz_reg_');

  // A reload, and leaving then coming "back", show the ticket again — no mobile number kept in the tab.
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: act('ticket.confirmed') })).toBeVisible();
  await expect(page.getByText(owner)).toBeVisible();
  await visit(page, withQuery(routes.activity, { id: activity.id }));
  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: act('ticket.confirmed') })).toBeVisible();

  // A stranger, on another phone, types the same mobile number with another name.
  const strangerContext = await browser.newContext();
  const stranger = await strangerContext.newPage();
  await visit(stranger, registerPath);
  await fillRegistrationForm(stranger, { name: '陌生人', mobile });
  await stranger.getByRole('button', { name: act('form.submit') }).click();
  const alert = stranger.locator('form').getByRole('alert');
  await expect(alert).toContainText(act('form.alreadyRegistered'));
  await expect(stranger.getByText(owner)).toHaveCount(0);
  await expect(stranger.locator('[data-code]')).toHaveCount(0);
  // What they typed is still there; the link takes them to the look-up.
  await expect(stranger.getByLabel(`${act('form.name')} *`)).toHaveValue('陌生人');
  await alert.getByRole('link', { name: act('form.alreadyRegisteredLink') }).click();
  await expect(stranger).toHaveURL(/#my-registration$/);

  // Even with the ticket's address (the code), the stranger sees only the look-up form, its code filled in.
  await visit(stranger, withQuery(routes.activityRegister, { id: activity.id, code }));
  const lookup = stranger.locator('#my-registration');
  await expect(lookup.getByLabel(act('lookup.code'))).toHaveValue(code);
  await expect(stranger.getByText(owner)).toHaveCount(0);
  await expect(stranger.getByRole('heading', { level: 2, name: act('ticket.confirmed') })).toHaveCount(0);

  // The look-up sends the mobile number in a POST body, not in an address a proxy would log.
  const [lookupRequest] = await Promise.all([
    stranger.waitForRequest('**/api/registrations/lookup'),
    (async () => {
      await lookup.getByLabel(act('lookup.contact')).fill(mobile);
      await lookup.getByRole('button', { name: act('lookup.submit') }).click();
    })(),
  ]);
  expect(lookupRequest.method()).toBe('POST');
  expect(new URL(lookupRequest.url()).search).toBe('');
  expect(lookupRequest.postDataJSON()).toEqual({ mobile, email: '', code });
  await strangerContext.close();

  // The registrant cancels from the restored ticket without typing the number: the cookie proves it.
  await page.reload();
  await page.getByRole('button', { name: act('ticket.cancel') }).click();
  await page.getByRole('button', { name: act('ticket.cancelYes') }).click();
  await expect(page.getByRole('heading', { level: 2, name: act('ticket.cancelled') })).toBeVisible();
});
