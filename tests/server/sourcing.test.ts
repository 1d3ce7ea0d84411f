import { and, eq } from 'drizzle-orm';
import postRoute from '@/pages/api/sourcing/index';
import reviewRoute from '@/pages/api/admin/sourcing/[id]/review';
import { issueSession } from '@/server/auth/sessions';
import { useDatabase } from '@/server/db';
import type { Database } from '@/server/db/client';
import { auditLog, companies, messages, productCategories, sourcingRequests, users } from '@/server/db/schema';
import { chinaDay } from '@/server/kernel/china-time';
import { searchSite } from '@/server/search/search';
import { sitemapEntries } from '@/server/site/feed-items';
import type { PageContext } from '@/server/http/page';
import { loadSourcingDetail, loadSourcingList, loadSourcingNew, loadSourcingQueue } from '@/server/sourcing/loaders';
import { countPendingRequests } from '@/server/sourcing/review';
import { listRequests, publicRequest } from '@/server/sourcing/public';
import { sourcingCard, sourcingDetail } from '@/server/sourcing/views';
import { buildUser, freshIp, type BuiltUser } from './auth-support';
import { callApi, type ApiAnswer } from './support/api';
import { freshDatabase } from './support/db';

/**
 * Sourcing requests (issue 38, first slice): who may post, what a request may say (no contact details), the
 * limits, staff review with its message and audit, trusted companies going live at once, and what the public
 * list, a request's page, the site search and the sitemap show.
 */

let database: Database;
let categories: { top: number; knit: number; woven: number; hidden: number };
let certifiedId: number;
let trustedId: number;

type Person = { user: BuiltUser; cookie: string };
const people = {} as Record<'buyer' | 'trustedBuyer' | 'uncertified' | 'loner' | 'editor', Person>;

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
  const [top] = await db.insert(productCategories).values({ name: '纺织服装', nameEn: 'Textiles' }).returning();
  const [knit, woven, hidden] = await db
    .insert(productCategories)
    .values([
      { name: '针织', nameEn: 'Knitwear', parentId: top!.id },
      { name: '梭织', nameEn: 'Woven', parentId: top!.id },
      { name: '停用品类', parentId: top!.id, hidden: true },
    ])
    .returning();
  categories = { top: top!.id, knit: knit!.id, woven: woven!.id, hidden: hidden!.id };
  const [certified, trusted, uncertified] = await db
    .insert(companies)
    .values([
      { name: '青禾品牌管理有限公司', kinds: ['brand'], certifiedKind: 'brand', certifiedAt: new Date('2026-01-05T02:00:00Z') },
      { name: '信达零售连锁', kinds: ['retailer'], certifiedKind: 'retailer', certifiedAt: new Date('2026-02-01T02:00:00Z'), trusted: true },
      { name: '未认证贸易公司', kinds: ['brand'] },
    ])
    .returning();
  certifiedId = certified!.id;
  trustedId = trusted!.id;
  people.buyer = await person('member', '林悦', certifiedId, '13900002222');
  people.trustedBuyer = await person('member', '周航', trustedId);
  people.uncertified = await person('member', '王五', uncertified!.id);
  people.loner = await person('member', '赵六', null);
  people.editor = await person('editor', '审核编辑', null);
}, 60_000);
afterAll(() => database.close());

const inDays = (days: number) => chinaDay(new Date(Date.now() + days * 24 * 60 * 60 * 1000));

function request(overrides: Record<string, unknown> = {}) {
  return {
    title: '纯棉圆领 T 恤 2 万件',
    categoryId: categories.knit,
    description: '<p>180 克精梳棉，白色与藏青两色，胸前丝印一处。</p>',
    quantity: '20000',
    unit: 'piece',
    budgetBasis: 'unit',
    budgetMin: '12.5',
    budgetMax: '15',
    region: '浙江杭州',
    neededBy: inDays(60),
    kindsWanted: ['factory'],
    requirements: '需 BSCI 验厂报告，先寄样确认。',
    showCompany: false,
    openDays: 30,
    ...overrides,
  };
}

const post = (who: Person | null, body: unknown) => callApi(postRoute, { method: 'POST', body, ip: freshIp(), headers: who ? { cookie: who.cookie } : {} });
const review = (id: number, body: unknown, who: Person = people.editor) => callApi(reviewRoute, { method: 'POST', query: { id: String(id) }, body, headers: { cookie: who.cookie } });
const fieldsOf = (answer: ApiAnswer) => (answer.body as { error: { fields?: Record<string, string[]> } }).error.fields;
const createdOf = (answer: ApiAnswer) => (answer.body as { request: { id: number; status: string } }).request;

async function rowOf(id: number) {
  const [row] = await database.db.select().from(sourcingRequests).where(eq(sourcingRequests.id, id));
  return row!;
}

async function allCategories() {
  return database.db.select().from(productCategories);
}

describe('posting', () => {
  it('takes a certified company’s request into the review queue, cleaned, with its budget in fen, and audits it', async () => {
    const answer = await post(people.buyer, request({ description: '<p>180 克精梳棉<script>alert(1)</script></p><img src=x onerror=alert(1)>' }));
    expect(answer.status).toBe(201);
    const created = createdOf(answer);
    expect(created.status).toBe('pending');
    const row = await rowOf(created.id);
    expect(row).toMatchObject({ buyerCompanyId: certifiedId, buyerId: people.buyer.user.id, status: 'pending', quantity: 20000, unit: 'piece', budgetMinFen: 1250, budgetMaxFen: 1500, liveAt: null, closesAt: null, searchText: '' });
    expect(row.description).toBe('<p>180 克精梳棉</p>');
    const entries = await database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'sourcing_request'), eq(auditLog.entityId, String(created.id))));
    expect(entries.map((entry) => [entry.action, entry.actorName])).toEqual([['sourcing_request.create', '林悦']]);
    // Waiting for review: nobody finds it.
    expect(await publicRequest(database.db, created.id)).toBeNull();
    expect((await searchSite(database.db, { q: '精梳棉' })).matches.filter((match) => match.kind === 'sourcing')).toEqual([]);
  });

  it('refuses an account of no certified company (403), and a visitor (401)', async () => {
    const uncertified = await post(people.uncertified, request());
    expect(uncertified.status).toBe(403);
    expect((uncertified.body as { error: { message: string } }).error.message).toBe('企业认证通过后才能发布采购需求。');
    expect((await post(people.loner, request())).status).toBe(403);
    expect((await post(null, request())).status).toBe(401);
    expect((await post(people.editor, request())).status).toBe(403);
  });

  it('refuses contact details in the text, each on its field, and says which', async () => {
    const answer = await post(
      people.buyer,
      request({ title: '采购T恤 请联系 138 0013 8000', description: '<p>样品寄给 buyer@qinghe.example.com</p>', requirements: '详情加微信：qinghe_buyer01', region: '杭州 vx:hangzhou88' }),
    );
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer)).toEqual({
      title: ['请删除手机号：选定报价前不能留联系方式'],
      description: ['请删除邮箱地址：选定报价前不能留联系方式'],
      requirements: ['请删除微信号：选定报价前不能留联系方式'],
      region: ['请删除微信号：选定报价前不能留联系方式'],
    });
    // Numbers that are no contact: quantities, sizes, dates.
    expect((await post(people.buyer, request({ title: '袜子 150000-200000 双', requirements: '尺码 36-44，交期 2026-12-31' }))).status).toBe(201);
  });

  it('refuses a hidden category, a needed-by day not after today, an open time outside 7–60 days and an upside-down budget', async () => {
    const answer = await post(people.buyer, request({ categoryId: categories.hidden, neededBy: chinaDay(new Date()) }));
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer)).toEqual({ categoryId: ['该品类不在列表中，请重新选择'], neededBy: ['交货日期须晚于今天'] });
    const shape = await post(people.buyer, request({ openDays: 61, budgetMin: '20', budgetMax: '10', kindsWanted: [] }));
    expect(shape.status).toBe(400);
    expect(fieldsOf(shape)).toEqual({ openDays: ['报价期限须为 7 到 60 天'], kindsWanted: ['请至少选择一种企业类型'], budgetMax: ['最高预算不能低于最低预算'] });
  });

  it('counts 3 requests an hour per account (refused ones given back), then answers 429 with the wait', async () => {
    const member = await person('member', '限流测试', certifiedId);
    expect((await post(member, request({ title: '' }))).status).toBe(400);
    for (let i = 0; i < 3; i += 1) expect((await post(member, request({ title: `帆布托特包 第 ${i + 1} 批` }))).status).toBe(201);
    const refused = await post(member, request({ title: '帆布托特包 第 4 批' }));
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect((refused.body as { error: { message: string } }).error.message).toMatch(/^你的账号在 1 小时内发布的采购需求已达上限，请在 .+后再试$/);
  });

  it('puts a trusted company’s request live at once, open for the days chosen', async () => {
    const before = Date.now();
    const answer = await post(people.trustedBuyer, request({ title: '门店收银台定制 40 套', categoryId: categories.woven, quantity: 40, unit: 'set', kindsWanted: ['provider'], region: '上海', openDays: 14, showCompany: true }));
    expect(answer.status).toBe(201);
    const created = createdOf(answer);
    expect(created.status).toBe('live');
    const row = await rowOf(created.id);
    expect(row.closesAt!.getTime() - row.liveAt!.getTime()).toBe(14 * 24 * 60 * 60 * 1000);
    expect(row.liveAt!.getTime()).toBeGreaterThanOrEqual(before);
    const found = await publicRequest(database.db, created.id);
    expect(sourcingDetail(found!, await allCategories(), false, new Date())).toMatchObject({ title: '门店收银台定制 40 套', buyer: { id: trustedId, name: '信达零售连锁', certified: true }, open: true, daysLeft: 14, category: '梭织' });
  });
});

describe('review', () => {
  it('approves: live from now, the buyer told by the login’s channel, audited; a second decision is a 409', async () => {
    const created = createdOf(await post(people.buyer, request({ title: '羊毛混纺围巾 5000 条', quantity: 5000, openDays: 10 })));
    const queue = await loadSourcingQueue(database.db, { request: String(created.id) });
    expect(queue?.sourcingQueue.map((row) => row.title)).toContain('羊毛混纺围巾 5000 条');
    expect(queue?.sourcingRequest).toMatchObject({ id: created.id, companyName: '青禾品牌管理有限公司', authorName: '林悦', category: '针织', budget: { basis: 'unit', min: '12.5', max: '15' } });

    const waiting = await countPendingRequests(database.db);
    expect(waiting).toBe(queue!.sourcingQueue.length);
    const answer = await review(created.id, { decision: 'approve', note: '' });
    expect(answer.status).toBe(200);
    expect(await countPendingRequests(database.db)).toBe(waiting - 1);
    expect(answer.body).toEqual({ request: { id: created.id, status: 'live' } });
    const row = await rowOf(created.id);
    expect(row.status).toBe('live');
    expect(row.closesAt!.getTime() - row.liveAt!.getTime()).toBe(10 * 24 * 60 * 60 * 1000);
    const sent = await database.db.select().from(messages).where(and(eq(messages.subjectType, 'sourcing_request'), eq(messages.subjectId, String(created.id))));
    expect(sent.map((message) => [message.kind, message.channel, message.recipient, message.locale])).toEqual([
      ['sourcing_request_approved', 'sms', '13900002222', 'zh-CN'],
      // The reminder a day before it closes (buyer-notice.ts).
      ['sourcing_request_closing', 'sms', '13900002222', 'zh-CN'],
    ]);
    expect(sent[1]!.dueAt.getTime()).toBe(row.closesAt!.getTime() - 24 * 60 * 60 * 1000);
    expect(sent[0]!.params).toMatchObject({ title: '羊毛混纺围巾 5000 条' });
    const entries = await database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'sourcing_request'), eq(auditLog.entityId, String(created.id)), eq(auditLog.action, 'sourcing_request.approve')));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.changes).toEqual({ status: ['pending', 'live'] });

    const again = await review(created.id, { decision: 'reject', note: '重复' });
    expect(again.status).toBe(409);
    expect((again.body as { error: { message: string } }).error.message).toBe('该需求已审核过了。');
    // Live: the public sees it without the buyer's name (not chosen), and the search finds it.
    const detail = sourcingDetail((await publicRequest(database.db, created.id))!, await allCategories(), false, new Date());
    expect(detail.buyer).toBeNull();
    expect(detail).toMatchObject({ open: true, ended: false, quoteCount: 0, daysLeft: 10 });
    expect((await searchSite(database.db, { q: '羊毛 围巾' })).matches).toContainEqual({ kind: 'sourcing', id: created.id, tier: 1 });
  });

  it('rejects only with a note, which the buyer is sent; the request stays off the site', async () => {
    // Each account posts 3 an hour: a colleague of the buyer's company posts this one.
    const colleague = await person('member', '林悦同事', certifiedId);
    const created = createdOf(await post(colleague, request({ title: '真丝睡衣 800 套', quantity: 800, unit: 'set' })));
    const noNote = await review(created.id, { decision: 'reject', note: ' ' });
    expect(noNote.status).toBe(400);
    expect(fieldsOf(noNote)).toEqual({ note: ['退回时请写明原因'] });
    expect((await review(created.id, { decision: 'reject', note: '请补充面料克重' })).status).toBe(200);
    expect((await rowOf(created.id)).status).toBe('rejected');
    const [sent] = await database.db.select().from(messages).where(and(eq(messages.subjectType, 'sourcing_request'), eq(messages.subjectId, String(created.id))));
    expect(sent).toMatchObject({ kind: 'sourcing_request_rejected', params: expect.objectContaining({ note: '请补充面料克重' }) });
    expect(await publicRequest(database.db, created.id)).toBeNull();
  });

  it('is for staff only, and 404 for a request that does not exist', async () => {
    const colleague = await person('member', '林悦同事二', certifiedId);
    const created = createdOf(await post(colleague, request({ title: '纸质购物袋 3 万只', quantity: 30000 })));
    expect((await review(created.id, { decision: 'approve', note: '' }, colleague)).status).toBe(403);
    expect((await review(999999, { decision: 'approve', note: '' })).status).toBe(404);
  });
});

describe('the public list', () => {
  let openId: number;
  let endedId: number;
  let goneId: number;
  let closedId: number;

  beforeAll(async () => {
    const { db } = database;
    const now = Date.now();
    const day = 24 * 60 * 60 * 1000;
    const base = { buyerCompanyId: certifiedId, categoryId: categories.knit, description: '<p>说明</p>', unit: 'piece', neededBy: inDays(90), kindsWanted: ['factory' as const], openDays: 30, status: 'live' as const };
    const rows = await db
      .insert(sourcingRequests)
      .values([
        { ...base, title: '婴儿连体衣 12 万件', quantity: 120000, region: '广东广州', liveAt: new Date(now - day), closesAt: new Date(now + 29 * day) },
        { ...base, title: '运动袜 5 万双', quantity: 50000, unit: 'pair', region: '浙江义乌', liveAt: new Date(now - 40 * day), closesAt: new Date(now - 10 * day) },
        { ...base, title: '工装裤 3000 条', quantity: 3000, region: '江苏苏州', liveAt: new Date(now - 80 * day), closesAt: new Date(now - 50 * day) },
        // Closed before its time five days ago (a later slice closes them): ended, still listed.
        { ...base, status: 'closed' as const, title: '帆布鞋 8000 双', quantity: 8000, unit: 'pair', region: '福建晋江', liveAt: new Date(now - 20 * day), closesAt: new Date(now + 10 * day), closedAt: new Date(now - 5 * day) },
      ])
      .returning();
    [openId, endedId, goneId, closedId] = rows.map((row) => row.id) as [number, number, number, number];
  });

  it('shows open requests first, newest first, then ended ones as ended for 30 days; older ones are gone', async () => {
    const names = await allCategories();
    const now = new Date();
    const page = await listRequests(database.db, { perPage: 100 }, names, now);
    const ids = page.items.map((row) => row.request.id);
    expect(ids).toContain(openId);
    expect(ids).toContain(endedId);
    expect(ids).not.toContain(goneId);
    expect(ids.indexOf(openId)).toBeLessThan(ids.indexOf(endedId));
    const ended = page.items.find((row) => row.request.id === endedId)!;
    expect(sourcingCard(ended.request, names, false, now)).toMatchObject({ ended: true, daysLeft: 0, title: '运动袜 5 万双', unit: 'pair', region: '浙江义乌' });
    const closed = page.items.find((row) => row.request.id === closedId)!;
    expect(sourcingCard(closed.request, names, false, now)).toMatchObject({ ended: true, daysLeft: 0 });
    expect(sourcingDetail((await publicRequest(database.db, closedId))!, names, false, now)).toMatchObject({ open: false, ended: true });
    expect(await publicRequest(database.db, goneId)).toBeNull();
  });

  it('filters by category (a top one includes its children), region, kind wanted and quantity band, and by keyword', async () => {
    const names = await allCategories();
    const ids = async (filters: Parameters<typeof listRequests>[1]) => (await listRequests(database.db, { perPage: 100, ...filters }, names)).items.map((row) => row.request.id);
    expect(await ids({ category: categories.top })).toEqual(expect.arrayContaining([openId, endedId]));
    expect(await ids({ category: categories.woven })).not.toContain(openId);
    expect(await ids({ region: '广东广州' })).toEqual([openId]);
    expect(await ids({ kind: 'retailer' })).toEqual([]);
    expect(await ids({ band: 'bulk' })).toEqual([openId]);
    expect(await ids({ band: 'large' })).toEqual([endedId]);
    expect(await ids({ q: '连体衣' })).toEqual([openId]);
    expect(await ids({ q: '广州 婴儿' })).toEqual([openId]);
    expect(await ids({ q: '针织 运动袜' })).toEqual([endedId]);
    expect(await ids({ q: '西装' })).toEqual([]);
  });

  it('gives the pages their views: the list with its regions, one request in English, 404 for the rest', async () => {
    const ctx = (query: Record<string, string>, params: Record<string, string> = {}, locale = 'zh-CN') => ({ query, params, locale, viewer: null }) as unknown as PageContext;
    const list = await loadSourcingList(ctx({ region: '广东广州' }));
    expect(list).toMatchObject({ props: { list: { total: 1, filters: { region: '广东广州', q: '', category: '', kind: '', band: '' }, items: [{ id: openId, title: '婴儿连体衣 12 万件', ended: false }] } } });
    const regions = 'props' in list ? (await list.props).list.regions : [];
    expect(regions).toEqual(expect.arrayContaining(['广东广州', '浙江义乌']));
    expect(regions).not.toContain('江苏苏州');
    expect(regions).toEqual([...regions].sort());
    expect(await loadSourcingList(ctx({ band: 'huge' }))).toEqual({ notFound: true });
    expect(await loadSourcingList(ctx({ page: '9' }))).toEqual({ notFound: true });
    expect(await loadSourcingDetail(ctx({}, { id: String(openId) }, 'en'))).toMatchObject({ props: { request: { id: openId, category: 'Knitwear', buyer: null, open: true } } });
    expect(await loadSourcingDetail(ctx({}, { id: String(goneId) }))).toEqual({ notFound: true });
    expect(await loadSourcingDetail(ctx({}, { id: 'x1' }))).toEqual({ notFound: true });
  });

  it('offers the form to an account of a certified company, and tells any other why not', async () => {
    const form = (who: Person) => loadSourcingNew({ query: {}, locale: 'zh-CN', viewer: { id: who.user.id, kind: who.user.kind, name: who.user.name, login: who.user.login, verified: false } } as unknown as PageContext);
    expect(await form(people.trustedBuyer)).toMatchObject({ props: { form: { poster: { kind: 'allowed', companyName: '信达零售连锁', trusted: true }, today: chinaDay(new Date()) } } });
    expect(await form(people.uncertified)).toMatchObject({ props: { form: { poster: { kind: 'not_certified', companyName: '未认证贸易公司' } } } });
    expect(await form(people.loner)).toMatchObject({ props: { form: { poster: { kind: 'no_company' } } } });
  });

  it('lists the public requests in the sitemap, and only those', async () => {
    const paths = (await sitemapEntries(database.db)).map((entry) => entry.path);
    expect(paths).toContain('/sourcing');
    expect(paths).toContain(`/sourcing/${openId}`);
    expect(paths).toContain(`/sourcing/${endedId}`);
    expect(paths).not.toContain(`/sourcing/${goneId}`);
  });
});
