import { routes } from '../lib/routes';
import { text, visit } from './support/site';
import { expect, test } from './support/test';

/** The default layout's chrome: back-to-top, the phone menu, the language switch, the login dialog. */

const zh = (key: string) => text('zh-CN', 'common', key);
const en = (key: string) => text('en', 'common', key);

test('back-to-top appears on a long page after scrolling and returns to the top', async ({ page }) => {
  await visit(page, routes.privacy);
  const button = page.getByRole('button', { name: zh('backToTop') });
  await expect(button).toBeHidden();
  await page.mouse.move(640, 360);
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toBeHidden();
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the header menu button opens the navigation', async ({ page }) => {
    await visit(page, routes.privacy);
    const nav = page.getByRole('navigation', { name: zh('nav.mainNav') });
    const brandLink = nav.getByRole('link', { name: zh('nav.brand'), exact: true });
    const menu = page.getByRole('button', { name: zh('nav.menu') });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(brandLink).toBeHidden();
    const bars = (element: Element) => ['::before', '::after'].map((pseudo) => getComputedStyle(element, pseudo).transform);
    await expect.poll(() => menu.locator('[aria-hidden="true"]').evaluate(bars)).toEqual(['none', 'none']);
    await menu.click();
    const close = page.getByRole('button', { name: zh('nav.closeMenu') });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    // The three bars turn into ✕.
    await expect.poll(() => close.locator('[aria-hidden="true"]').evaluate(bars)).not.toContain('none');
    await expect(brandLink).toBeVisible();
    // The open panel fills the screen below the header (nothing may clip it to the header's height).
    expect((await nav.boundingBox())?.height).toBeGreaterThan(600);
    await brandLink.click();
    await expect(page).toHaveURL(routes.brand);
    await expect(brandLink).toBeHidden();
  });
});

test('the language switch leads from /brand to /en/brand', async ({ page }) => {
  await visit(page, routes.brand);
  await page.getByRole('link', { name: zh('language.switchLabel') }).click();
  await expect(page).toHaveURL('/en/brand');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('navigation', { name: en('nav.mainNav') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the header login button opens the login dialog; Escape closes it', async ({ page }) => {
  await visit(page, routes.privacy);
  await page.getByRole('button', { name: zh('login.button'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: zh('login.dialogTitle') });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(zh('login.member.account'))).toBeVisible();
  await expect(dialog.getByLabel(zh('login.password'), { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
