import { and, asc, eq } from 'drizzle-orm';
import postRoute from '@/pages/api/sourcing/index';
import reviewRoute from '@/pages/api/admin/sourcing/[id]/review';
import quoteRoute from '@/pages/api/sourcing/[id]/quote/index';
import withdrawRoute from '@/pages/api/sourcing/[id]/quote/withdraw';
import quotesRoute from '@/pages/api/sourcing/[id]/quotes';
import { issueSession } from '@/server/auth/sessions';
import { useDatabase } from '@/server/db';
import type { Database } from '@/server/db/client';
import { auditLog, companies, messages, productCategories, sourcingQuoteRevisions, sourcingQuotes, sourcingRequests, users } from '@/server/db/schema';
import { chinaDay } from '@/server/kernel/china-time';
import type { PageContext } from '@/server/http/page';
import type { QuoteReader } from '@/server/sourcing/quotes-read';
import { cancelClosingReminder } from '@/server/sourcing/buyer-notice';
import { loadSourcingDetail } from '@/server/sourcing/loaders';
import { accountSourcing, quotingView } from '@/server/sourcing/quotes-read';
import type { BuyerQuotesAnswer, OwnQuoteAnswer } from '@/lib/sourcing/views';
import { buildUser, freshIp, type BuiltUser } from './auth-support';
import { callApi, type ApiAnswer } from './support/api';
import { freshDatabase } from './support/db';

/**
 * Quotes on sourcing requests (issue 38, item 3): who may quote, one quote per company, revisions with their
 * version check, withdrawing and sending again, what the buyer, staff and other companies see, the buyer's
 * gathered message and closing reminder in the language it posted in, the count the public sees, /account.
 */

let database: Database;
let categoryId: number;
const company = {} as Record<'buyer' | 'factory' | 'mill' | 'provider' | 'uncertified', number>;

type Person = { user: BuiltUser; cookie: string };
const people = {} as Record<'buyer' | 'colleague' | 'factory' | 'factoryMate' | 'mill' | 'provider' | 'uncertified' | 'loner' | 'editor', Person>;

async function person(kind: 'member' | 'editor', name: string, companyId: number | null, login?: string): Promise<Person> {
  const user = await buildUser(database.db, { kind, name, ...(login ? { login } : {}) });
  if (companyId !== null) await database.db.update(users).set({ companyId }).where(eq(users.id, user.id));
  const { token } = await issueSession(database.db, user, { persistent: false });
  return { user, cookie: `tmz_session=${token}` };
}

beforeAll(async () => {
  database = await freshDatabase();
  useDatabase(database);
  const { db } = database;
  const [category] = await db.insert(productCategories).values({ name: '针织', nameEn: 'Knitwear' }).returning();
  categoryId = category!.id;
  const certifiedAt = new Date('2026-01-05T02:00:00Z');
  const [buyer, factory, mill, provider, uncertified] = await db
    .insert(companies)
    .values([
      { name: '青禾品牌管理有限公司', kinds: ['brand'], certifiedKind: 'brand', certifiedAt, trusted: true },
      { name: '宏达针织厂', kinds: ['factory'], certifiedKind: 'factory', certifiedAt },
      { name: '东升纺织', kinds: ['factory', 'provider'], certifiedKind: 'factory', certifiedAt },
      { name: '优设包装设计', kinds: ['provider'], certifiedKind: 'provider', certifiedAt },
      { name: '未认证针织厂', kinds: ['factory'] },
    ])
    .returning();
  Object.assign(company, { buyer: buyer!.id, factory: factory!.id, mill: mill!.id, provider: provider!.id, uncertified: uncertified!.id });
  people.buyer = await person('member', 'Lin Yue', company.buyer, 'lin@qinghe.example.com');
  people.colleague = await person('member', '林同事', company.buyer);
  people.factory = await person('member', '陈厂长', company.factory);
  people.factoryMate = await person('member', '陈助理', company.factory);
  people.mill = await person('member', '东升业务', company.mill);
  people.provider = await person('member', '设计师', company.provider);
  people.uncertified = await person('member', '王五', company.uncertified);
  people.loner = await person('member', '赵六', null);
  people.editor = await person('editor', '审核编辑', null);
}, 60_000);
afterAll(() => database.close());

const inDays = (days: number) => chinaDay(new Date(Date.now() + days * 24 * 60 * 60 * 1000));

const requestBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Cotton T-shirts, 20 000',
  categoryId,
  description: '<p>180 g combed cotton, white and navy.</p>',
  quantity: 20000,
  unit: 'piece',
  region: '浙江杭州',
  neededBy: inDays(60),
  kindsWanted: ['factory'],
  openDays: 30,
  ...overrides,
});

const quoteBody = (overrides: Record<string, unknown> = {}) => ({
  priceBasis: 'unit',
  price: '13.8',
  minOrder: '5000',
  leadTimeDays: '25',
  validBasis: 'days',
  validDays: '30',
  message: '可先寄样，三天内发出。',
  revision: null,
  ...overrides,
});

const as = (who: Person | null): { ip: string; headers: Record<string, string> } => ({ ip: freshIp(), headers: who ? { cookie: who.cookie } : {} });
const send = (who: Person | null, id: number, body: unknown) => callApi(quoteRoute, { method: 'POST', query: { id: String(id) }, body, ...as(who) });
const revise = (who: Person | null, id: number, body: unknown) => callApi(quoteRoute, { method: 'PUT', query: { id: String(id) }, body, ...as(who) });
const withdraw = (who: Person | null, id: number, revision: number) => callApi(withdrawRoute, { method: 'POST', query: { id: String(id) }, body: { revision }, ...as(who) });
const readQuotes = (who: Person | null, id: number) => callApi(quotesRoute, { method: 'GET', query: { id: String(id) }, ...as(who) });
const messageOf = (answer: ApiAnswer) => (answer.body as { error: { message: string } }).error.message;
const fieldsOf = (answer: ApiAnswer) => (answer.body as { error: { fields?: Record<string, string[]> } }).error.fields;
const quoteOf = (answer: ApiAnswer) => (answer.body as OwnQuoteAnswer).quote;

/** A live request of the trusted buyer, posted in English through the API (3 an hour per account: used twice). */
async function postedRequest(overrides: Record<string, unknown> = {}): Promise<{ id: number; status: string }> {
  const answer = await callApi(postRoute, { method: 'POST', body: requestBody(overrides), ip: freshIp(), headers: { cookie: people.buyer.cookie, 'accept-language': 'en' } });
  expect(answer.status).toBe(201);
  return (answer.body as { request: { id: number; status: string } }).request;
}

/** A live request of the buyer, in English, written directly. */
async function liveRequest(overrides: Partial<typeof sourcingRequests.$inferInsert> = {}): Promise<number> {
  const now = new Date();
  const [row] = await database.db
    .insert(sourcingRequests)
    .values({
      buyerCompanyId: company.buyer,
      buyerId: people.buyer.user.id,
      status: 'live',
      title: 'Cotton T-shirts, 20 000',
      categoryId,
      quantity: 20000,
      unit: 'piece',
      region: '浙江杭州',
      neededBy: inDays(60),
      kindsWanted: ['factory'],
      openDays: 30,
      locale: 'en',
      liveAt: now,
      closesAt: new Date(now.getTime() + 30 * 24 * 60 * 60 * 1000),
      ...overrides,
    })
    .returning();
  return row!.id;
}

async function requestRow(id: number) {
  const [row] = await database.db.select().from(sourcingRequests).where(eq(sourcingRequests.id, id));
  return row!;
}

const buyerMessages = (id: number) =>
  database.db
    .select()
    .from(messages)
    .where(and(eq(messages.subjectType, 'sourcing_request'), eq(messages.subjectId, String(id))))
    .orderBy(asc(messages.id));

const auditOf = (action: string) => database.db.select().from(auditLog).where(eq(auditLog.action, action));

const viewerOf = (who: Person): QuoteReader => ({ id: who.user.id, kind: who.user.kind });

describe('sending a quote', () => {
  it('takes a certified factory’s quote: revision 1, counted, audited, the buyer told in the language it posted in', async () => {
    const posted = await postedRequest();
    expect(posted.status).toBe('live');
    const id = posted.id;
    const request = await requestRow(id);
    expect(request.locale).toBe('en');
    // Going live scheduled the closing reminder, a day before it closes, in English.
    const reminder = (await buyerMessages(id)).find((message) => message.kind === 'sourcing_request_closing');
    expect(reminder).toMatchObject({ locale: 'en', recipient: 'lin@qinghe.example.com', status: 'pending' });
    expect(reminder!.dueAt.getTime()).toBe(request.closesAt!.getTime() - 24 * 60 * 60 * 1000);

    const answer = await send(people.factory, id, quoteBody());
    expect(answer.status).toBe(201);
    expect(quoteOf(answer)).toMatchObject({ status: 'sent', revision: 1, current: { priceBasis: 'unit', price: '13.8', minOrder: 5000, leadTimeDays: 25, validUntil: inDays(30), message: '可先寄样，三天内发出。' } });
    const [revision] = await database.db.select().from(sourcingQuoteRevisions).where(eq(sourcingQuoteRevisions.quoteId, quoteOf(answer).id));
    expect(revision).toMatchObject({ unitPriceFen: 1380, totalFen: null, authorId: people.factory.user.id });
    expect((await requestRow(id)).quoteCount).toBe(1);
    const created = (await auditOf('sourcing_quote.create')).filter((entry) => entry.entityId === String(quoteOf(answer).id));
    expect(created.map((entry) => [entry.actorName, entry.entityType])).toEqual([['陈厂长', 'sourcing_quote']]);

    const told = (await buyerMessages(id)).filter((message) => message.kind === 'sourcing_quotes_received');
    expect(told.map((message) => [message.channel, message.recipient, message.locale, message.params.count])).toEqual([['email', 'lin@qinghe.example.com', 'en', 1]]);
    expect(told[0]!.params.link).toMatch(new RegExp(`/en/sourcing/${id}$`));
    // Ended early (closing and hiding are later slices): the reminder is cancelled.
    expect(await cancelClosingReminder(database.db, { id }, new Date())).toBe(1);
    expect((await buyerMessages(id)).find((message) => message.kind === 'sourcing_request_closing')!.status).toBe('cancelled');
  });

  it('gathers the buyer’s messages: at most one an hour per request', async () => {
    const id = await liveRequest({ title: 'Knitted scarves, 5 000' });
    expect((await send(people.factory, id, quoteBody())).status).toBe(201);
    // The first message is still waiting: the second quote joins it.
    expect((await send(people.mill, id, quoteBody({ price: '120000', priceBasis: 'total' }))).status).toBe(201);
    let told = (await buyerMessages(id)).filter((message) => message.kind === 'sourcing_quotes_received');
    expect(told.map((message) => message.params.count)).toEqual([2]);
    // Once it has gone out, the next quote waits for the hour after it.
    await database.db.update(messages).set({ status: 'sent', sentAt: new Date() }).where(eq(messages.id, told[0]!.id));
    await database.db.update(sourcingQuotes).set({ status: 'withdrawn' }).where(and(eq(sourcingQuotes.requestId, id), eq(sourcingQuotes.supplierCompanyId, company.mill)));
    const [millQuote] = await database.db.select().from(sourcingQuotes).where(and(eq(sourcingQuotes.requestId, id), eq(sourcingQuotes.supplierCompanyId, company.mill)));
    expect((await send(people.mill, id, quoteBody({ revision: millQuote!.revision }))).status).toBe(201);
    told = (await buyerMessages(id)).filter((message) => message.kind === 'sourcing_quotes_received');
    expect(told).toHaveLength(2);
    expect(told[1]).toMatchObject({ status: 'pending', params: expect.objectContaining({ count: 1 }) });
    expect(told[1]!.dueAt.getTime()).toBe(told[0]!.dueAt.getTime() + 60 * 60 * 1000);
  });

  it('refuses whoever may not quote: the buyer’s company, a kind not wanted, an uncertified company, no company, a visitor', async () => {
    const id = await liveRequest({ title: 'Polo shirts, 3 000' });
    const own = await send(people.colleague, id, quoteBody());
    expect(own.status).toBe(403);
    expect(messageOf(own)).toBe('不能给本企业发布的需求报价。');
    const provider = await send(people.provider, id, quoteBody());
    expect(provider.status).toBe(403);
    expect(messageOf(provider)).toBe('该需求寻找的企业类型不包括您的企业。');
    expect((await send(people.uncertified, id, quoteBody())).status).toBe(403);
    expect((await send(people.loner, id, quoteBody())).status).toBe(403);
    expect((await send(people.editor, id, quoteBody())).status).toBe(403);
    expect((await send(null, id, quoteBody())).status).toBe(401);
    expect((await requestRow(id)).quoteCount).toBe(0);
  });

  it('keeps one quote per company: a second first quote is a 409, also from a colleague', async () => {
    const id = await liveRequest({ title: 'Hoodies, 8 000' });
    expect((await send(people.factory, id, quoteBody())).status).toBe(201);
    const again = await send(people.factoryMate, id, quoteBody());
    expect(again.status).toBe(409);
    expect(messageOf(again)).toBe('这份报价已经发出过了，请刷新页面查看。');
    expect(await database.db.select().from(sourcingQuotes).where(eq(sourcingQuotes.requestId, id))).toHaveLength(1);
  });

  it('refuses contact details in the message and a validity out of range, on their fields', async () => {
    const id = await liveRequest({ title: 'Socks, 50 000 pairs' });
    const contact = await send(people.factory, id, quoteBody({ message: '详谈请加微信：hongda_knit88', price: '', validDays: '0' }));
    expect(contact.status).toBe(400);
    expect(fieldsOf(contact)).toEqual({ message: ['请删除微信号：选定报价前不能留联系方式'], price: ['请填写报价金额'], validDays: ['有效期须为 1 到 180 天'] });
    const late = await send(people.factory, id, quoteBody({ validBasis: 'date', validUntil: inDays(200) }));
    expect(late.status).toBe(400);
    expect(fieldsOf(late)).toEqual({ validUntil: ['有效期截止日期须在今天到 180 天之内'] });
    const dated = await send(people.factory, id, quoteBody({ validBasis: 'date', validUntil: inDays(45) }));
    expect(dated.status).toBe(201);
    expect(quoteOf(dated).current.validUntil).toBe(inDays(45));
  });
});

describe('revising and withdrawing', () => {
  it('revises as a new version based on the one seen; an older version is a 409', async () => {
    const id = await liveRequest({ title: 'Sweaters, 4 000' });
    const first = quoteOf(await send(people.factory, id, quoteBody()));
    const revised = await revise(people.factoryMate, id, quoteBody({ price: '12.9', leadTimeDays: 20, revision: first.revision }));
    expect(revised.status).toBe(200);
    expect(quoteOf(revised)).toMatchObject({ id: first.id, status: 'sent', revision: 2, current: { price: '12.9', leadTimeDays: 20 } });
    const stale = await revise(people.factory, id, quoteBody({ price: '11', revision: 1 }));
    expect(stale.status).toBe(409);
    expect(messageOf(stale)).toContain('第 2 版');
    expect(await database.db.select().from(sourcingQuoteRevisions).where(eq(sourcingQuoteRevisions.quoteId, first.id))).toHaveLength(2);
    expect((await auditOf('sourcing_quote.revise')).filter((entry) => entry.entityId === String(first.id)).map((entry) => entry.actorName)).toEqual(['陈助理']);
    // A revision is not a new quote: the count stays, the buyer's one message stays at 1.
    expect((await requestRow(id)).quoteCount).toBe(1);
    expect((await buyerMessages(id)).filter((message) => message.kind === 'sourcing_quotes_received').map((message) => message.params.count)).toEqual([1]);
    // Nothing to revise for a company without a quote.
    expect((await revise(people.mill, id, quoteBody({ revision: 1 }))).status).toBe(409);
  });

  it('withdraws (uncounted), refuses to revise a withdrawn quote, and sends it again as a new version', async () => {
    const id = await liveRequest({ title: 'Cardigans, 2 000' });
    const first = quoteOf(await send(people.factory, id, quoteBody()));
    expect((await withdraw(people.factory, id, 7)).status).toBe(409);
    const withdrawn = await withdraw(people.factory, id, first.revision);
    expect(withdrawn.status).toBe(200);
    expect(quoteOf(withdrawn)).toMatchObject({ status: 'withdrawn', revision: 1 });
    expect((await requestRow(id)).quoteCount).toBe(0);
    expect((await auditOf('sourcing_quote.withdraw')).some((entry) => entry.entityId === String(first.id) && entry.actorName === '陈厂长')).toBe(true);
    expect((await withdraw(people.factory, id, 1)).status).toBe(409);
    expect((await revise(people.factory, id, quoteBody({ revision: 1 }))).status).toBe(409);

    const again = await send(people.factory, id, quoteBody({ price: '15', revision: 1 }));
    expect(again.status).toBe(201);
    expect(quoteOf(again)).toMatchObject({ id: first.id, status: 'sent', revision: 2, current: { price: '15' } });
    expect((await requestRow(id)).quoteCount).toBe(1);
    expect((await auditOf('sourcing_quote.resend')).some((entry) => entry.entityId === String(first.id))).toBe(true);
  });

  it('refuses quotes and revisions once the request has ended (409) and knows no hidden request (404)', async () => {
    const id = await liveRequest({ title: 'Vests, 6 000' });
    const first = quoteOf(await send(people.factory, id, quoteBody()));
    await database.db.update(sourcingRequests).set({ status: 'closed', closedAt: new Date() }).where(eq(sourcingRequests.id, id));
    const late = await send(people.mill, id, quoteBody());
    expect(late.status).toBe(409);
    expect(messageOf(late)).toBe('该需求已结束，不再接受报价。');
    expect((await revise(people.factory, id, quoteBody({ revision: first.revision }))).status).toBe(409);
    // The supplier can still withdraw terms it can no longer hold.
    expect((await withdraw(people.factory, id, first.revision)).status).toBe(200);
    await database.db.update(sourcingRequests).set({ status: 'hidden' }).where(eq(sourcingRequests.id, id));
    expect((await send(people.mill, id, quoteBody())).status).toBe(404);
    expect((await send(people.mill, 999_999, quoteBody())).status).toBe(404);
  });
});

describe('who sees quotes', () => {
  it('shows every quote with its history to the buyer’s accounts and staff, and nothing to anyone else', async () => {
    const id = await liveRequest({ title: 'Track suits, 1 000' });
    const first = quoteOf(await send(people.factory, id, quoteBody()));
    await revise(people.factory, id, quoteBody({ price: '99.5', revision: first.revision }));
    await send(people.mill, id, quoteBody({ priceBasis: 'total', price: '90000' }));

    const forBuyer = await readQuotes(people.colleague, id);
    expect(forBuyer.status).toBe(200);
    const quotes = (forBuyer.body as BuyerQuotesAnswer).quotes;
    expect(quotes.map((quote) => [quote.supplier.name, quote.revision, quote.revisions.map((revision) => revision.price)])).toEqual([
      ['东升纺织', 1, ['90000']],
      ['宏达针织厂', 2, ['99.5', '13.8']],
    ]);
    expect(quotes[1]!.supplier).toMatchObject({ certified: true, kinds: ['factory'] });
    expect((await readQuotes(people.editor, id)).status).toBe(200);
    expect((await readQuotes(people.factory, id)).status).toBe(404);
    expect((await readQuotes(people.provider, id)).status).toBe(404);
    expect((await readQuotes(null, id)).status).toBe(401);

    // The request's page: the buyer sees the quotes, a factory its own only, others why they cannot quote.
    const request = await requestRow(id);
    const now = new Date();
    expect(await quotingView(database.db, viewerOf(people.buyer), request, now)).toMatchObject({ kind: 'buyer', quotes: [{ supplier: { name: '东升纺织' } }, { supplier: { name: '宏达针织厂' } }] });
    const own = await quotingView(database.db, viewerOf(people.factoryMate), request, now);
    expect(own).toMatchObject({ kind: 'quoter', companyName: '宏达针织厂', open: true, quote: { id: first.id, revision: 2 } });
    expect(JSON.stringify(own)).not.toContain('东升纺织');
    expect(await quotingView(database.db, viewerOf(people.provider), request, now)).toEqual({ kind: 'refused', reason: 'kind_not_wanted' });
    expect(await quotingView(database.db, viewerOf(people.uncertified), request, now)).toEqual({ kind: 'refused', reason: 'not_certified' });
    expect(await quotingView(database.db, null, request, now)).toEqual({ kind: 'refused', reason: 'login' });
    // After the end a company that quoted still sees its quote (no longer editable); one that did not is told it ended.
    const later = new Date(request.closesAt!.getTime() + 1000);
    expect(await quotingView(database.db, viewerOf(people.factory), request, later)).toMatchObject({ kind: 'quoter', open: false });
    const [unquoted] = await database.db.insert(companies).values({ name: '新来针织', kinds: ['factory'], certifiedKind: 'factory', certifiedAt: new Date() }).returning();
    const newcomer = await person('member', '新来', unquoted!.id);
    expect(await quotingView(database.db, viewerOf(newcomer), request, later)).toEqual({ kind: 'refused', reason: 'ended' });

    // The public page counts the quotes sent and not withdrawn.
    const page = await loadSourcingDetail({ params: { id: String(id) }, query: {}, locale: 'zh-CN', viewer: null } as unknown as PageContext);
    expect(page).toMatchObject({ props: { request: { quoteCount: 2 }, quoting: { kind: 'refused', reason: 'login' } } });
  });

  it('lists a member’s requests and its company’s quotes on /account', async () => {
    const id = await liveRequest({ title: 'Beanies, 9 000' });
    await send(people.factory, id, quoteBody());
    const buyerSide = await accountSourcing(database.db, people.buyer.user.id);
    expect(buyerSide.requests.find((request) => request.id === id)).toMatchObject({ title: 'Beanies, 9 000', status: 'live', ended: false, quoteCount: 1 });
    expect(buyerSide.quotes).toEqual([]);
    const factorySide = await accountSourcing(database.db, people.factoryMate.user.id);
    expect(factorySide.requests).toEqual([]);
    expect(factorySide.quotes.find((quote) => quote.requestId === id)).toMatchObject({ requestTitle: 'Beanies, 9 000', status: 'sent', revision: 1, requestEnded: false });
  });
});

describe('review in the buyer’s language', () => {
  it('tells the buyer of the approval in the language it posted in, with the closing reminder', async () => {
    await database.db.update(companies).set({ trusted: false }).where(eq(companies.id, company.buyer));
    const { id, status } = await postedRequest({ title: 'Gloves, 7 000 pairs', unit: 'pair' });
    expect(status).toBe('pending');
    expect(await buyerMessages(id)).toEqual([]);
    const reviewed = await callApi(reviewRoute, { method: 'POST', query: { id: String(id) }, body: { decision: 'approve', note: '' }, headers: { cookie: people.editor.cookie } });
    expect(reviewed.status).toBe(200);
    expect((await buyerMessages(id)).map((message) => [message.kind, message.locale])).toEqual([
      ['sourcing_request_approved', 'en'],
      ['sourcing_request_closing', 'en'],
    ]);
    await database.db.update(companies).set({ trusted: true }).where(eq(companies.id, company.buyer));
  });
});
