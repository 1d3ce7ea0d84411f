import { randomInt } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { routes, withQuery } from '../lib/routes';
import { text, visit } from './support/site';
import { expect, test } from './support/test';

/**
 * An overseas visitor on the English site: registers with a UK number (+44 7700 900123) and an e-mail address,
 * sees the ticket, and finds the registration again under "My registration" by the e-mail address and code.
 * Also: the country chooser puts the country's code before a national number.
 */

const en = (key: string) => text('en', 'activity', key);

/** A seeded open activity with seats (ids are the seed's order). */
async function openActivity(request: APIRequestContext): Promise<{ id: number; title: string }> {
  for (let id = 1; id <= 20; id += 1) {
    const response = await request.get(`/api/activities/${id}`);
    if (!response.ok()) continue;
    const activity = (await response.json()) as { id: number; title: string; state: string; seatsLeft: number };
    if (activity.state === 'open' && activity.seatsLeft >= 5) return activity;
  }
  throw new Error('no seeded activity is open');
}

async function fillPerson(form: ReturnType<Page['locator']>, name: string) {
  await form.getByLabel(`${en('form.name')} *`).fill(name);
  await form.getByLabel(`${en('form.company')} *`).fill('Smith & Daughters Ltd');
  await form.getByLabel(`${en('form.position')} *`).fill('Head of Buying');
  await form.getByLabel(`${en('form.audience')} *`).selectOption('retailer');
  await form.getByRole('checkbox').check();
}

test('an overseas visitor registers with +44 7700 900123 and an e-mail address on the English site and sees the ticket', async ({ page, request }) => {
  const activity = await openActivity(request);
  // A number of the UK's range for drama (07700 900xxx), different in each run so that a rerun is not a repeat.
  const local = `7700 900${String(randomInt(0, 1000)).padStart(3, '0')}`;
  const email = `jane.${randomInt(0, 1_000_000_000)}@example.co.uk`;
  await visit(page, `/en${withQuery(routes.activityRegister, { id: activity.id })}`);
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: en('form.submit'), exact: true }) });

  await fillPerson(form, 'Jane Smith');
  // Without its country code the number is refused, with a hint that names the way.
  await form.getByLabel(en('form.mobile'), { exact: true }).fill(local);
  await form.getByLabel(en('form.email'), { exact: true }).fill(email);
  await form.getByRole('button', { name: en('form.submit'), exact: true }).click();
  await expect(form.getByText(en('form.errors.mobileFormat'))).toBeVisible();
  await expect(form.getByLabel(en('form.mobile'), { exact: true })).toBeFocused();

  await form.getByLabel(en('form.mobile'), { exact: true }).fill(`+44 ${local}`);
  await form.getByRole('button', { name: en('form.submit'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: en('ticket.confirmed') })).toBeFocused();
  const code = (await page.locator('[data-code]').getAttribute('data-code'))!;
  expect(code).toMatch(/^[A-HJ-NP-Z2-9]{12}$/);
  await expect(page.getByText('Jane Smith').first()).toBeVisible();
  await expect(page.getByRole('img', { name: en('ticket.qrLabel').replace('{{code}}', code) })).toBeVisible();

  // Elsewhere (another browser): "My registration" by the e-mail address and the code.
  const other = await (await page.context().browser()!.newContext()).newPage();
  await visit(other, `/en${withQuery(routes.activityRegister, { id: activity.id })}`);
  const lookup = other.locator('form').filter({ has: other.getByRole('button', { name: en('lookup.submit'), exact: true }) });
  await lookup.getByLabel(en('lookup.contact')).fill(email.toUpperCase());
  await lookup.getByLabel(en('lookup.code')).fill(code);
  await lookup.getByRole('button', { name: en('lookup.submit'), exact: true }).click();
  await expect(other.getByRole('heading', { level: 2, name: en('ticket.confirmed') })).toBeVisible();
  await expect(other.locator('[data-code]')).toHaveAttribute('data-code', code);
  await other.context().close();
});

test('the country chooser puts the chosen country’s code before a national number', async ({ page, request }) => {
  const activity = await openActivity(request);
  await visit(page, `/en${withQuery(routes.activityRegister, { id: activity.id })}`);
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: en('form.submit'), exact: true }) });
  await fillPerson(form, 'Chan Tai Man');
  await form.getByLabel(text('en', 'common', 'phone.country')).selectOption('HK');
  await form.getByLabel(en('form.mobile'), { exact: true }).fill(`6${String(randomInt(0, 10_000_000)).padStart(7, '0')}`);
  await form.getByLabel(en('form.email'), { exact: true }).fill(`chan.${randomInt(0, 1_000_000_000)}@example.com.hk`);
  await form.getByRole('button', { name: en('form.submit'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: en('ticket.confirmed') })).toBeFocused();
});
