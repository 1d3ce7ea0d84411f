import { randomInt } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { routes, withQuery } from '../lib/routes';
import { logInAsStaff, newMobile } from './support/people';
import { text, visit } from './support/site';
import { expect, test } from './support/test';

/**
 * Messages reach the people a change concerns. With one seat: a first visitor
 * registers, a second joins the waitlist, the first cancels — and the second
 * is told by SMS that the seat is theirs (listed for staff at /admin/messages,
 * since the e2e servers send with the log transport). The link in that SMS
 * opens the ticket on a phone that never registered. A repeat of a number from
 * another browser offers to resend the ticket to that number, and only there.
 */

const act = (key: string) => text('zh-CN', 'activity', key);
const HOUR = 3_600_000;
/** "YYYY-MM-DDTHH:mm" in China time, as the console's fields take it. */
const chinaLocal = (date: Date) => new Date(date.getTime() + 8 * HOUR).toISOString().slice(0, 16);

interface Listed {
  kind: string;
  status: string;
  recipient: string;
  text: string;
}

/** An activity with one seat, open for registration now, made through the console's API as an editor. */
async function oneSeatActivity(staff: APIRequestContext, title: string): Promise<number> {
  const now = Date.now();
  const response = await staff.post('/api/admin/activities', {
    data: {
      title,
      summary: '只有一个名额的闭门交流会，候补按顺序递补。',
      kind: 'salon',
      online: false,
      venue: '会展中心 3 号馆',
      address: '上海市浦东新区龙阳路 2345 号',
      city: '上海',
      startsAt: chinaLocal(new Date(now + 72 * HOUR)),
      endsAt: chinaLocal(new Date(now + 74 * HOUR)),
      capacity: 1,
      perRegistrationLimit: 1,
      registrationOpensAt: chinaLocal(new Date(now - HOUR)),
      registrationClosesAt: chinaLocal(new Date(now + 48 * HOUR)),
      agenda: [],
      published: true,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { activity: { id: number } }).activity.id;
}

async function register(page: Page, activityId: number, name: string, mobile: string) {
  await visit(page, withQuery(routes.activityRegister, { id: activityId }));
  await page.getByLabel(`${act('form.name')} *`).fill(name);
  await page.getByLabel(act('form.mobile'), { exact: true }).fill(mobile);
  await page.getByLabel(`${act('form.company')} *`).fill('杭州青禾服饰有限公司');
  await page.getByLabel(`${act('form.position')} *`).fill('采购经理');
  await page.getByLabel(`${act('form.audience')} *`).selectOption('retailer');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: act('form.submit') }).click();
}

/** The messages to a number of one kind, as staff see them, once the worker has sent them. */
async function sentTo(staff: APIRequestContext, mobile: string, kind: string): Promise<Listed[]> {
  let found: Listed[] = [];
  await expect
    .poll(async () => {
      const response = await staff.get(withQuery('/api/admin/messages', { recipient: mobile, kind }));
      found = ((await response.json()) as { messages: Listed[] }).messages;
      return found.map((message) => message.status);
    })
    .toEqual(['sent']);
  return found;
}

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  return context.newPage();
}

test('a cancellation moves the waitlist up and the promoted person is told; the link in their SMS opens the ticket', async ({ page, browser }) => {
  await logInAsStaff(page, 'editor');
  const title = `闭门交流会 ${randomInt(10_000, 99_999)}`;
  const activityId = await oneSeatActivity(page.request, title);
  const [firstMobile, secondMobile] = [newMobile('134'), newMobile('134')];

  const first = await phone(browser);
  await register(first, activityId, '李雷', firstMobile);
  await expect(first.getByRole('heading', { level: 2, name: act('ticket.confirmed') })).toBeVisible();
  const confirmation = await sentTo(page.request, firstMobile, 'registration_confirmed');
  expect(confirmation[0]!.text).toContain(title.slice(0, 5));

  const second = await phone(browser);
  await register(second, activityId, '韩梅梅', secondMobile);
  await expect(second.getByRole('heading', { level: 2, name: act('ticket.waitlisted') })).toBeVisible();
  expect((await sentTo(page.request, secondMobile, 'registration_waitlisted'))[0]!.text).toContain('候补第 1 位');

  // The first cancels on their ticket: the seat goes to the second, who is told.
  await first.getByRole('button', { name: act('ticket.cancel') }).click();
  await first.getByRole('button', { name: act('ticket.cancelYes') }).click();
  await expect(first.getByRole('heading', { level: 2, name: act('ticket.cancelled') })).toBeVisible();
  await sentTo(page.request, firstMobile, 'registration_cancelled');
  const [promoted] = await sentTo(page.request, secondMobile, 'registration_promoted');
  expect(promoted!.text).toMatch(/^候补成功「/);

  // Staff see it in the console's list.
  await visit(page, withQuery(routes.adminMessages, { recipient: secondMobile }));
  await expect(page.getByRole('row').filter({ hasText: text('zh-CN', 'console', 'messages.kinds.registration_promoted') })).toBeVisible();

  // The SMS's link opens the ticket on a phone that never registered (the key is its proof), now confirmed.
  const link = /https?:\/\/\S+\/t\/[A-Z2-9]{12}[A-Za-z0-9_-]{10}/.exec(promoted!.text)?.[0];
  expect(link).toBeTruthy();
  const stranger = await phone(browser);
  await stranger.goto(new URL(link!).pathname);
  await expect(stranger).toHaveURL(new RegExp(`/activityDetail/register\\?id=${activityId}&code=[A-Z2-9]{12}#key=`));
  await expect(stranger.getByRole('heading', { level: 2, name: act('ticket.confirmed') })).toBeVisible();
  await expect(stranger.getByText('韩梅梅')).toBeVisible();
  // A link with another key opens nothing.
  const wrong = await stranger.goto(`${new URL(link!).pathname.slice(0, -1)}${link!.endsWith('A') ? 'B' : 'A'}`);
  expect(wrong?.status()).toBe(404);
});

test('a repeat of a number from another browser offers to resend the ticket, and it goes to that number only', async ({ page, browser }) => {
  await logInAsStaff(page, 'editor');
  const activityId = await oneSeatActivity(page.request, `新品品鉴会 ${randomInt(10_000, 99_999)}`);
  const mobile = newMobile('134');
  const owner = await phone(browser);
  await register(owner, activityId, '王芳', mobile);
  await expect(owner.getByRole('heading', { level: 2, name: act('ticket.confirmed') })).toBeVisible();

  const other = await phone(browser);
  await register(other, activityId, '王芳', mobile);
  await expect(other.getByText(act('form.alreadyRegistered'))).toBeVisible();
  await other.getByRole('button', { name: act('form.resend') }).click();
  await expect(other.getByRole('status').filter({ hasText: act('form.resent') })).toBeVisible();
  const [ticket] = await sentTo(page.request, mobile, 'registration_ticket');
  expect(ticket!.recipient).toBe(`${mobile.slice(0, 3)}****${mobile.slice(7)}`);
  // Pressed again at once: refused for a minute, and said so.
  await other.getByRole('button', { name: act('form.resend') }).click();
  await expect(other.getByRole('status').filter({ hasText: '分钟后再试' })).toBeVisible();
});
