import { randomInt } from 'node:crypto';
import { routes, sourcingPath } from '../lib/routes';
import { logInAsEditor, signUpMember } from './support/people';
import { text, visit } from './support/site';
import { certify, shots } from './support/sourcing';
import { expect, test } from './support/test';

/**
 * Quotes on sourcing requests (issue 38, item 3): a certified brand's request is live; a certified factory quotes
 * on it (contact details in the message refused on the field), revises it (a new version; a stale one is refused
 * and the form keeps what was typed), withdraws it and sends it again; the brand sees the quote and its history on
 * the request's page; a visitor and a member of no certified company see no quote, only why they cannot quote;
 * /account lists the requests and the quotes.
 * SHOTS_DIR=<dir> keeps screenshots at 360 and 1280 px.
 */

const src = (key: string) => text('zh-CN', 'sourcing', key);

test('a factory quotes, revises, withdraws and quotes again; the buyer sees the quote and its history; others see none', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const run = randomInt(0, 100_000);
  const title = `针织开衫 ${run} 件`;
  const factoryName = `绍兴云杉针织厂 ${run}`;
  const staff = await (await browser.newContext()).newPage();
  await logInAsEditor(staff);

  // 1. A certified brand's request, approved by staff (through the API: posting has its own journey).
  await signUpMember(page, '林悦');
  await certify(page, staff, 'brand', `杭州青禾品牌 ${run}`);
  const posted = await page.request.post('/api/sourcing', {
    data: {
      title,
      categoryId: 1,
      description: '<p>美丽诺羊毛，12 针，三种颜色。</p>',
      quantity: 3000,
      unit: 'piece',
      region: '浙江杭州',
      neededBy: new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10),
      kindsWanted: ['factory'],
      openDays: 30,
    },
  });
  expect(posted.status()).toBe(201);
  const { request } = (await posted.json()) as { request: { id: number } };
  expect((await staff.request.post(`/api/admin/sourcing/${request.id}/review`, { data: { decision: 'approve', note: '' } })).status()).toBe(200);

  // 2. A visitor sees no quote form, only that quoting needs a login.
  const visitor = await (await browser.newContext()).newPage();
  await visit(visitor, sourcingPath(request.id));
  const visitorQuotes = visitor.getByRole('region', { name: src('quote.title'), exact: true });
  await expect(visitorQuotes.getByRole('heading', { name: src('quote.refused.loginTitle') })).toBeVisible();
  await expect(visitorQuotes.getByRole('link', { name: src('quote.refused.login') })).toBeVisible();
  await shots(visitor, 'sourcing-quote-visitor');

  // 3. A factory's member: before certification it is told to get certified; after it, it quotes.
  const factory = await (await browser.newContext()).newPage();
  await signUpMember(factory, '陈厂长');
  await visit(factory, sourcingPath(request.id));
  await expect(factory.getByRole('heading', { name: src('quote.refused.not_certifiedTitle') })).toBeVisible();
  await certify(factory, staff, 'factory', factoryName);
  await visit(factory, sourcingPath(request.id));
  const form = factory.getByRole('form', { name: src('quote.submit') });
  await form.getByLabel(src('quote.price') + src('form.required')).fill('86.5');
  await form.getByLabel(src('quote.minOrder') + src('form.required')).fill('1000');
  await form.getByLabel(src('quote.leadTime') + src('form.required')).fill('25');
  await form.getByLabel(src('quote.message')).fill('可先寄样，详情加微信：yunshan_knit88');
  await shots(factory, 'sourcing-quote-form');
  await form.getByRole('button', { name: src('quote.submit') }).click();
  await expect(form.getByText(src('errors.contact.wechat'))).toBeVisible();
  await form.getByLabel(src('quote.message')).fill('可先寄样，三天内发出。');
  await form.getByRole('button', { name: src('quote.submit') }).click();
  await expect(factory.getByText(src('quote.sent'))).toBeVisible();
  const own = factory.getByRole('region', { name: src('quote.title'), exact: true });
  await expect(own).toContainText(src('quote.status.sent'));
  await expect(own).toContainText('单价 ¥86.5');

  // 4. It revises; a colleague's revision meanwhile (through the API) makes the form's version stale: a 409 that
  //    keeps what was typed. Reloaded, it revises (version 3), withdraws, and quotes again (version 4).
  await own.getByRole('button', { name: src('quote.revise') }).click();
  const revise = factory.getByRole('form', { name: src('quote.revise') });
  const price = revise.getByLabel(src('quote.price') + src('form.required'));
  await expect(price).toHaveValue('86.5');
  await price.fill('82');
  const meanwhile = await factory.request.put(`/api/sourcing/${request.id}/quote`, {
    data: { priceBasis: 'unit', price: '83', minOrder: 1000, leadTimeDays: 25, validBasis: 'days', validDays: 30, message: '可先寄样，三天内发出。', revision: 1 },
  });
  expect(meanwhile.status()).toBe(200);
  await revise.getByRole('button', { name: src('quote.saveRevision') }).click();
  await expect(revise.getByRole('alert')).toContainText('第 2 版');
  await expect(price).toHaveValue('82');
  await visit(factory, sourcingPath(request.id));
  await expect(own).toContainText('单价 ¥83');
  await own.getByRole('button', { name: src('quote.revise') }).click();
  await price.fill('82');
  await revise.getByRole('button', { name: src('quote.saveRevision') }).click();
  await expect(factory.getByText(src('quote.revised').replace('{{revision}}', '3'))).toBeVisible();
  await expect(own).toContainText('单价 ¥82');
  await shots(factory, 'sourcing-quote-sent');
  await own.getByRole('button', { name: src('quote.withdraw') }).click();
  await own.getByRole('group', { name: src('quote.withdraw') }).getByRole('button', { name: src('quote.withdraw') }).click();
  await expect(factory.getByText(src('quote.withdrawn'))).toBeVisible();
  await expect(own).toContainText(src('quote.status.withdrawn'));
  await own.getByRole('button', { name: src('quote.resend') }).click();
  const resend = factory.getByRole('form', { name: src('quote.resend') });
  await resend.getByLabel(src('quote.price') + src('form.required')).fill('84');
  await resend.getByRole('button', { name: src('quote.resend') }).click();
  await expect(factory.getByText(src('quote.sent'))).toBeVisible();
  await expect(own).toContainText(src('quote.status.sent'));

  // 5. The buyer sees the quote with its supplier, its terms and its history.
  await visit(page, sourcingPath(request.id));
  const received = page.getByRole('region', { name: src('quote.buyer.title') });
  await expect(received.getByRole('link', { name: factoryName })).toBeVisible();
  await expect(received).toContainText('单价 ¥84');
  await received.getByText(src('quote.buyer.history').replace('{{count}}', '4')).click();
  await expect(received).toContainText('单价 ¥82');
  await expect(received).toContainText('单价 ¥83');
  await expect(received).toContainText('单价 ¥86.5');
  await shots(page, 'sourcing-quote-buyer');

  // 6. The public sees the count, never the quote; the list's card counts it too.
  await visit(visitor, sourcingPath(request.id));
  await expect(visitor.getByText(src('detail.quotesCount').replace('{{count}}', '1'))).toBeVisible();
  await expect(visitor.getByText(factoryName)).toHaveCount(0);
  await expect(visitor.getByText('¥84')).toHaveCount(0);
  await visit(visitor, `/en${sourcingPath(request.id)}`);
  await expect(visitor.getByRole('heading', { name: text('en', 'sourcing', 'quote.refused.loginTitle') })).toBeVisible();
  await shots(visitor, 'sourcing-quote-visitor-en');

  // 7. /account: the buyer's requests, the factory's quotes.
  await visit(page, routes.account);
  const mine = page.getByRole('region', { name: src('account.requestsTitle') });
  await expect(mine.getByRole('link', { name: title })).toBeVisible();
  await expect(mine).toContainText(src('account.status.live'));
  await visit(factory, routes.account);
  const quotes = factory.getByRole('region', { name: src('account.quotesTitle') });
  await expect(quotes.getByRole('link', { name: title })).toBeVisible();
  await expect(quotes).toContainText(src('quote.status.sent'));
  await shots(factory, 'sourcing-quote-account');
});
