import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { routes } from '../lib/routes';
import { logInAsStaff } from './support/people';
import { ACCOUNT_ROUTE_KEYS, appReady, localized, ROUTE_KEYS, seededId, text, visit, workingUrl } from './support/site';
import { expect, test } from './support/test';

/** axe-core on every route (zh-CN) and a handful in English: no serious or critical violations. */

const BLOCKING = new Set(['serious', 'critical']);

async function expectNoSeriousViolations(page: Page) {
  // Only violations are reported in detail (axe skips the node lists of passes: much faster).
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  const report = blocking
    .map(
      (v) =>
        `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n` +
        v.nodes
          .slice(0, 5)
          .map((n) => `    ${n.target.join(' ')}\n      ${n.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`)
          .join('\n'),
    )
    .join('\n');
  expect(blocking.length, `axe violations:\n${report}`).toBe(0);
}

async function open(page: Page, url: string) {
  await visit(page, url);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

const ENGLISH = [routes.home, routes.brand, routes.tmz, routes.joinUs, routes.privacy, routes.login, routes.card];

for (const key of ROUTE_KEYS) {
  test(`${routes[key]} has no serious or critical accessibility violations`, async ({ page, request }) => {
    await open(page, await workingUrl(request, key));
    await expectNoSeriousViolations(page);
  });
}

for (const url of ENGLISH.map((path) => localized(path, 'en'))) {
  test(`${url} has no serious or critical accessibility violations`, async ({ page }) => {
    await open(page, url);
    await expectNoSeriousViolations(page);
  });
}

// Every page of the staff console, as the admin sees it (with the admin-only pages); a show's floor editor with a seeded show.
for (const key of ACCOUNT_ROUTE_KEYS.filter((route) => route.startsWith('admin'))) {
  test(`the console's ${routes[key]} has no serious or critical accessibility violations`, async ({ page }) => {
    await logInAsStaff(page, 'admin');
    await open(page, key === 'adminShowFloor' ? `${routes[key]}?id=${await seededId(page.request, 'activityExhibitors')}` : routes[key]);
    await expectNoSeriousViolations(page);
  });
}

test('the 404 page has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/no-such-page');
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('the open login dialog has no serious or critical accessibility violations', async ({ page }) => {
  await open(page, routes.privacy);
  await page.getByRole('button', { name: text('zh-CN', 'common', 'login.button'), exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousViolations(page);
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the open phone menu has no serious or critical accessibility violations', async ({ page }) => {
    await open(page, routes.home);
    await page.getByRole('button', { name: text('zh-CN', 'common', 'nav.menu') }).click();
    await expect(page.getByRole('navigation', { name: text('zh-CN', 'common', 'nav.mainNav') })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
