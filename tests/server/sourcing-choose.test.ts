import { and, eq, inArray } from 'drizzle-orm';
import choiceRoute from '@/pages/api/sourcing/[id]/choice';
import closeRoute from '@/pages/api/sourcing/[id]/close';
import threadRoute from '@/pages/api/sourcing/[id]/thread';
import { issueSession } from '@/server/auth/sessions';
import { useDatabase } from '@/server/db';
import type { Database } from '@/server/db/client';
import { auditLog, messages, sourcingQuoteMessages, sourcingQuoteRevisions, sourcingQuotes, sourcingRequests, users } from '@/server/db/schema';
import type { PageContext } from '@/server/http/page';
import { loadMyQuote, loadQuoteCompare, type MyQuoteProps, type QuoteCompareProps } from '@/server/sourcing/compare';
import { buildUser, type BuiltUser } from './auth-support';
import { callApi, type ApiAnswer } from './support/api';
import { buildCategory, buildCompany } from './support/companies';
import { freshDatabase } from './support/db';
import { buildLiveRequest, buildQuote } from './support/sourcing';

/**
 * Choosing among quotes (issue 38, item 4): the buyer's comparison (sorted, each supplier's card, no contact
 * before acceptance), shortlisting, a quote's thread, accepting and declining (version-checked, 409 once
 * decided, two accepts at once), closing the request, and the messages each step queues for the other side.
 */

let database: Database;
type Person = { user: BuiltUser; cookie: string };
let buyer: Person;
let colleague: Person;
let staff: Person;
let outsider: Person;
let categoryId: number;
let buyerCompanyId: number;
const suppliers = {} as Record<'a' | 'b' | 'c', { companyId: number; person: Person }>;

async function person(kind: 'member' | 'exhibitor' | 'editor', name: string, companyId: number | null, login?: string): Promise<Person> {
  const user = await buildUser(database.db, { kind, name, ...(login ? { login } : {}) });
  if (companyId !== null) await database.db.update(users).set({ companyId }).where(eq(users.id, user.id));
  const { token } = await issueSession(database.db, user, { persistent: false });
  return { user, cookie: `tmz_session=${token}` };
}

beforeAll(async () => {
  database = await freshDatabase();
  useDatabase(database);
  const { db } = database;
  categoryId = (await buildCategory(db, '针织')).id;
  const certified = { certifiedAt: new Date('2026-01-05T02:00:00Z') };
  buyerCompanyId = (await buildCompany(db, { name: '青禾品牌管理有限公司', kinds: ['brand'], certifiedKind: 'brand', contactChannel: 'phone', contactValue: '0571-8888 6666', ...certified })).id;
  const a = await buildCompany(db, { name: '绍兴华纺针织厂', kinds: ['factory'], city: '绍兴', certifiedKind: 'factory', contactChannel: 'email', contactValue: 'sales@huafang.example.com', ...certified });
  const b = await buildCompany(db, { name: '宁波海曙织造有限公司', kinds: ['factory'], city: '宁波', certifiedKind: 'factory', ...certified });
  const c = await buildCompany(db, { name: '义乌小商品针织', kinds: ['factory', 'provider'], city: '义乌' });
  buyer = await person('member', '林悦', buyerCompanyId, '13900002222');
  colleague = await person('exhibitor', '林悦同事', buyerCompanyId);
  staff = await person('editor', '审核编辑', null);
  outsider = await person('member', '路人', null);
  suppliers.a = { companyId: a.id, person: await person('member', '华纺销售', a.id, '13700001111') };
  suppliers.b = { companyId: b.id, person: await person('member', '海曙业务', b.id, '13600002222') };
  suppliers.c = { companyId: c.id, person: await person('member', '义乌业务', c.id, 'yiwu@example.com') };
}, 60_000);
afterAll(() => database.close());

/** A live request of the buyer with three quotes: A by unit price (revised once), B by total, C by unit price. */
async function scene(title = '纯棉圆领 T 恤 2 万件') {
  const { db } = database;
  const request = await buildLiveRequest(db, { buyerCompanyId, buyerId: buyer.user.id, categoryId, title });
  const quote = (key: 'a' | 'b' | 'c', terms: Parameters<typeof buildQuote>[2]) =>
    buildQuote(db, { requestId: request.id, supplierCompanyId: suppliers[key].companyId, authorId: suppliers[key].person.user.id }, terms);
  const a = await quote('a', [
    { unitPriceFen: 1500, minOrder: 5000, leadTimeDays: 30, message: '首版' },
    { unitPriceFen: 1380, minOrder: 5000, leadTimeDays: 30, message: '含包装' },
  ]);
  // 20 000 pieces for ¥250 000: ¥12.50 a piece.
  const b = await quote('b', [{ totalFen: 25_000_000, minOrder: 20000, leadTimeDays: 45, validUntil: '2020-01-01' }]);
  const c = await quote('c', [{ unitPriceFen: 1420, minOrder: 1000, leadTimeDays: 20 }]);
  return { request, a, b, c };
}

const ctxOf = (who: Person | null, id: number, query: Record<string, string> = {}, locale = 'zh-CN') =>
  ({ params: { id: String(id) }, query, locale, viewer: who ? { id: who.user.id, kind: who.user.kind, name: who.user.name, login: who.user.login, verified: true } : null }) as unknown as PageContext;

async function compareOf(who: Person, id: number, query: Record<string, string> = {}) {
  const loaded = await loadQuoteCompare(ctxOf(who, id, query));
  if (!('props' in loaded)) throw new Error('no props');
  return (await loaded.props as QuoteCompareProps).compare;
}

async function mineOf(who: Person, id: number) {
  const loaded = await loadMyQuote(ctxOf(who, id));
  if (!('props' in loaded)) throw new Error('no props');
  return (await loaded.props as MyQuoteProps).mine;
}

const choose = (who: Person | null, requestId: number, body: unknown) =>
  callApi(choiceRoute, { method: 'PATCH', query: { id: String(requestId) }, body, headers: who ? { cookie: who.cookie } : {} });
const close = (who: Person, requestId: number, body: unknown = {}) => callApi(closeRoute, { method: 'POST', query: { id: String(requestId) }, body, headers: { cookie: who.cookie } });
const say = (who: Person, requestId: number, body: unknown) => callApi(threadRoute, { method: 'POST', query: { id: String(requestId) }, body, headers: { cookie: who.cookie } });
const errorOf = (answer: ApiAnswer) => (answer.body as { error: { message: string; fields?: Record<string, string[]> } }).error;
const versionOfQuote = async (id: number) => (await database.db.select().from(sourcingQuotes).where(eq(sourcingQuotes.id, id)))[0]!.updatedAt.toISOString();

async function sentAbout(quoteIds: number[]) {
  return database.db
    .select()
    .from(messages)
    .where(and(eq(messages.subjectType, 'sourcing_quote'), inArray(messages.subjectId, quoteIds.map(String))))
    .orderBy(messages.id);
}

const CONTACTS = ['sales@huafang.example.com', '0571-8888 6666', '13700001111', '13600002222', '13900002222'];

describe('the comparison', () => {
  it('shows the buyer every quote with its supplier card and latest terms, in the order asked for, and no contact', async () => {
    const { request, a, b, c } = await scene();
    const byPrice = await compareOf(buyer, request.id);
    expect(byPrice.sort).toBe('price');
    expect(byPrice.canAct).toBe(true);
    expect(byPrice.request).toMatchObject({ id: request.id, state: 'open', quantity: 20000, unit: 'piece' });
    // B's total over 20 000 pieces is ¥12.50, below A's revised ¥13.80 and C's ¥14.20.
    expect(byPrice.quotes.map((quote) => quote.id)).toEqual([b.id, a.id, c.id]);
    const [first, second] = byPrice.quotes;
    expect(first!.terms).toMatchObject({ unitPriceFen: null, totalFen: 25_000_000, perUnitFen: 1250, wholeFen: 25_000_000, expired: true });
    expect(second!.terms).toMatchObject({ revision: 2, unitPriceFen: 1380, wholeFen: 27_600_000, message: '含包装', expired: false });
    expect(second!.history.map((terms) => [terms.revision, terms.unitPriceFen])).toEqual([[1, 1500]]);
    expect(second!.supplier).toMatchObject({ name: '绍兴华纺针织厂', kinds: ['factory'], city: '绍兴', certified: { kind: 'factory', date: '2026-01-05' }, listed: true });
    expect(byPrice.quotes[2]!.supplier.certified).toBeNull();
    expect(byPrice.quotes.every((quote) => quote.contact === null && quote.status === 'sent' && !quote.shortlisted)).toBe(true);
    const text = JSON.stringify(byPrice);
    for (const contact of CONTACTS) expect(text).not.toContain(contact);

    expect((await compareOf(buyer, request.id, { sort: 'lead' })).quotes.map((quote) => quote.id)).toEqual([c.id, a.id, b.id]);
    expect((await compareOf(colleague, request.id, { sort: 'moq' })).quotes.map((quote) => quote.id)).toEqual([c.id, a.id, b.id]);
    expect((await compareOf(buyer, request.id, { sort: 'nonsense' })).sort).toBe('price');
  });

  it('is the buyer’s and staff’s only: staff read it, a supplier, an outsider and a visitor get a 404', async () => {
    const { request } = await scene('羊毛围巾 5000 条');
    const asStaff = await compareOf(staff, request.id);
    expect(asStaff.canAct).toBe(false);
    expect(asStaff.quotes).toHaveLength(3);
    for (const who of [suppliers.a.person, outsider]) expect(await loadQuoteCompare(ctxOf(who, request.id))).toEqual({ notFound: true });
    expect(await loadQuoteCompare(ctxOf(null, request.id))).toEqual({ notFound: true });
    expect(await loadQuoteCompare(ctxOf(buyer, 999_999))).toEqual({ notFound: true });
    // A request still waiting for review has no comparison.
    const [pending] = await database.db.insert(sourcingRequests).values({ buyerCompanyId, buyerId: buyer.user.id, categoryId, title: '待审核', quantity: 1, unit: 'piece', region: '杭州', neededBy: '2030-01-01', kindsWanted: ['factory'], openDays: 7 }).returning();
    expect(await loadQuoteCompare(ctxOf(buyer, pending!.id))).toEqual({ notFound: true });
    // A supplier sees its own quote only; the buyer has none of its own.
    expect((await mineOf(suppliers.a.person, request.id)).quote).toMatchObject({ status: 'sent', terms: { revision: 2 } });
    expect(await loadMyQuote(ctxOf(buyer, request.id))).toEqual({ notFound: true });
    expect(await loadMyQuote(ctxOf(outsider, request.id))).toEqual({ notFound: true });
  });
});

describe('shortlisting', () => {
  it('shortlists once (the supplier told once, audited), takes it off again; only the buyer may', async () => {
    const { request, a } = await scene('针织开衫 3000 件');
    const first = await choose(buyer, request.id, { quoteId: a.id, action: 'shortlist' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ quote: { id: a.id, status: 'sent', shortlisted: true } });
    expect((await choose(colleague, request.id, { quoteId: a.id, action: 'shortlist' })).status).toBe(200);
    const sent = await sentAbout([a.id]);
    expect(sent.map((message) => [message.kind, message.channel, message.recipient])).toEqual([['sourcing_quote_shortlisted', 'sms', '13700001111']]);
    expect(sent[0]!.params).toMatchObject({ title: '针织开衫 3000 件', link: expect.stringContaining(`/sourcing/${request.id}/my-quote`) });
    expect((await mineOf(suppliers.a.person, request.id)).quote.shortlisted).toBe(true);
    expect((await compareOf(buyer, request.id)).quotes.find((quote) => quote.id === a.id)!.shortlisted).toBe(true);

    expect((await choose(buyer, request.id, { quoteId: a.id, action: 'unshortlist' })).body).toMatchObject({ quote: { shortlisted: false } });
    const audit = await database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'sourcing_quote'), eq(auditLog.entityId, String(a.id))));
    expect(audit.map((entry) => [entry.action, entry.actorName])).toEqual([
      ['sourcing_quote.shortlist', '林悦'],
      ['sourcing_quote.unshortlist', '林悦'],
    ]);
    for (const who of [suppliers.a.person, outsider, staff]) expect((await choose(who, request.id, { quoteId: a.id, action: 'shortlist' })).status).toBe(who === staff ? 403 : 404);
    expect((await choose(null, request.id, { quoteId: a.id, action: 'shortlist' })).status).toBe(401);
    // A quote of another request is not found through this one.
    const other = await scene('另一条需求');
    expect((await choose(buyer, request.id, { quoteId: other.a.id, action: 'shortlist' })).status).toBe(404);
  });
});

describe('a quote’s thread', () => {
  it('lets the buyer ask and the supplier answer, each told, without contact details', async () => {
    const { request, a, b } = await scene('运动袜 10 万双');
    const withPhone = await say(buyer, request.id, { quoteId: a.id, text: '能否电话沟通？138 0013 8000' });
    expect(withPhone.status).toBe(400);
    expect(errorOf(withPhone).fields).toEqual({ text: ['请删除手机号：选定报价前不能留联系方式'] });
    expect(errorOf(await say(buyer, request.id, { quoteId: a.id, text: '  ' })).fields).toEqual({ text: ['请填写内容'] });
    expect(errorOf(await say(buyer, request.id, { quoteId: a.id, text: '问'.repeat(501) })).fields).toEqual({ text: ['内容不能超过 500 字'] });

    // The supplier cannot open a thread; then the buyer asks.
    expect((await say(suppliers.a.person, request.id, { quoteId: a.id, text: '您好，可以先寄样。' })).status).toBe(409);
    const asked = await say(buyer, request.id, { quoteId: a.id, text: '含包装的单价能否再低一些？' });
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({ message: { side: 'buyer', text: '含包装的单价能否再低一些？' } });
    // Another supplier, and anyone else, cannot see or write in A's thread.
    for (const who of [suppliers.b.person, outsider]) expect((await say(who, request.id, { quoteId: a.id, text: '插话' })).status).toBe(404);
    const answered = await say(suppliers.a.person, request.id, { quoteId: a.id, text: '一万件以上可降到 13.2 元。' });
    expect(answered.status).toBe(201);

    const sent = await sentAbout([a.id]);
    expect(sent.map((message) => [message.kind, message.recipient])).toEqual([
      ['sourcing_quote_question', '13700001111'],
      ['sourcing_quote_answered', '13900002222'],
    ]);
    expect(sent[0]!.params).toMatchObject({ note: '含包装的单价能否再低一些？' });
    expect(sent[1]!.params).toMatchObject({ company: '绍兴华纺针织厂', note: '一万件以上可降到 13.2 元。', link: expect.stringContaining(`/sourcing/${request.id}/quotes#quote-${a.id}`) });
    expect((await mineOf(suppliers.a.person, request.id)).quote.thread.map((message) => [message.side, message.text])).toEqual([
      ['buyer', '含包装的单价能否再低一些？'],
      ['supplier', '一万件以上可降到 13.2 元。'],
    ]);
    expect((await compareOf(buyer, request.id)).quotes.find((quote) => quote.id === a.id)!.thread).toHaveLength(2);
    expect((await mineOf(suppliers.b.person, request.id)).quote.thread).toEqual([]);
    const audit = await database.db.select({ action: auditLog.action, actor: auditLog.actorName }).from(auditLog).where(and(eq(auditLog.entityType, 'sourcing_quote'), eq(auditLog.entityId, String(a.id))));
    expect(audit).toEqual([{ action: 'sourcing_quote.ask', actor: '林悦' }, { action: 'sourcing_quote.answer', actor: '华纺销售' }]);

    // A declined quote's thread is closed; a full thread takes no more.
    expect((await choose(buyer, request.id, { quoteId: b.id, action: 'decline', version: await versionOfQuote(b.id) })).status).toBe(200);
    expect(errorOf(await say(buyer, request.id, { quoteId: b.id, text: '还在吗？' })).message).toBe('这份报价已撤回或已婉拒，不能再留言。');
    await database.db.insert(sourcingQuoteMessages).values(Array.from({ length: 18 }, (_, index) => ({ quoteId: a.id, side: 'buyer' as const, body: `问题 ${index}` })));
    expect(errorOf(await say(buyer, request.id, { quoteId: a.id, text: '再问一句' })).message).toBe('这份报价的对话已满 20 条，请在接受报价后直接联系。');
  });
});

describe('accepting and declining', () => {
  it('accepts on the terms the buyer saw: a revised quote is a 409, a decided one a 409; then both sides see each other’s contact', async () => {
    const { request, a, b, c } = await scene('婴儿连体衣 12 万件');
    const seen = await versionOfQuote(a.id);
    expect(errorOf(await choose(buyer, request.id, { quoteId: a.id, action: 'accept' })).fields).toHaveProperty('version');
    // The supplier revises after the buyer opened the page.
    await database.db.insert(sourcingQuoteRevisions).values({ quoteId: a.id, revision: 3, unitPriceFen: 1600, minOrder: 5000, leadTimeDays: 30, validUntil: '2030-01-31' });
    await database.db.update(sourcingQuotes).set({ revision: 3, updatedAt: new Date(Date.now() + 5) }).where(eq(sourcingQuotes.id, a.id));
    const stale = await choose(buyer, request.id, { quoteId: a.id, action: 'accept', version: seen });
    expect(stale.status).toBe(409);
    expect(errorOf(stale).message).toMatch(/^供应商在你打开页面后修改了这份报价/);
    expect(errorOf(stale).fields).toHaveProperty('version');

    const fresh = await versionOfQuote(a.id);
    const accepted = await choose(buyer, request.id, { quoteId: a.id, action: 'accept', version: fresh });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ quote: { id: a.id, status: 'accepted' } });
    const again = await choose(colleague, request.id, { quoteId: a.id, action: 'decline', version: (accepted.body as { quote: { version: string } }).quote.version });
    expect(again.status).toBe(409);
    expect(errorOf(again).message).toBe('这份报价已经接受过了。');

    // The buyer sees A's contact (its company's e-mail), and only A's.
    const compare = await compareOf(buyer, request.id);
    expect(compare.quotes[0]).toMatchObject({ id: a.id, status: 'accepted', contact: { company: '绍兴华纺针织厂', channel: 'email', value: 'sales@huafang.example.com' } });
    expect(compare.quotes.filter((quote) => quote.id !== a.id).every((quote) => quote.contact === null)).toBe(true);
    // A sees the buyer's company phone; B, still waiting, sees nothing of the buyer.
    expect((await mineOf(suppliers.a.person, request.id)).buyerContact).toEqual({ company: '青禾品牌管理有限公司', channel: 'phone', value: '0571-8888 6666' });
    const mineB = await mineOf(suppliers.b.person, request.id);
    expect(mineB.buyerContact).toBeNull();
    expect(JSON.stringify(mineB)).not.toContain('青禾');

    // B has no public contact on its profile: the login of the account that quoted is given.
    expect((await choose(buyer, request.id, { quoteId: b.id, action: 'accept', version: await versionOfQuote(b.id) })).status).toBe(200);
    expect((await compareOf(buyer, request.id)).quotes.find((quote) => quote.id === b.id)!.contact).toEqual({ company: '宁波海曙织造有限公司', channel: 'phone', value: '13600002222' });

    const declined = await choose(buyer, request.id, { quoteId: c.id, action: 'decline', version: await versionOfQuote(c.id), reason: '交期合适，但单价偏高' });
    expect(declined.status).toBe(200);
    const sent = await sentAbout([a.id, b.id, c.id]);
    expect(sent.map((message) => [message.kind, message.channel, message.recipient])).toEqual([
      ['sourcing_quote_accepted', 'sms', '13700001111'],
      ['sourcing_quote_accepted', 'sms', '13600002222'],
      ['sourcing_quote_declined', 'email', 'yiwu@example.com'],
    ]);
    expect(sent[2]!.params).toMatchObject({ note: '交期合适，但单价偏高' });
    expect((await mineOf(suppliers.c.person, request.id)).quote).toMatchObject({ status: 'declined', declineReason: '交期合适，但单价偏高' });
    const audit = await database.db.select({ action: auditLog.action, changes: auditLog.changes }).from(auditLog).where(and(eq(auditLog.entityType, 'sourcing_quote'), eq(auditLog.entityId, String(c.id))));
    expect(audit).toEqual([{ action: 'sourcing_quote.decline', changes: { status: ['sent', 'declined'], declineReason: ['', '交期合适，但单价偏高'] } }]);
  });

  it('refuses a reason with contact details, and a withdrawn quote', async () => {
    const { request, a, b } = await scene('真丝睡衣 800 套');
    const withMail = await choose(buyer, request.id, { quoteId: a.id, action: 'decline', version: await versionOfQuote(a.id), reason: '有问题请发 buyer@qinghe.example.com' });
    expect(withMail.status).toBe(400);
    expect(errorOf(withMail).fields).toEqual({ reason: ['请删除邮箱地址：选定报价前不能留联系方式'] });
    await database.db.update(sourcingQuotes).set({ status: 'withdrawn' }).where(eq(sourcingQuotes.id, b.id));
    const withdrawn = await choose(buyer, request.id, { quoteId: b.id, action: 'accept', version: await versionOfQuote(b.id) });
    expect(withdrawn.status).toBe(409);
    expect(errorOf(withdrawn).message).toBe('供应商已撤回这份报价。');
    expect((await choose(buyer, request.id, { quoteId: b.id, action: 'shortlist' })).status).toBe(409);
    expect((await sentAbout([a.id, b.id]))).toEqual([]);
  });

  it('resolves two accepts of one quote at once: one is accepted, the other a 409, one message', async () => {
    const { request, a } = await scene('帆布包 2 万只');
    const version = await versionOfQuote(a.id);
    const answers = await Promise.all([
      choose(buyer, request.id, { quoteId: a.id, action: 'accept', version }),
      choose(colleague, request.id, { quoteId: a.id, action: 'accept', version }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await sentAbout([a.id])).map((message) => message.kind)).toEqual(['sourcing_quote_accepted']);
    const audit = await database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'sourcing_quote'), eq(auditLog.entityId, String(a.id)), eq(auditLog.action, 'sourcing_quote.accept')));
    expect(audit).toHaveLength(1);
  });
});

describe('closing', () => {
  it('declines the quotes still waiting with the reason, keeps an accepted one, and refuses further choices', async () => {
    const { request, a, b, c } = await scene('羽绒服 5000 件');
    expect((await choose(buyer, request.id, { quoteId: a.id, action: 'accept', version: await versionOfQuote(a.id) })).status).toBe(200);
    expect((await close(suppliers.b.person, request.id)).status).toBe(404);
    const closed = await close(buyer, request.id, { reason: '已选定一家工厂' });
    expect(closed.status).toBe(200);
    expect(closed.body).toEqual({ request: { id: request.id, status: 'closed', declined: 2 } });
    const [row] = await database.db.select().from(sourcingRequests).where(eq(sourcingRequests.id, request.id));
    expect(row).toMatchObject({ status: 'closed', closedAt: expect.any(Date) });
    const quotes = await database.db.select({ id: sourcingQuotes.id, status: sourcingQuotes.status, reason: sourcingQuotes.declineReason }).from(sourcingQuotes).where(eq(sourcingQuotes.requestId, request.id)).orderBy(sourcingQuotes.id);
    expect(quotes).toEqual([
      { id: a.id, status: 'accepted', reason: '' },
      { id: b.id, status: 'declined', reason: '已选定一家工厂' },
      { id: c.id, status: 'declined', reason: '已选定一家工厂' },
    ]);
    expect((await sentAbout([b.id, c.id])).map((message) => [message.kind, message.recipient])).toEqual([
      ['sourcing_quote_declined', '13600002222'],
      ['sourcing_quote_declined', 'yiwu@example.com'],
    ]);
    const closedAgain = await close(buyer, request.id);
    expect(closedAgain.status).toBe(409);
    expect(errorOf(closedAgain).message).toBe('这条采购需求已关闭，不能再选择报价。');
    expect((await choose(buyer, request.id, { quoteId: b.id, action: 'accept', version: await versionOfQuote(b.id) })).status).toBe(409);
    expect((await compareOf(buyer, request.id)).request.state).toBe('closed');
    // The accepted side still talks in its thread.
    expect((await say(buyer, request.id, { quoteId: a.id, text: '下周安排打样。' })).status).toBe(201);
    const audit = await database.db.select({ action: auditLog.action }).from(auditLog).where(and(eq(auditLog.entityType, 'sourcing_request'), eq(auditLog.entityId, String(request.id))));
    expect(audit).toEqual([{ action: 'sourcing_request.close' }]);
  });

  it('closes without a choice; an accept racing the close either lands before it or is a 409', async () => {
    const { request, a, b, c } = await scene('毛巾 3 万条');
    const version = await versionOfQuote(a.id);
    const [accept, closed] = await Promise.all([choose(buyer, request.id, { quoteId: a.id, action: 'accept', version }), close(colleague, request.id)]);
    expect(closed.status).toBe(200);
    const statuses = await database.db.select({ id: sourcingQuotes.id, status: sourcingQuotes.status }).from(sourcingQuotes).where(eq(sourcingQuotes.requestId, request.id)).orderBy(sourcingQuotes.id);
    if (accept.status === 200) expect(statuses.map((quote) => quote.status)).toEqual(['accepted', 'declined', 'declined']);
    else {
      expect(accept.status).toBe(409);
      expect(statuses.map((quote) => quote.status)).toEqual(['declined', 'declined', 'declined']);
    }
    expect((await sentAbout([a.id, b.id, c.id])).filter((message) => message.kind === 'sourcing_quote_declined').map((message) => message.params)).toEqual(
      expect.arrayContaining([expect.objectContaining({ note: '' })]),
    );
  });
});
