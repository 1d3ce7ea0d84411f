import { randomInt } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { routes, withQuery } from '../lib/routes';
import { pdfText } from '../tests/server/support/pdf-text';
import { logInAsStaff } from './support/people';
import { WECHAT_UA } from './support/servers';
import { text, visit } from './support/site';
import { fillRegistrationForm } from './support/registration-form';
import { expect, test } from './support/test';

/**
 * A ticket to keep: from the ticket page the registrant downloads the PDF
 * ticket (the code and name are in it as text), the QR code as an image for
 * the photo album and the calendar file; in WeChat the QR code is an image to
 * press and hold. A cancelled registration's ticket link opens the ticket
 * page saying it is cancelled and when, with a button back to the form.
 * Screenshots of each state at 360 and 1280 px go to SCREENSHOT_DIR when set.
 */

const act = (key: string, values: Record<string, string | number> = {}) => {
  let value = text('zh-CN', 'activity', key);
  for (const [name, replacement] of Object.entries(values)) value = value.replace(`{{${name}}}`, String(replacement));
  return value;
};
const newMobile = () => `139${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
const grouped = (code: string) => code.replace(/(.{4})(?=.)/g, '$1 ');
const SHOTS = process.env.SCREENSHOT_DIR;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

/** A seeded activity taking registrations, in person (it has a QR code at the door), found through the API. */
async function openActivity(request: APIRequestContext): Promise<{ id: number; title: string }> {
  for (let id = 1; id <= 20; id += 1) {
    const response = await request.get(`/api/activities/${id}`);
    if (!response.ok()) continue;
    const activity = (await response.json()) as { id: number; title: string; state: string; seatsLeft: number; online: boolean };
    if (activity.state === 'open' && activity.seatsLeft >= 5 && !activity.online) return activity;
  }
  throw new Error('no seeded activity is open');
}

async function registerOnPage(page: Page, activityId: number, name: string): Promise<string> {
  await visit(page, withQuery(routes.activityRegister, { id: activityId }));
  await fillRegistrationForm(page, { name, mobile: newMobile() });
  await page.getByRole('button', { name: act('form.submit') }).click();
  await expect(page.getByRole('heading', { level: 2, name: act('ticket.confirmed') })).toBeFocused();
  return (await page.locator('[data-code]').getAttribute('data-code'))!;
}

test('the ticket page downloads the PDF ticket, the QR code as an image and the calendar file', async ({ page, request }) => {
  const activity = await openActivity(request);
  const name = `欧阳晓兰${randomInt(100, 999)}`;
  const code = await registerOnPage(page, activity.id, name);

  const pdfButton = page.getByRole('button', { name: act('ticket.downloadPdf') });
  const [pdf] = await Promise.all([page.waitForEvent('download'), pdfButton.click()]);
  expect(pdf.suggestedFilename()).toBe(`tmz-ticket-${code}.pdf`);
  const file = readFileSync((await pdf.path())!);
  expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pdfWords = pdfText(file);
  expect(pdfWords).toContain(grouped(code));
  expect(pdfWords).toContain(name);
  expect(pdfWords).toContain(activity.title.slice(0, 8));
  await expect(pdfButton).toBeEnabled();

  const [image] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: act('ticket.saveQr') }).click()]);
  expect(image.suggestedFilename()).toBe(`tmz-ticket-qr-${code}.png`);
  expect(readFileSync((await image.path())!).subarray(1, 4).toString('latin1')).toBe('PNG');

  const [calendar] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: act('ticket.addToCalendar') }).click()]);
  expect(calendar.suggestedFilename()).toBe(`activity-${activity.id}.ics`);
  expect(readFileSync((await calendar.path())!, 'utf8')).toContain('BEGIN:VEVENT');

  // Another browser, with the code alone, gets no PDF.
  expect((await request.get(`/api/registrations/${code}/ticket.pdf`)).status()).toBe(404);
  await shoot(page, 'ticket');
});

test.describe('in WeChat’s browser', () => {
  test.use({ userAgent: WECHAT_UA });

  test('the QR code is a PNG to press and hold, with the hint to save it to the album', async ({ page, request }) => {
    const activity = await openActivity(request);
    const code = await registerOnPage(page, activity.id, '韩梅梅');
    const qr = page.getByRole('img', { name: act('ticket.qrLabel', { code }) });
    await expect(qr).toHaveAttribute('src', `/api/registrations/${code}/qr?format=png`);
    await expect(qr).toHaveJSProperty('complete', true);
    expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(720);
    await expect(page.getByText(act('ticket.saveQrWechat'))).toBeVisible();
    // No download link WeChat cannot follow.
    await expect(page.getByRole('link', { name: act('ticket.saveQr') })).toHaveCount(0);
    // One hint for the files WeChat cannot save (the PDF and the calendar): open the page in the browser.
    await expect(page.getByText(text('zh-CN', 'common', 'download.wechatHint'))).toHaveCount(1);
    await shoot(page, 'ticket-wechat');
  });
});

/** The ticket link (/t/…) of a number's confirmation SMS, as staff read it at /admin/messages. */
async function ticketLinkOf(browser: Browser, mobile: string): Promise<string> {
  const context = await browser.newContext();
  const staff = await context.newPage();
  await logInAsStaff(staff, 'admin');
  let link = '';
  await expect
    .poll(async () => {
      const response = await staff.request.get(withQuery('/api/admin/messages', { recipient: mobile, kind: 'registration_confirmed', channel: 'sms' }));
      const { messages } = (await response.json()) as { messages: { status: string; text: string }[] };
      link = /https?:\/\/\S+\/t\/[A-Za-z0-9_-]+/.exec(messages.find((message) => message.status === 'sent')?.text ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  await context.close();
  return new URL(link).pathname;
}

test('a cancelled ticket’s link shows the ticket page saying it is cancelled and when, with a button back to the form', async ({ browser, request }) => {
  const activity = await openActivity(request);
  const mobile = newMobile();
  const created = await request.post(`/api/activities/${activity.id}/registrations`, {
    data: { name: '李雷', mobile, company: '杭州青禾服饰有限公司', position: '采购经理', audience: 'retailer', quantity: 1, consent: true },
  });
  expect(created.status()).toBe(201);
  const { registration } = (await created.json()) as { registration: { code: string } };
  const link = await ticketLinkOf(browser, mobile);

  // On the phone: the SMS link opens the ticket; it is cancelled there.
  const phone = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
  await visit(phone, link);
  await expect(phone.getByRole('heading', { level: 2, name: act('ticket.confirmed') })).toBeVisible();
  await phone.getByRole('button', { name: act('ticket.cancel') }).click();
  await phone.getByRole('button', { name: act('ticket.cancelYes') }).click();
  await expect(phone.getByRole('heading', { level: 2, name: act('ticket.cancelled') })).toBeVisible();
  await phone.context().close();

  // Later, the same link from the SMS, in another browser: no 404, the ticket page says so.
  const page = await (await browser.newContext()).newPage();
  const response = await page.goto(link);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`code=${registration.code}`));
  const ticket = page.getByRole('region', { name: act('ticket.cancelled') });
  await expect(ticket.getByRole('heading', { level: 2, name: act('ticket.cancelled') })).toBeVisible();
  await expect(ticket).toContainText(act('ticket.cancelledNote'));
  await expect(ticket).toContainText(/取消时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  await expect(ticket).toContainText(activity.title);
  await expect(ticket).toContainText(grouped(registration.code));
  // No ticket to keep any more.
  await expect(ticket.getByRole('button', { name: act('ticket.downloadPdf') })).toHaveCount(0);
  await expect(ticket.getByRole('img', { name: act('ticket.qrLabel', { code: registration.code }) })).toHaveCount(0);
  await shoot(page, 'ticket-cancelled');

  // 重新报名: the form, its heading focused, the address without the old code.
  await page.setViewportSize({ width: 1280, height: 900 });
  await ticket.getByRole('button', { name: act('ticket.registerAgain') }).click();
  const form = page.getByRole('heading', { level: 2, name: act('form.title') });
  await expect(form).toBeFocused();
  await expect(page).toHaveURL(withQuery(routes.activityRegister, { id: activity.id }));
  await expect(page.getByLabel(`${act('form.name')} *`)).toBeEmpty();

  // Registered again with the same number: the old SMS link still opens the cancelled ticket (no 404), which now
  // says so instead of offering 重新报名 a second time.
  const again = await request.post(`/api/activities/${activity.id}/registrations`, {
    data: { name: '李雷', mobile, company: '杭州青禾服饰有限公司', position: '采购经理', audience: 'retailer', quantity: 1, consent: true },
  });
  expect(again.status()).toBe(201);
  const later = await (await browser.newContext()).newPage();
  expect((await later.goto(link))?.status()).toBe(200);
  const old = later.getByRole('region', { name: act('ticket.cancelled') });
  await expect(old).toContainText(grouped(registration.code));
  await expect(old).toContainText(act('ticket.registeredAgainNote'));
  await expect(old.getByRole('button', { name: act('ticket.registerAgain') })).toHaveCount(0);
  await later.context().close();
});
