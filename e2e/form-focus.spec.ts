import { randomInt } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { routes, withQuery } from '../lib/routes';
import { signUpMember } from './support/people';
import { text, visit } from './support/site';
import { fillRegistrationForm } from './support/registration-form';
import { expect, test } from './support/test';

/**
 * Errors where the eye is, and confirmations that behave as dialogs: a repeat registration on a phone sees the
 * 409 in view and focused; the ticket's 取消报名 step focuses its way out, closes on Esc and gives the focus back.
 * And the rough edges around them: the public forgot-password page without the staff note, /join-us's 投递简历
 * naming the online form, a new member's welcome, the editor's empty link box, back-to-top off the controls.
 * SHOTS_DIR=<dir> also saves screenshots of each at 360 and 1280 px.
 */

const act = (key: string) => text('zh-CN', 'activity', key);
const pub = (key: string) => text('zh-CN', 'publish', key);
const jobs = (key: string) => text('zh-CN', 'join-us', key);
const newMobile = () => `137${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

async function openActivity(request: APIRequestContext): Promise<{ id: number }> {
  for (let id = 1; id <= 20; id += 1) {
    const response = await request.get(`/api/activities/${id}`);
    if (!response.ok()) continue;
    const activity = (await response.json()) as { id: number; state: string; seatsLeft: number };
    if (activity.state === 'open' && activity.seatsLeft >= 5) return activity;
  }
  throw new Error('no seeded activity is open');
}

async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}-${page.viewportSize()?.width}.png` });
}

/** Whether the element is wholly inside the window, and is the focused element. */
const inViewAndFocused = (element: Element) => {
  const box = element.getBoundingClientRect();
  return { inView: box.top >= 0 && box.bottom <= window.innerHeight && box.left >= 0 && box.right <= window.innerWidth, focused: document.activeElement === element };
};

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 360 ? 740 : 800 } });

    test('a repeat registration with a known number sees the 409 in view and focused, with what it offers', async ({ page, request }) => {
      const activity = await openActivity(request);
      const mobile = newMobile();
      const created = await request.post(`/api/activities/${activity.id}/registrations`, {
        data: { name: '李雷', mobile, company: '东方工厂', position: '厂长', audience: 'factory', quantity: 1, consent: true },
      });
      expect(created.status()).toBe(201);

      await visit(page, withQuery(routes.activityRegister, { id: activity.id }));
      await fillRegistrationForm(page, { name: '李雷', mobile });
      const submit = page.getByRole('button', { name: act('form.submit') });
      await submit.scrollIntoViewIfNeeded();
      await submit.click();
      const alert = page.locator('form').getByRole('alert');
      await expect(alert).toContainText(act('form.alreadyRegistered'));
      // In view (it glides there) and focused: read out, and Tab goes on to its link and resend button.
      await expect.poll(() => alert.evaluate(inViewAndFocused)).toEqual({ inView: true, focused: true });
      await expect(alert.getByRole('link', { name: act('form.alreadyRegisteredLink') })).toBeVisible();
      await shot(page, 'registration-409');
      await page.keyboard.press('Tab');
      await expect(alert.getByRole('link', { name: act('form.alreadyRegisteredLink') })).toBeFocused();
    });

    test('the ticket’s 取消报名 step: its way out has the focus, Esc closes it and the focus returns to 取消报名', async ({ page, request }) => {
      const activity = await openActivity(request);
      await visit(page, withQuery(routes.activityRegister, { id: activity.id }));
      await fillRegistrationForm(page, { name: '韩梅梅', mobile: newMobile() });
      await page.getByRole('button', { name: act('form.submit') }).click();
      await expect(page.getByRole('heading', { level: 2, name: act('ticket.confirmed') })).toBeFocused();

      const cancel = page.getByRole('button', { name: act('ticket.cancel') });
      await cancel.click();
      const question = page.getByRole('group', { name: act('ticket.cancelQuestion') });
      await expect(question).toBeVisible();
      await expect(question.getByRole('button', { name: act('ticket.cancelNo') })).toBeFocused();
      await shot(page, 'cancel-confirmation');
      await page.keyboard.press('Escape');
      await expect(question).toHaveCount(0);
      await expect(cancel).toBeFocused();

      // Keyboard only: Enter opens it again, Tab reaches the action, which cancels.
      await page.keyboard.press('Enter');
      await expect(question.getByRole('button', { name: act('ticket.cancelNo') })).toBeFocused();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 2, name: act('ticket.cancelled') })).toBeFocused();
    });

    test('the forgot-password page says nothing meant for staff; /join-us offers the online form as well as e-mail', async ({ page }) => {
      await visit(page, routes.forgotPassword);
      await expect(page.getByRole('heading', { level: 1, name: text('zh-CN', 'common', 'routes.forgotPassword.title') })).toBeVisible();
      await expect(page.getByText(/员工账号|用户名登录/)).toHaveCount(0);
      await shot(page, 'forgot-password');

      await visit(page, `${routes.joinUs}#email`);
      const section = page.locator('#email');
      await expect(section.getByRole('heading', { name: jobs('email.onlineTitle') })).toBeVisible();
      await expect(section.getByRole('heading', { name: jobs('email.byEmailTitle') })).toBeVisible();
      await section.getByRole('heading', { name: jobs('email.onlineTitle') }).scrollIntoViewIfNeeded();
      await shot(page, 'join-us-apply');
      await section.getByRole('link', { name: jobs('email.onlineButton') }).click();
      await expect(page).toHaveURL(/#positions$/);
    });

    test('a new member is welcomed with what to do next; the editor’s link box opens empty for a word', async ({ page }) => {
      await signUpMember(page, '新会员');
      await visit(page, withQuery(routes.account, { welcome: 1 }));
      await expect(page.getByRole('heading', { name: '欢迎加入，新会员！' })).toBeFocused();
      await shot(page, 'account-welcome');
      await visit(page, routes.account);
      await expect(page.getByRole('heading', { name: '欢迎加入，新会员！' })).toHaveCount(0);

      await visit(page, routes.publish);
      const editor = page.locator('.ql-editor');
      await expect(editor).toBeVisible({ timeout: 15_000 });
      await editor.click();
      await page.keyboard.type('展会');
      await page.keyboard.press('ControlOrMeta+A');
      await page.getByRole('button', { name: pub('editor.toolbar.link') }).click();
      const box = page.getByRole('textbox', { name: pub('editor.tooltip.textbox') });
      await expect(box).toBeVisible();
      await expect(box).toHaveValue('');
      await shot(page, 'editor-link-box');
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('back-to-top stays off the page while the visitor reads on down, and shows when they scroll back up', async ({ page }) => {
    await visit(page, routes.privacy);
    const button = page.getByRole('button', { name: text('zh-CN', 'common', 'backToTop') });
    await page.mouse.move(180, 400);
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.waitForTimeout(300);
    await expect(button).toBeHidden();
    await page.mouse.wheel(0, -300);
    await expect(button).toBeVisible();
    await shot(page, 'back-to-top-up');
  });
});
