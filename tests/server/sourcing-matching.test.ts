import { and, eq } from 'drizzle-orm';
import invitationsRoute from '@/pages/api/admin/sourcing/[id]/invitations';
import { issueSession } from '@/server/auth/sessions';
import { useDatabase } from '@/server/db';
import type { Database } from '@/server/db/client';
import { auditLog, companies, companyCategories, messages, productCategories, sourcingInvitations, sourcingQuotes, sourcingRequests, users } from '@/server/db/schema';
import type { PageContext } from '@/server/http/page';
import { chinaDay } from '@/server/kernel/china-time';
import { loadSourcingDetail, loadSourcingList } from '@/server/sourcing/loaders';
import { matchCompanies, MATCHES_SHOWN } from '@/server/sourcing/matching';
import { posted } from '@/server/sourcing/post';
import { loadStaffSourcing } from '@/server/sourcing/staff-loader';
import type { StaffSourcingListView } from '@/lib/sourcing/staff-views';
import { buildUser, type BuiltUser } from './auth-support';
import { callApi } from './support/api';
import { freshDatabase } from './support/db';

/**
 * Matching and invitations (issue 38, item 6): which certified companies are ranked for a live request and in
 * what order, staff inviting one (the company's accounts told, audited, once per pair, only while open), and
 * "受邀报价" for the invited company's accounts only — never in a visitor's page.
 */

let database: Database;
const DAY = 24 * 60 * 60 * 1000;
const YEAR = 366 * DAY;
const cat = {} as Record<'apparel' | 'knit' | 'woven' | 'bags', number>;
const co = {} as Record<'buyer' | 'exactCity' | 'exactFar' | 'topProvince' | 'veteran' | 'wrongKind' | 'otherCategory' | 'hidden' | 'uncertified' | 'quoted', number>;
type Person = { user: BuiltUser; cookie: string };
const people = {} as Record<'editor' | 'supplier' | 'supplierMail' | 'other', Person>;
let requestId: number;

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
  const now = Date.now();
  const [apparel, bags] = await db.insert(productCategories).values([{ name: '服装' }, { name: '箱包' }]).returning();
  const [knit, woven] = await db
    .insert(productCategories)
    .values([
      { name: '针织', parentId: apparel!.id },
      { name: '梭织', parentId: apparel!.id },
    ])
    .returning();
  Object.assign(cat, { apparel: apparel!.id, knit: knit!.id, woven: woven!.id, bags: bags!.id });
  const certified = (years: number) => new Date(now - years * YEAR);
  const rows = await db
    .insert(companies)
    .values([
      { name: '买方品牌', kinds: ['brand'], certifiedAt: certified(1), province: '浙江省', city: '杭州市' },
      { name: '杭州针织一厂', kinds: ['factory'], certifiedAt: certified(0), province: '浙江省', city: '杭州市' },
      { name: '广州针织厂', kinds: ['factory'], certifiedAt: certified(2), province: '广东省', city: '广州市' },
      { name: '宁波梭织厂', kinds: ['factory', 'provider'], certifiedAt: certified(1), province: '浙江省', city: '宁波市' },
      { name: '老牌梭织厂', kinds: ['factory'], certifiedAt: certified(9), province: '江苏省', city: '苏州市' },
      { name: '针织品牌商', kinds: ['brand'], certifiedAt: certified(3), province: '浙江省', city: '杭州市' },
      { name: '箱包厂', kinds: ['factory'], certifiedAt: certified(3), province: '浙江省', city: '杭州市' },
      { name: '隐藏针织厂', kinds: ['factory'], certifiedAt: certified(3), hidden: true, province: '浙江省', city: '杭州市' },
      { name: '未认证针织厂', kinds: ['factory'], province: '浙江省', city: '杭州市' },
      { name: '已报价针织厂', kinds: ['factory'], certifiedAt: certified(3), province: '浙江省', city: '杭州市' },
    ])
    .returning();
  const keys = ['buyer', 'exactCity', 'exactFar', 'topProvince', 'veteran', 'wrongKind', 'otherCategory', 'hidden', 'uncertified', 'quoted'] as const;
  keys.forEach((key, i) => (co[key] = rows[i]!.id));
  await db.insert(companyCategories).values([
    { companyId: co.exactCity, categoryId: cat.knit },
    { companyId: co.exactFar, categoryId: cat.knit },
    { companyId: co.topProvince, categoryId: cat.woven },
    { companyId: co.veteran, categoryId: cat.woven },
    { companyId: co.wrongKind, categoryId: cat.knit },
    { companyId: co.otherCategory, categoryId: cat.bags },
    { companyId: co.hidden, categoryId: cat.knit },
    { companyId: co.uncertified, categoryId: cat.knit },
    { companyId: co.quoted, categoryId: cat.knit },
  ]);
  const liveAt = new Date(now - DAY);
  const base = { buyerCompanyId: co.buyer, categoryId: cat.knit, quantity: 20000, unit: 'piece', neededBy: chinaDay(new Date(now + 90 * DAY)), kindsWanted: ['factory' as const], openDays: 30, liveAt, submittedAt: liveAt };
  const [request, old] = await db
    .insert(sourcingRequests)
    .values([
      { ...base, title: '纯棉针织T恤 2 万件', status: 'live', region: '浙江杭州', closesAt: new Date(now + 29 * DAY) },
      { ...base, title: '旧需求', status: 'live', region: '上海', liveAt: new Date(now - 60 * DAY), closesAt: new Date(now - 30 * DAY) },
    ])
    .returning();
  requestId = request!.id;
  // The veteran quoted once before; the far factory's quote was withdrawn (not counted); one company has quoted here.
  await db.insert(sourcingQuotes).values([
    { requestId: old!.id, supplierCompanyId: co.veteran },
    { requestId: old!.id, supplierCompanyId: co.exactFar, status: 'withdrawn' },
    { requestId: request!.id, supplierCompanyId: co.quoted },
  ]);
  people.editor = await person('editor', '匹配编辑', null);
  people.supplier = await person('member', '杭州厂业务', co.exactCity, '13700001111');
  people.supplierMail = await person('member', '杭州厂经理', co.exactCity, 'sales@hz-knit.example.com');
  people.other = await person('member', '广州厂业务', co.exactFar, '13700002222');
}, 60_000);
afterAll(() => database.close());

const invite = (id: number, body: unknown, who: Person = people.editor) => callApi(invitationsRoute, { method: 'POST', query: { id: String(id) }, body, headers: { cookie: who.cookie } });

describe('ranking', () => {
  it('ranks the certified companies of the wanted kinds with a fitting category, best first, with the score’s parts', async () => {
    const [request] = await database.db.select().from(sourcingRequests).where(eq(sourcingRequests.id, requestId));
    const ranked = await matchCompanies(database.db, posted(request!));
    expect(ranked.map((match) => [match.name, match.score, match.category, match.region, match.pastQuotes, match.certifiedYears])).toEqual([
      // 40 exact + 25 same city + 0 quotes + 0 years.
      ['杭州针织一厂', 65, 'exact', 'city', 0, 0],
      // 20 same top category + 0 region + 2 (one quote) + 15 (5 of 9 years counted).
      ['老牌梭织厂', 37, 'top', 'none', 1, 9],
      // 20 top + 15 same province + 3 (one year).
      ['宁波梭织厂', 38, 'top', 'province', 0, 1],
      // 40 exact + 0 + a withdrawn quote does not count + 6 (two years).
      ['广州针织厂', 46, 'exact', 'none', 0, 2],
    ].sort((a, b) => (b[1] as number) - (a[1] as number)));
    // Not ranked: the buyer, a brand, another category, hidden, uncertified, already quoted.
    const names = ranked.map((match) => match.name);
    for (const name of ['买方品牌', '针织品牌商', '箱包厂', '隐藏针织厂', '未认证针织厂', '已报价针织厂']) expect(names).not.toContain(name);
    expect(ranked.every((match) => !match.invited)).toBe(true);
  });

  it('shows at most the top 20', async () => {
    const { db } = database;
    const many = await db
      .insert(companies)
      .values(Array.from({ length: MATCHES_SHOWN + 5 }, (_, i) => ({ name: `批量针织厂 ${i + 1}`, kinds: ['factory' as const], certifiedAt: new Date(), province: '福建省', city: '泉州市' })))
      .returning();
    await db.insert(companyCategories).values(many.map((company) => ({ companyId: company.id, categoryId: cat.knit })));
    const [request] = await db.select().from(sourcingRequests).where(eq(sourcingRequests.id, requestId));
    const ranked = await matchCompanies(db, posted(request!));
    expect(ranked).toHaveLength(MATCHES_SHOWN);
    expect(ranked[0]!.name).toBe('杭州针织一厂');
    await db.delete(companies).where(and(eq(companies.province, '福建省'), eq(companies.city, '泉州市')));
  });
});

describe('inviting', () => {
  it('invites a matched company: every account of it told with the link, audited, shown as invited; once only', async () => {
    const answer = await invite(requestId, { companyId: co.exactCity });
    expect(answer.status).toBe(200);
    expect((answer.body as { invitation: { requestId: number; companyId: number } }).invitation).toMatchObject({ requestId, companyId: co.exactCity });
    const sent = await database.db
      .select()
      .from(messages)
      .where(and(eq(messages.kind, 'sourcing_invitation'), eq(messages.subjectId, String(requestId))));
    expect(sent.map((message) => [message.channel, message.recipient]).sort()).toEqual([
      ['email', 'sales@hz-knit.example.com'],
      ['sms', '13700001111'],
    ]);
    expect((sent[0]!.params as { link: string; company: string }).link).toMatch(new RegExp(`/sourcing/${requestId}$`));
    expect((sent[0]!.params as { company: string }).company).toBe('杭州针织一厂');
    const entries = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'sourcing_request'), eq(auditLog.entityId, String(requestId))));
    expect(entries.map((entry) => [entry.action, entry.changes])).toEqual([['sourcing_request.invite', { invited: [null, '杭州针织一厂'] }]]);

    const again = await invite(requestId, { companyId: co.exactCity });
    expect(again.status).toBe(409);
    expect((await database.db.select().from(sourcingInvitations)).length).toBe(1);

    const page = (await loadStaffSourcing({ query: { id: String(requestId) }, locale: 'zh-CN', viewer: { id: people.editor.user.id, kind: 'editor' } } as unknown as PageContext)) as { props: { sourcing: StaffSourcingListView } };
    expect(page.props.sourcing.opened?.matches.find((match) => match.companyId === co.exactCity)?.invited).toBe(true);
    expect(page.props.sourcing.opened?.invitations).toEqual([expect.objectContaining({ companyId: co.exactCity, companyName: '杭州针织一厂', invitedBy: '匹配编辑' })]);
  });

  it('refuses a company that may not be invited (400 on companyId), one that quoted (409), a closed request (409), an unknown one (404), a member (403)', async () => {
    for (const companyId of [co.buyer, co.wrongKind, co.hidden, co.uncertified, 999_999]) {
      const answer = await invite(requestId, { companyId });
      expect(answer.status).toBe(400);
      expect((answer.body as { error: { fields: Record<string, string[]> } }).error.fields.companyId).toEqual(['只能邀请需求所找类型的认证企业（采购方自己除外）。']);
    }
    expect((await invite(requestId, { companyId: co.quoted })).status).toBe(409);
    const [ended] = await database.db.select().from(sourcingRequests).where(eq(sourcingRequests.title, '旧需求'));
    expect((await invite(ended!.id, { companyId: co.exactCity })).status).toBe(409);
    expect((await invite(999_999, { companyId: co.exactCity })).status).toBe(404);
    expect((await invite(requestId, { companyId: '1' })).status).toBe(400);
    expect((await invite(requestId, { companyId: co.exactFar }, people.supplier)).status).toBe(403);
  });
});

describe('受邀报价', () => {
  const viewerOf = (who: Person) => ({ id: who.user.id, kind: who.user.kind, name: who.user.name, login: who.user.login, verified: true });
  const ctx = (viewer: ReturnType<typeof viewerOf> | null, params: Record<string, string> = {}) => ({ query: {}, params, locale: 'zh-CN', viewer }) as unknown as PageContext;
  type Loose = Record<string, unknown>;
  const listItems = async (viewer: ReturnType<typeof viewerOf> | null) => ((await loadSourcingList(ctx(viewer))) as unknown as { props: { list: { items: (Loose & { id: number })[] } } }).props.list.items;
  const detailOf = async (viewer: ReturnType<typeof viewerOf> | null) => ((await loadSourcingDetail(ctx(viewer, { id: String(requestId) }))) as unknown as { props: { request: Loose } }).props.request;

  it('marks the request invited for the invited company’s accounts only, on the list and the page', async () => {
    expect((await listItems(viewerOf(people.supplier))).find((item) => item.id === requestId)?.invited).toBe(true);
    expect((await detailOf(viewerOf(people.supplierMail))).invited).toBe(true);
    expect('invited' in (await detailOf(viewerOf(people.other)))).toBe(false);
  });

  it('leaves a visitor’s props exactly as they were: no invited field at all', async () => {
    const visitor = await listItems(null);
    expect(visitor.length).toBeGreaterThan(0);
    expect(visitor.some((item) => 'invited' in item)).toBe(false);
    expect('invited' in (await detailOf(null))).toBe(false);
    expect(await listItems(viewerOf(people.other))).toEqual(visitor);
  });
});
