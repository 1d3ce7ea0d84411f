import { and, asc, eq } from 'drizzle-orm';
import { companyProfileFields } from '@/lib/companies/profile-schema';
import companyRoute from '@/pages/api/account/company';
import reviewRoute from '@/pages/api/admin/company-revisions/[id]/review';
import publicRoute from '@/pages/api/companies/[id]';
import { issueSession } from '@/server/auth/sessions';
import { useDatabase } from '@/server/db';
import type { Database } from '@/server/db/client';
import { auditLog, companies, companyCategories, companyProducts, companyRevisions, messages, productCategories, users } from '@/server/db/schema';
import { ownCompanyView, staffRevisionView } from '@/server/companies/revisions/views';
import { buildUser, freshIp, type BuiltUser } from './auth-support';
import { callApi, type ApiAnswer } from './support/api';
import { freshDatabase } from './support/db';
import { insertUpload } from './support/uploads';

/**
 * A company's own accounts propose changes to its public profile; staff approve (applied: fields, categories,
 * products) or reject (kept, with a note). The live profile never moves before approval; only the company's
 * own accounts may propose; proposals are version-checked and limited per account.
 */

let database: Database;
let companyId: number;
let otherCompanyId: number;
let categoryIds: number[];
const people = {} as Record<'owner' | 'colleague' | 'stranger' | 'exhibitor' | 'editor', { user: BuiltUser; cookie: string }>;

beforeAll(async () => {
  database = await freshDatabase();
  useDatabase(database);
  const [company] = await database.db.insert(companies).values({ name: '宁波海曙精工塑料制品厂', uscc: '91330200MA0000001X', kinds: ['factory'], summary: '注塑代工' }).returning();
  const [other] = await database.db.insert(companies).values({ name: '别家企业', kinds: ['brand'] }).returning();
  companyId = company!.id;
  otherCompanyId = other!.id;
  const [top] = await database.db.insert(productCategories).values({ name: '日化' }).returning();
  const children = await database.db
    .insert(productCategories)
    .values([
      { name: '洗护', parentId: top!.id, sortOrder: 1 },
      { name: '彩妆', parentId: top!.id, sortOrder: 2 },
      { name: '已隐藏', parentId: top!.id, sortOrder: 3, hidden: true },
    ])
    .returning();
  categoryIds = [top!.id, ...children.map((child) => child.id)];
  for (const who of ['owner', 'colleague', 'stranger', 'exhibitor', 'editor'] as const) {
    const kind = who === 'editor' ? 'editor' : who === 'exhibitor' ? 'exhibitor' : 'member';
    const user = await buildUser(database.db, { kind, name: `${who} 用户`, ...(who === 'owner' ? { login: '13900001234' } : {}), ...(kind === 'exhibitor' ? { exhibitor: { company: '精工' } } : {}) });
    if (who === 'owner' || who === 'colleague' || who === 'exhibitor') await database.db.update(users).set({ companyId }).where(eq(users.id, user.id));
    const { token } = await issueSession(database.db, user, { persistent: false });
    people[who] = { user, cookie: `tmz_session=${token}` };
  }
}, 60_000);
afterAll(() => database.close());

type Who = keyof typeof people;
const get = (who: Who) => callApi(companyRoute, { headers: { cookie: people[who].cookie } });
const put = (who: Who, body: unknown) => callApi(companyRoute, { method: 'PUT', body, ip: freshIp(), headers: { cookie: people[who].cookie } });
const review = (id: number, body: unknown, who: Who = 'editor') =>
  callApi(reviewRoute, { method: 'POST', query: { id: String(id) }, body, headers: { cookie: people[who].cookie } });

const fieldsOf = (answer: ApiAnswer) => (answer.body as { error: { fields?: Record<string, string[]> } }).error.fields;
const companyOf = (answer: ApiAnswer) =>
  (answer.body as { company: { version: string; live: Record<string, unknown>; pending: { id: number; submittedLabel: string; profile: Record<string, unknown> } | null; rejected: { note: string } | null } }).company;

async function liveRow() {
  const [row] = await database.db.select().from(companies).where(eq(companies.id, companyId));
  return row!;
}

async function proposal(overrides: Record<string, unknown> = {}, who: Who = 'owner') {
  const current = companyOf(await get(who));
  const picture = await insertUpload(database.db, { ownerId: people[who].user.id, purpose: 'image' });
  return {
    ...current.live,
    nameEn: 'Haishu Precision Plastics',
    summary: '二十年注塑与吹塑代工经验',
    introduction: '工厂位于宁波海曙。\n\n拥有 40 条注塑线。',
    province: '浙江',
    city: '宁波',
    foundedYear: '2004',
    sizeBand: '200-999',
    website: 'https://jinggong.example.com',
    contactChannel: 'phone',
    contactValue: '0574-88886666',
    categoryIds: [categoryIds[1], String(categoryIds[2])],
    capacity: '50 万件/月',
    processes: '注塑、吹塑',
    products: [
      { name: '按压泵头', nameEn: 'Lotion pump', picture: `/api/uploads/${picture}`, summary: '24/410 口径', categoryId: categoryIds[1] },
      { name: '喷雾瓶', summary: 'PET 材质', categoryId: null },
    ],
    version: current.version,
    ...overrides,
  };
}

describe('proposing a change', () => {
  it('shows the live profile to the company’s own accounts only, without the code', async () => {
    const answer = await get('owner');
    expect(answer.status).toBe(200);
    expect(JSON.stringify(answer.body)).not.toContain('91330200MA0000001X');
    expect(companyOf(answer)).toMatchObject({ live: { summary: '注塑代工', products: [] }, pending: null, rejected: null });
    expect((await get('exhibitor')).status).toBe(200);
    expect((await get('stranger')).status).toBe(404);
    expect((await get('editor')).status).toBe(403);
    expect((await callApi(companyRoute, {})).status).toBe(401);
  });

  it('stores the whole proposal as the one pending change, leaves the live profile alone, and replaces it when sent again', async () => {
    const before = await liveRow();
    const first = await put('owner', await proposal());
    expect(first.status).toBe(200);
    const company = companyOf(first);
    expect(company.pending).toMatchObject({ submittedLabel: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/), profile: { city: '宁波', foundedYear: 2004, processes: ['注塑', '吹塑'] } });
    expect(company.live).toMatchObject({ summary: '注塑代工', city: '' });
    expect(await liveRow()).toEqual(before);

    const again = await put('colleague', await proposal({ city: '宁波市' }, 'colleague'));
    expect(again.status).toBe(200);
    const pending = await database.db.select().from(companyRevisions).where(and(eq(companyRevisions.companyId, companyId), eq(companyRevisions.status, 'pending')));
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ authorId: people.colleague.user.id, profile: expect.objectContaining({ city: '宁波市' }) });
    expect(await liveRow()).toEqual(before);
  });

  it('says what is wrong field by field, products included, and keeps nothing', async () => {
    const count = async () => (await database.db.select().from(companyRevisions)).length;
    const before = await count();
    const answer = await put(
      'owner',
      await proposal({
        website: 'jinggong.example.com',
        contactChannel: 'email',
        contactValue: '0574',
        foundedYear: '1700',
        categoryIds: categoryIds.concat([101, 102, 103]),
        products: [{ name: ' ', summary: '短' }],
      }),
    );
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer)).toMatchObject({
      website: ['请填写以 http:// 或 https:// 开头的网址'],
      contactValue: ['请填写有效的电子邮箱地址'],
      foundedYear: ['请填写 1800 年到今年之间的四位年份'],
      categoryIds: ['主营品类最多选择 5 个'],
      'products.0.name': ['请填写产品名称'],
    });
    const hidden = await put('owner', await proposal({ categoryIds: [categoryIds[3]], products: [{ name: '瓶', categoryId: 999_999 }] }));
    expect(fieldsOf(hidden)).toEqual({ categoryIds: ['请从列表中选择品类'], 'products.0.categoryId': ['请从列表中选择品类'] });
    expect(await count()).toBe(before);
  });

  it('takes as pictures only the account’s own image uploads (never a licence, never someone else’s)', async () => {
    const licence = await insertUpload(database.db, { ownerId: people.owner.user.id, purpose: 'licence' });
    const theirs = await insertUpload(database.db, { ownerId: people.stranger.user.id, purpose: 'image' });
    const answer = await put('owner', await proposal({ logo: `/api/uploads/${licence}`, products: [{ name: '瓶', picture: `/api/uploads/${theirs}` }] }));
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer)).toEqual({ logo: ['请重新上传企业标志'], 'products.0.picture': ['请重新上传产品图片'] });
    expect(fieldsOf(await put('owner', await proposal({ logo: 'https://evil.example.com/x.png' })))).toEqual({ logo: ['请重新上传企业标志'] });
  });

  it('refuses a proposal based on an older version, and one from an account of no company', async () => {
    const stale = await put('owner', await proposal({ version: new Date(2020, 0, 1).toISOString() }));
    expect(stale.status).toBe(409);
    expect(fieldsOf(stale)).toHaveProperty('version');
    expect((await put('owner', { ...(await proposal()), version: undefined })).status).toBe(400);
    expect((await put('stranger', await proposal())).status).toBe(404);
    expect((await put('editor', await proposal())).status).toBe(403);
  });
});

describe('staff review', () => {
  it('shows staff each changed field before → after and both product lists', async () => {
    await put('owner', await proposal());
    const [pending] = await database.db.select().from(companyRevisions).where(eq(companyRevisions.status, 'pending'));
    const view = await staffRevisionView(database.db, pending!.id);
    expect(view?.changes).toEqual(
      expect.arrayContaining([
        { field: 'summary', before: '注塑代工', after: '二十年注塑与吹塑代工经验' },
        { field: 'categoryIds', before: '', after: '洗护、彩妆' },
        { field: 'processes', before: '', after: '注塑、吹塑' },
      ]),
    );
    expect(view?.productsBefore).toEqual([]);
    expect(view?.productsAfter.map((product) => [product.name, product.category])).toEqual([
      ['按压泵头', '洗护'],
      ['喷雾瓶', ''],
    ]);
    expect(view?.changedSince).toBe(false);
    expect(JSON.stringify(view)).not.toContain('91330200MA0000001X');
  });

  it('rejects only with a note: the live profile stays, the note reaches the company and its account is told', async () => {
    const [pending] = await database.db.select().from(companyRevisions).where(eq(companyRevisions.status, 'pending'));
    const before = await liveRow();
    expect(fieldsOf(await review(pending!.id, { decision: 'reject', note: ' ' }))).toEqual({ note: ['驳回时请写明原因，企业会在资料页看到'] });
    expect((await review(pending!.id, { decision: 'reject', note: '产品图片不清晰' }, 'owner')).status).toBe(403);
    const answer = await review(pending!.id, { decision: 'reject', note: '产品图片不清晰' });
    expect(answer.status).toBe(200);
    expect(await liveRow()).toEqual(before);
    const company = companyOf(await get('owner'));
    expect(company.pending).toBeNull();
    expect(company.rejected).toMatchObject({ note: '产品图片不清晰' });
    const sent = await database.db.select().from(messages).where(eq(messages.subjectId, String(pending!.id)));
    expect(sent.map((message) => [message.kind, message.recipient])).toEqual([['company_profile_rejected', people.owner.user.login]]);
    expect((await review(pending!.id, { decision: 'approve' })).status).toBe(409);
    expect((await review(999_999, { decision: 'approve' })).status).toBe(404);
  });

  it('approves: fields, categories and products go live in order, the version moves, an audit entry and a message', async () => {
    // A visitor read the profile before: the cached copy must not outlive the approval.
    expect((await callApi(publicRoute, { query: { id: String(companyId) } })).status).toBe(200);
    await put('owner', await proposal());
    const [pending] = await database.db.select().from(companyRevisions).where(eq(companyRevisions.status, 'pending'));
    const before = await liveRow();
    const answer = await review(pending!.id, { decision: 'approve', note: '' });
    expect(answer.status).toBe(200);
    const after = await liveRow();
    expect(after).toMatchObject({
      name: '宁波海曙精工塑料制品厂',
      nameEn: 'Haishu Precision Plastics',
      summary: '二十年注塑与吹塑代工经验',
      city: '宁波',
      foundedYear: 2004,
      sizeBand: '200-999',
      contactChannel: 'phone',
      contactValue: '0574-88886666',
      processes: ['注塑', '吹塑'],
      uscc: '91330200MA0000001X',
    });
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    expect(after.searchText).toContain('按压泵头');
    const categories = await database.db.select().from(companyCategories).where(eq(companyCategories.companyId, companyId));
    expect(categories.map((row) => row.categoryId).sort()).toEqual([categoryIds[1], categoryIds[2]].sort());
    const products = await database.db.select().from(companyProducts).where(eq(companyProducts.companyId, companyId)).orderBy(asc(companyProducts.sortOrder));
    expect(products.map((product) => [product.name, product.sortOrder])).toEqual([
      ['按压泵头', 0],
      ['喷雾瓶', 1],
    ]);
    // The public profile shows it at once (its cache was cleared).
    const publicAnswer = await callApi(publicRoute, { query: { id: String(companyId) } });
    expect(JSON.stringify(publicAnswer.body)).toContain('二十年注塑与吹塑代工经验');
    expect(JSON.stringify(publicAnswer.body)).not.toContain('91330200MA0000001X');

    const entries = await database.db.select().from(auditLog).where(eq(auditLog.action, 'company_revision.approve'));
    expect(entries).toHaveLength(1);
    const company = companyOf(await get('owner'));
    expect(company).toMatchObject({ pending: null, rejected: null, live: { city: '宁波' } });
    expect(companyProfileFields.safeParse(company.live).success).toBe(true);

    // Reordering and removing products in a later change.
    const reordered = await put('owner', { ...company.live, products: [{ ...(company.live.products as object[])[1] }], version: company.version });
    expect(reordered.status).toBe(200);
    const [next] = await database.db.select().from(companyRevisions).where(eq(companyRevisions.status, 'pending'));
    // Staff change the company meanwhile: the change still applies, and staff are shown it moved.
    await database.db.update(companies).set({ updatedAt: new Date(Date.now() + 1000) }).where(eq(companies.id, companyId));
    expect((await staffRevisionView(database.db, next!.id))?.changedSince).toBe(true);
    await review(next!.id, { decision: 'approve' });
    expect((await database.db.select().from(companyProducts).where(eq(companyProducts.companyId, companyId))).map((product) => product.name)).toEqual(['喷雾瓶']);
    // Another company was never touched.
    const [other] = await database.db.select().from(companies).where(eq(companies.id, otherCompanyId));
    expect(other).toMatchObject({ summary: '', city: '' });
  });

  it('limits proposals per account', async () => {
    let last: ApiAnswer | null = null;
    for (let attempt = 0; attempt < 21; attempt += 1) {
      const current = companyOf(await get('colleague'));
      last = await put('colleague', { ...current.live, summary: `第 ${attempt} 次`, version: current.version });
      if (last.status === 429) break;
    }
    expect(last?.status).toBe(429);
  }, 60_000);

  it('lets nobody but the company’s own accounts see the pending change', async () => {
    const view = await ownCompanyView(database.db, otherCompanyId);
    expect(view?.pending).toBeNull();
  });
});
