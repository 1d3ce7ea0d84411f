import { routes } from '../lib/routes';
import { text, visit } from './support/site';
import { expect, test } from './support/test';

test('going offline shows a notice, which goes away back online', async ({ page, context }) => {
  await visit(page, routes.privacy);
  const notice = page.getByRole('status').filter({ hasText: text('zh-CN', 'common', 'offline') });
  await expect(notice).toHaveCount(0);
  await context.setOffline(true);
  await expect(notice).toBeVisible();
  await context.setOffline(false);
  await expect(notice).toHaveCount(0);
});

test('the offline notice is in English on English pages', async ({ page, context }) => {
  await visit(page, `/en${routes.privacy}`);
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: text('en', 'common', 'offline') })).toBeVisible();
  await context.setOffline(false);
});
