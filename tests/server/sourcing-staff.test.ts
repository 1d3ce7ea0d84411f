import { and, eq } from 'drizzle-orm';
import statusRoute from '@/pages/api/admin/sourcing/[id]/status';
import trustedRoute from '@/pages/api/admin/companies/[id]/trusted';
import { issueSession } from '@/server/auth/sessions';
import { versionOf } from '@/server/audit/record-version';
import { useDatabase } from '@/server/db';
import type { Database } from '@/server/db/client';
import { auditLog, companies, messages, productCategories, sourcingQuoteRevisions, sourcingQuotes, sourcingRequests, users } from '@/server/db/schema';
import type { PageContext } from '@/server/http/page';
import { chinaDay } from '@/server/kernel/china-time';
import { loadConsole } from '@/server/site/console-loader';
import { sourcingFigures, weekOf } from '@/server/sourcing/figures';
import { publicRequest } from '@/server/sourcing/public';
import { loadStaffSourcing } from '@/server/sourcing/staff-loader';
import { buildUser, type BuiltUser } from './auth-support';
import { callApi, type ApiAnswer } from './support/api';
import { freshDatabase } from './support/db';

/**
 * Staff on /admin/sourcing (issue 38, item 7): closing and hiding a request with a reason (version-checked,
 * audited, the buyer told), marking a company trusted, the per-account limit, the list with its quotes' latest
 * terms, and the figures (also on the console's dashboard).
 */

let database: Database;
let categoryId: number;
let buyerCompanyId: number;
let supplierIds: number[];
type Person = { user: BuiltUser; cookie: string };
const people = {} as Record<'buyer' | 'editor' | 'member', Person>;

async function person(kind: 'member' | 'editor', name: string, companyId: number | null, login?: string): Promise<Person> {
  const user = await buildUser(database.db, { kind, name, ...(login ? { login } : {}) });
  if (companyId !== null) await database.db.update(users).set({ companyId }).where(eq(users.id, user.id));
  const { token } = await issueSession(database.db, user, { persistent: false });
  return { user, cookie: `tmz_session=${token}` };
}

const DAY = 24 * 60 * 60 * 1000;

async function liveRequest(title: string, overrides: Partial<typeof sourcingRequests.$inferInsert> = {}) {
  const liveAt = new Date(Date.now() - 2 * DAY);
  const [row] = await database.db
    .insert(sourcingRequests)
    .values({
      buyerCompanyId,
      buyerId: people.buyer.user.id,
      status: 'live',
      title,
      categoryId,
      quantity: 5000,
      unit: 'piece',
      region: '浙江杭州',
      neededBy: chinaDay(new Date(Date.now() + 60 * DAY)),
      kindsWanted: ['factory'],
      openDays: 30,
      submittedAt: liveAt,
      liveAt,
      closesAt: new Date(liveAt.getTime() + 30 * DAY),
      createdAt: liveAt,
      updatedAt: liveAt,
      ...overrides,
    })
    .returning();
  return row!;
}

beforeAll(async () => {
  database = await freshDatabase();
  useDatabase(database);
  const { db } = database;
  const [category] = await db.insert(productCategories).values({ name: '针织', nameEn: 'Knitwear' }).returning();
  categoryId = category!.id;
  const inserted = await db
    .insert(companies)
    .values([
      { name: '青禾品牌管理有限公司', kinds: ['brand'], certifiedKind: 'brand', certifiedAt: new Date('2025-01-05T02:00:00Z') },
      { name: '永兴针织厂', kinds: ['factory'], certifiedKind: 'factory', certifiedAt: new Date('2024-03-01T02:00:00Z') },
      { name: '华纺制衣', kinds: ['factory'], certifiedKind: 'factory', certifiedAt: new Date('2025-06-01T02:00:00Z') },
    ])
    .returning();
  buyerCompanyId = inserted[0]!.id;
  supplierIds = inserted.slice(1).map((company) => company.id);
  people.buyer = await person('member', '林悦', buyerCompanyId, '13900003333');
  people.editor = await person('editor', '运营编辑', null);
  people.member = await person('member', '路人', null);
}, 60_000);
afterAll(() => database.close());

const act = (id: number, body: unknown, who: Person = people.editor) => callApi(statusRoute, { method: 'POST', query: { id: String(id) }, body, headers: { cookie: who.cookie } });
const trust = (id: number, body: unknown, who: Person = people.editor) => callApi(trustedRoute, { method: 'PUT', query: { id: String(id) }, body, headers: { cookie: who.cookie } });
const fieldsOf = (answer: ApiAnswer) => (answer.body as { error: { fields?: Record<string, string[]> } }).error.fields;
const messageOf = (answer: ApiAnswer) => (answer.body as { error: { message: string } }).error.message;

async function rowOf(id: number) {
  const [row] = await database.db.select().from(sourcingRequests).where(eq(sourcingRequests.id, id));
  return row!;
}
const auditOf = (id: number) =>
  database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'sourcing_request'), eq(auditLog.entityId, String(id))));
const sentAbout = (id: number) =>
  database.db
    .select()
    .from(messages)
    .where(and(eq(messages.subjectType, 'sourcing_request'), eq(messages.subjectId, String(id))));

describe('closing and hiding', () => {
  it('closes an open request with the reason: ended on the list, the buyer told, audited; then it is no longer open (409)', async () => {
    const request = await liveRequest('纯棉T恤 5000 件');
    const version = versionOf(request.updatedAt);
    const noReason = await act(request.id, { action: 'close', reason: '  ', version });
    expect(noReason.status).toBe(400);
    expect(fieldsOf(noReason)).toEqual({ reason: ['请填写原因'] });
    expect((await act(request.id, { action: 'close', reason: '重复发布' }, people.member)).status).toBe(403);

    const answer = await act(request.id, { action: 'close', reason: '与 5 月的需求重复', version });
    expect(answer.status).toBe(200);
    const row = await rowOf(request.id);
    expect(answer.body).toEqual({ request: { id: request.id, status: 'closed', version: versionOf(row.updatedAt) } });
    expect(row).toMatchObject({ status: 'closed', reviewNote: '与 5 月的需求重复' });
    expect(row.closedAt).not.toBeNull();
    // Still on the site, as ended.
    expect((await publicRequest(database.db, request.id))?.request.status).toBe('closed');
    const sent = await sentAbout(request.id);
    expect(sent.map((message) => [message.kind, message.channel, message.recipient, (message.params as { reason: string }).reason])).toEqual([['sourcing_request_closed_by_staff', 'sms', '13900003333', '与 5 月的需求重复']]);
    const entries = await auditOf(request.id);
    expect(entries.map((entry) => [entry.action, entry.actorName])).toEqual([['sourcing_request.close', '运营编辑']]);

    const again = await act(request.id, { action: 'close', reason: '再次结束', version: versionOf(row.updatedAt) });
    expect(again.status).toBe(409);
    expect(messageOf(again)).toBe('该需求已不在征集报价中。');
  });

  it('refuses a stale version (409 with fields.version naming who saved), writing nothing', async () => {
    const request = await liveRequest('羊毛围巾 800 条');
    const first = await act(request.id, { action: 'hide', reason: '图片涉嫌侵权', version: versionOf(request.updatedAt) });
    expect(first.status).toBe(200);
    const stale = await act(request.id, { action: 'close', reason: '另一窗口', version: versionOf(request.updatedAt) });
    expect(stale.status).toBe(409);
    expect(fieldsOf(stale)?.version?.[0]).toMatch(/^你已在另一个窗口或标签页保存过这条记录/);
    expect((await rowOf(request.id)).reviewNote).toBe('图片涉嫌侵权');
  });

  it('hides a live request: off the site, the buyer told with the reason, audited; a pending one cannot be hidden', async () => {
    const request = await liveRequest('帆布托特包 3000 个');
    const answer = await act(request.id, { action: 'hide', reason: '内容含联系方式图片', version: versionOf(request.updatedAt) });
    expect(answer.status).toBe(200);
    expect((await rowOf(request.id)).status).toBe('hidden');
    expect(await publicRequest(database.db, request.id)).toBeNull();
    expect((await sentAbout(request.id)).map((message) => message.kind)).toEqual(['sourcing_request_hidden']);
    expect((await auditOf(request.id)).map((entry) => entry.action)).toEqual(['sourcing_request.hide']);

    const pending = await liveRequest('待审核需求 一', { status: 'pending', liveAt: null, closesAt: null });
    const refused = await act(pending.id, { action: 'hide', reason: '测试', version: versionOf(pending.updatedAt) });
    expect(refused.status).toBe(409);
    expect(messageOf(refused)).toBe('只有上线或已结束的需求可以隐藏。');
    expect((await act(999_999, { action: 'hide', reason: '测试', version: versionOf(pending.updatedAt) })).status).toBe(404);
  });
});

describe('trusted companies', () => {
  it('marks a company trusted and back, version-checked and audited', async () => {
    const [company] = await database.db.select().from(companies).where(eq(companies.id, supplierIds[0]!));
    const marked = await trust(company!.id, { trusted: true, version: versionOf(company!.updatedAt) });
    expect(marked.status).toBe(200);
    const answer = (marked.body as { company: { id: number; trusted: boolean; version: string } }).company;
    expect(answer).toMatchObject({ id: company!.id, trusted: true });
    const stale = await trust(company!.id, { trusted: false, version: versionOf(company!.updatedAt) });
    expect(stale.status).toBe(409);
    expect(fieldsOf(stale)?.version).toHaveLength(1);
    expect((await trust(company!.id, { trusted: false, version: answer.version })).status).toBe(200);
    const entries = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'company'), eq(auditLog.entityId, String(company!.id))));
    expect(entries.map((entry) => [entry.action, entry.changes])).toEqual([
      ['company.trust', { trusted: [false, true] }],
      ['company.trust', { trusted: [true, false] }],
    ]);
    expect((await trust(company!.id, { trusted: 'yes', version: answer.version })).status).toBe(400);
    expect((await trust(company!.id, { trusted: true, version: answer.version }, people.member)).status).toBe(403);
  });

  it('counts a staff account’s sourcing actions: over the hourly allowance it is 429', async () => {
    const busy = await person('editor', '脚本编辑', null);
    const [company] = await database.db.select().from(companies).where(eq(companies.id, supplierIds[1]!));
    let version = versionOf(company!.updatedAt);
    for (let i = 0; i < 120; i += 1) {
      const answer = await trust(company!.id, { trusted: i % 2 === 0, version }, busy);
      expect(answer.status).toBe(200);
      version = (answer.body as { company: { version: string } }).company.version;
    }
    const refused = await trust(company!.id, { trusted: true, version }, busy);
    expect(refused.status).toBe(429);
    expect(messageOf(refused)).toMatch(/^你的账号在 1 小时内的采购管理操作已达上限/);
  }, 60_000);
});

describe('the staff list', () => {
  const ctx = (query: Record<string, string>) => ({ query, locale: 'zh-CN', viewer: { id: people.editor.user.id, kind: 'editor' } }) as unknown as PageContext;

  it('lists requests by status and title, and opens one with its quotes’ latest terms', async () => {
    const request = await liveRequest('运动袜 20000 双 %_');
    const [first, second] = await database.db
      .insert(sourcingQuotes)
      .values([
        { requestId: request.id, supplierCompanyId: supplierIds[0]!, status: 'sent', revision: 2 },
        { requestId: request.id, supplierCompanyId: supplierIds[1]!, status: 'withdrawn', revision: 1 },
      ])
      .returning();
    await database.db.insert(sourcingQuoteRevisions).values([
      { quoteId: first!.id, revision: 1, unitPriceFen: 350, minOrder: 5000, leadTimeDays: 30, validUntil: '2030-01-31' },
      { quoteId: first!.id, revision: 2, unitPriceFen: 320, minOrder: 8000, leadTimeDays: 25, validUntil: '2030-02-28' },
      { quoteId: second!.id, revision: 1, totalFen: 9_000_000, minOrder: 20000, leadTimeDays: 40, validUntil: '2030-01-15' },
    ]);

    const found = await loadStaffSourcing(ctx({ q: '%_', status: 'live' }));
    expect('props' in found).toBe(true);
    const list = (found as { props: { sourcing: import('@/lib/sourcing/staff-views').StaffSourcingListView } }).props.sourcing;
    expect(list.items.map((item) => [item.title, item.quoteCount])).toEqual([['运动袜 20000 双 %_', 1]]);

    const opened = (await loadStaffSourcing(ctx({ id: String(request.id) }))) as { props: { sourcing: import('@/lib/sourcing/staff-views').StaffSourcingListView } };
    expect(opened.props.sourcing.opened?.quotes).toEqual([
      expect.objectContaining({ supplierName: '永兴针织厂', status: 'sent', revision: 2, unitPrice: '3.2', total: null, minOrder: 8000, leadTimeDays: 25, validUntil: '2030-02-28' }),
      expect.objectContaining({ supplierName: '华纺制衣', status: 'withdrawn', revision: 1, unitPrice: null, total: '90000', minOrder: 20000 }),
    ]);
    expect(opened.props.sourcing.opened).toMatchObject({ companyName: '青禾品牌管理有限公司', companyTrusted: false, open: true, invitable: true });

    const closed = (await loadStaffSourcing(ctx({ status: 'closed' }))) as { props: { sourcing: { items: { status: string }[] } } };
    expect(closed.props.sourcing.items.length).toBeGreaterThan(0);
    expect(closed.props.sourcing.items.every((item) => item.status === 'closed')).toBe(true);
    expect(await loadStaffSourcing(ctx({ status: 'gone' }))).toEqual({ notFound: true });
    expect((await loadStaffSourcing(ctx({ id: '999999' })) as { props: { sourcing: { missing: boolean } } }).props.sourcing.missing).toBe(true);
  });
});

describe('figures', () => {
  let figuresDb: Database;
  beforeAll(async () => {
    figuresDb = await freshDatabase();
  }, 60_000);
  afterAll(() => figuresDb.close());

  it('counts requests per week, quotes per request, the median time to the first quote and the share closed with a choice', async () => {
    const { db } = figuresDb;
    const now = new Date('2026-11-25T04:00:00Z'); // a Wednesday in China
    const [category] = await db.insert(productCategories).values({ name: '针织' }).returning();
    const [buyer, a, b] = await db
      .insert(companies)
      .values([
        { name: '买方', kinds: ['brand'], certifiedAt: now },
        { name: '甲厂', kinds: ['factory'], certifiedAt: now },
        { name: '乙厂', kinds: ['factory'], certifiedAt: now },
      ])
      .returning();
    const hours = (n: number) => new Date(now.getTime() - n * 60 * 60 * 1000);
    const base = { buyerCompanyId: buyer!.id, categoryId: category!.id, quantity: 10, unit: 'piece', region: '上海', neededBy: '2027-01-01', kindsWanted: ['factory' as const], openDays: 7 };
    const rows = await db
      .insert(sourcingRequests)
      .values([
        // This week: live, two quotes (the first 10 hours after going live).
        { ...base, title: '需求一', status: 'live', submittedAt: hours(30), liveAt: hours(30), closesAt: hours(-100) },
        // Last week: ended by time, one quote accepted (first after 4 hours).
        { ...base, title: '需求二', status: 'live', submittedAt: hours(24 * 8), liveAt: hours(24 * 8), closesAt: hours(24) },
        // Last week: closed without a choice, no quotes.
        { ...base, title: '需求三', status: 'closed', submittedAt: hours(24 * 9), liveAt: hours(24 * 9), closesAt: hours(-24), closedAt: hours(2) },
        // Pending this week: counted per week, never live.
        { ...base, title: '需求四', status: 'pending', submittedAt: hours(1) },
        // A draft: not counted anywhere.
        { ...base, title: '草稿', status: 'draft', submittedAt: null },
      ])
      .returning();
    const [one, two] = rows;
    await db.insert(sourcingQuotes).values([
      { requestId: one!.id, supplierCompanyId: a!.id, createdAt: hours(20) },
      { requestId: one!.id, supplierCompanyId: b!.id, createdAt: hours(5) },
      { requestId: two!.id, supplierCompanyId: a!.id, status: 'accepted', createdAt: hours(24 * 8 - 4) },
      { requestId: two!.id, supplierCompanyId: b!.id, status: 'withdrawn', createdAt: hours(24 * 7) },
    ]);
    const figures = await sourcingFigures(db, now);
    expect(weekOf(now)).toBe('2026-11-23');
    expect(figures.perWeek).toHaveLength(8);
    expect(figures.perWeek.slice(-2)).toEqual([
      { week: '2026-11-16', requests: 2 },
      { week: '2026-11-23', requests: 2 },
    ]);
    // 3 quotes not withdrawn over 3 requests that went live.
    expect(figures.quotesPerRequest).toBe(1);
    // First quotes after 10 h and 4 h: the median is 7.
    expect(figures.hoursToFirstQuote).toBe(7);
    // Two ended (one by time, one closed), one with an accepted quote.
    expect(figures).toMatchObject({ closedWithChoice: 50, endedCount: 2 });

    const empty = await freshDatabase();
    try {
      expect(await sourcingFigures(empty.db, now)).toMatchObject({ quotesPerRequest: null, hoursToFirstQuote: null, closedWithChoice: null, endedCount: 0 });
    } finally {
      await empty.close();
    }
  });

  it('is on the console’s dashboard', async () => {
    const loaded = await loadConsole({ query: {}, locale: 'zh-CN', viewer: { id: people.editor.user.id, kind: 'editor' } } as unknown as PageContext);
    expect(loaded).toMatchObject({ props: { sourcingFigures: { perWeek: expect.any(Array) } } });
  });
});
