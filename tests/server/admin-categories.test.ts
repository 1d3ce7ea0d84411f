import { asc, eq, isNotNull } from 'drizzle-orm';
import type { NextApiRequest, NextApiResponse } from 'next';
import type { CategoryListAnswer, StaffCategoriesProps } from '@/lib/companies/category-admin';
import categoryItemRoute from '@/pages/api/admin/categories/[id]/index';
import categoryHideRoute from '@/pages/api/admin/categories/[id]/hide';
import categoryMoveRoute from '@/pages/api/admin/categories/[id]/move';
import categoriesRoute from '@/pages/api/admin/categories/index';
import { sessionCookieName } from '@/server/auth/session-cookie';
import { issueSession } from '@/server/auth/sessions';
import { categoryTree, visibleCategories } from '@/server/companies/categories';
import { loadStaffCategories } from '@/server/companies/category-admin-loader';
import { useDatabase } from '@/server/db';
import type { Database } from '@/server/db/client';
import { auditLog, companies, companyCategories, productCategories, rateLimits } from '@/server/db/schema';
import { LIMITS } from '@/server/auth/throttle';
import { clearCache } from '@/server/kernel/cache';
import { buildUser, type BuiltUser } from './auth-support';
import { callApi, type ApiAnswer } from './support/api';
import { freshDatabase } from './support/db';

/**
 * The console's category list (/admin/categories, issue 35): who may use the API, the names' rules, a new top
 * or sub-category at the end of its level, renaming with its version check (and the companies' search text
 * following), moving among siblings, hiding and showing — each with its audit entry — and the page's loader.
 */

type Route = (req: NextApiRequest, res: NextApiResponse) => Promise<void>;
type Who = 'member' | 'editor' | 'admin';

let database: Database;
const people = {} as Record<Who, { user: BuiltUser; cookie: string }>;

beforeAll(async () => {
  database = await freshDatabase();
  useDatabase(database);
  for (const who of ['member', 'editor', 'admin'] as const) {
    const user = await buildUser(database.db, { kind: who, name: who === 'editor' ? '编辑 周敏' : who === 'admin' ? '管理员 陈立' : '会员' });
    people[who] = { user, cookie: `${sessionCookieName()}=${(await issueSession(database.db, user, { persistent: false })).token}` };
  }
}, 60_000);
afterAll(() => database.close());
beforeEach(async () => {
  clearCache();
  for (const table of [auditLog, companyCategories, companies]) await database.db.delete(table);
  await database.db.delete(productCategories).where(isNotNull(productCategories.parentId));
  await database.db.delete(productCategories);
});

function call(route: Route, method: string, { id, body, who = 'editor', lang }: { id?: number | string; body?: unknown; who?: Who | null; lang?: string } = {}): Promise<ApiAnswer> {
  return callApi(route, {
    method,
    query: id === undefined ? {} : { id: String(id) },
    body,
    headers: { ...(who ? { cookie: people[who].cookie } : {}), ...(lang ? { 'accept-language': lang } : {}) },
  });
}

const errorOf = (answer: ApiAnswer) => (answer.body as { error: { code: string; message: string; fields?: Record<string, string[]> } }).error;
const answerOf = (answer: ApiAnswer) => answer.body as CategoryListAnswer;
const entries = () => database.db.select().from(auditLog).orderBy(asc(auditLog.id));

/** Adds a category through the API and returns it. */
async function add(name: string, parentId: number | null = null, nameEn = '') {
  const answer = await call(categoriesRoute, 'POST', { body: { name, nameEn, parentId } });
  expect(answer.status).toBe(201);
  return answerOf(answer).item;
}

describe('/api/admin/categories: who may use it', () => {
  it('is for editors and admins: 401 without a login, 403 for a member', async () => {
    expect((await call(categoriesRoute, 'GET', { who: null })).status).toBe(401);
    expect((await call(categoriesRoute, 'GET', { who: 'member' })).status).toBe(403);
    expect((await call(categoriesRoute, 'POST', { who: 'member', body: { name: '服装服饰' } })).status).toBe(403);
    expect((await call(categoryMoveRoute, 'POST', { who: 'member', id: 1, body: { direction: 'up' } })).status).toBe(403);
    expect((await call(categoriesRoute, 'GET', { who: 'editor' })).status).toBe(200);
    expect((await call(categoriesRoute, 'GET', { who: 'admin' })).status).toBe(200);
    expect(await database.db.select().from(productCategories)).toEqual([]);
  });
});

describe('adding categories', () => {
  it('puts a new top category, and a sub-category under it, at the end of its level, with audit entries', async () => {
    const apparel = await add('服装服饰', null, 'Apparel');
    const shoes = await add('鞋靴箱包');
    const women = await add(' 女装 ', apparel.id, 'Womenswear');
    const answer = await call(categoriesRoute, 'POST', { who: 'admin', body: { name: '男装', parentId: apparel.id } });
    expect(answer.status).toBe(201);
    const { groups } = answerOf(answer);
    expect(groups.map((group) => [group.name, group.nameEn, group.children.map((child) => child.name)])).toEqual([
      ['服装服饰', 'Apparel', ['女装', '男装']],
      ['鞋靴箱包', '', []],
    ]);
    expect(women).toMatchObject({ name: '女装', nameEn: 'Womenswear', parentId: apparel.id, hidden: false, companies: 0 });
    expect(shoes.parentId).toBeNull();
    const log = await entries();
    expect(log.map((entry) => [entry.action, entry.entityType, entry.entityLabel, entry.actorName])).toEqual([
      ['category.create', 'category', '服装服饰', '编辑 周敏'],
      ['category.create', 'category', '鞋靴箱包', '编辑 周敏'],
      ['category.create', 'category', '女装', '编辑 周敏'],
      ['category.create', 'category', '男装', '管理员 陈立'],
    ]);
    expect(log[2]!.changes).toMatchObject({ name: [null, '女装'], nameEn: [null, 'Womenswear'], parentId: [null, apparel.id] });
  });

  it('keeps the list two levels deep and a name unique within its level', async () => {
    const apparel = await add('服装服饰');
    const women = await add('女装', apparel.id);
    const deeper = await call(categoriesRoute, 'POST', { body: { name: '连衣裙', parentId: women.id } });
    expect([deeper.status, errorOf(deeper).code, errorOf(deeper).fields?.parentId]).toEqual([400, 'validation_failed', ['二级类目只能建在一级类目下面。']]);
    expect((await call(categoriesRoute, 'POST', { body: { name: '连衣裙', parentId: 999_999 } })).status).toBe(400);
    const twice = await call(categoriesRoute, 'POST', { body: { name: '女装', parentId: apparel.id } });
    expect([twice.status, errorOf(twice).code, errorOf(twice).fields?.name]).toEqual([409, 'conflict', ['同一级里已有这个名称的类目，请换一个名称。']]);
    // The same name on another level is another category.
    const shoes = await add('鞋靴箱包');
    expect((await call(categoriesRoute, 'POST', { body: { name: '女装', parentId: shoes.id } })).status).toBe(201);
    const english = await call(categoriesRoute, 'POST', { lang: 'en', body: { name: '服装服饰' } });
    expect([english.status, errorOf(english).fields?.name]).toEqual([409, ['Its level already has a category of that name. Choose another name.']]);
  });

  it('refuses names that are empty, too long or more than one line, with the fields at fault', async () => {
    for (const [body, field] of [
      [{ name: '   ' }, 'name'],
      [{}, 'name'],
      [{ name: '类'.repeat(21) }, 'name'],
      [{ name: '服装\n服饰' }, 'name'],
      [{ name: '服装', nameEn: 'A'.repeat(61) }, 'nameEn'],
      [{ name: '服装', parentId: 'one' }, 'parentId'],
      [{ name: '服装', parentId: -1 }, 'parentId'],
    ] as const) {
      const answer = await call(categoriesRoute, 'POST', { body });
      expect({ body, status: answer.status, fields: Object.keys(errorOf(answer).fields ?? {}) }).toEqual({ body, status: 400, fields: [field] });
    }
    expect(await database.db.select().from(productCategories)).toEqual([]);
  });
});

describe('renaming', () => {
  it('changes both names when the version is still the category’s own, and the companies naming it are found by the new name', async () => {
    const apparel = await add('服装服饰');
    const knit = await add('针织', apparel.id);
    const [company] = await database.db.insert(companies).values({ name: '宁波甬纺针织制衣有限公司', kinds: ['factory'] }).returning({ id: companies.id });
    await database.db.insert(companyCategories).values({ companyId: company!.id, categoryId: knit.id });
    await database.db.update(companies).set({ searchText: '' });

    const answer = await call(categoryItemRoute, 'PUT', { id: knit.id, body: { name: '针织内衣', nameEn: 'Knitwear & Underwear', version: knit.version } });
    expect(answer.status).toBe(200);
    const { item } = answerOf(answer);
    expect(item).toMatchObject({ name: '针织内衣', nameEn: 'Knitwear & Underwear', companies: 1 });
    expect(item.version).not.toBe(knit.version);
    const [row] = await database.db.select({ searchText: companies.searchText }).from(companies);
    expect(row!.searchText).toContain('针织内衣');
    const log = await entries();
    expect(log.at(-1)).toMatchObject({ action: 'category.update', entityLabel: '针织内衣', changes: { name: ['针织', '针织内衣'], nameEn: [null, 'Knitwear & Underwear'] } });

    // Saving the same names writes nothing.
    const again = await call(categoryItemRoute, 'PUT', { id: knit.id, body: { name: '针织内衣', nameEn: 'Knitwear & Underwear', version: item.version } });
    expect([again.status, answerOf(again).item.version]).toEqual([200, item.version]);
    expect(await entries()).toHaveLength(log.length);
  });

  it('requires the version, refuses a stale one (409 with fields.version, saying who saved) and a name its level has', async () => {
    const apparel = await add('服装服饰');
    const shoes = await add('鞋靴箱包');
    const without = await call(categoryItemRoute, 'PUT', { id: apparel.id, body: { name: '服装' } });
    expect([without.status, Object.keys(errorOf(without).fields ?? {})]).toEqual([400, ['version']]);
    const first = await call(categoryItemRoute, 'PUT', { id: apparel.id, who: 'admin', body: { name: '服装', version: apparel.version } });
    expect(first.status).toBe(200);
    const stale = await call(categoryItemRoute, 'PUT', { id: apparel.id, body: { name: '服饰', version: apparel.version } });
    expect([stale.status, errorOf(stale).code]).toEqual([409, 'conflict']);
    expect(errorOf(stale).fields?.version?.[0]).toContain('管理员 陈立');
    const [row] = await database.db.select().from(productCategories).where(eq(productCategories.id, apparel.id));
    expect(row!.name).toBe('服装');
    const clash = await call(categoryItemRoute, 'PUT', { id: shoes.id, body: { name: '服装', version: shoes.version } });
    expect([clash.status, errorOf(clash).fields?.name?.length]).toEqual([409, 1]);
    expect((await call(categoryItemRoute, 'PUT', { id: 999_999, body: { name: '服装', version: shoes.version } })).status).toBe(404);
    expect((await call(categoryItemRoute, 'GET', { id: 999_999 })).status).toBe(404);
    expect((await call(categoryItemRoute, 'GET', { id: 'abc' })).status).toBe(400);
  });
});

describe('ordering and hiding', () => {
  it('moves a category one place among its siblings only, with an audit entry per moved category', async () => {
    const apparel = await add('服装服饰');
    const women = await add('女装', apparel.id);
    const men = await add('男装', apparel.id);
    const kids = await add('童装', apparel.id);
    const shoes = await add('鞋靴箱包');
    const before = (await entries()).length;

    const up = await call(categoryMoveRoute, 'POST', { id: kids.id, body: { direction: 'up' } });
    expect(up.status).toBe(200);
    expect(answerOf(up).moved).toBe(true);
    expect(answerOf(up).groups[0]!.children.map((child) => child.name)).toEqual(['女装', '童装', '男装']);
    const moves = (await entries()).slice(before);
    expect(moves.map((entry) => [entry.entityLabel, Object.keys(entry.changes)])).toEqual([
      ['童装', ['sortOrder']],
      ['男装', ['sortOrder']],
    ]);

    const edge = await call(categoryMoveRoute, 'POST', { id: women.id, body: { direction: 'up' } });
    expect([edge.status, answerOf(edge).moved]).toEqual([200, false]);
    const top = await call(categoryMoveRoute, 'POST', { id: shoes.id, body: { direction: 'up' } });
    expect(answerOf(top).groups.map((group) => group.name)).toEqual(['鞋靴箱包', '服装服饰']);
    expect(answerOf(top).groups[1]!.children.map((child) => child.id)).toEqual([women.id, kids.id, men.id]);
    expect((await call(categoryMoveRoute, 'POST', { id: 999_999, body: { direction: 'up' } })).status).toBe(404);
    expect((await call(categoryMoveRoute, 'POST', { id: men.id, body: { direction: 'left' } })).status).toBe(400);
  });

  it('hides a category from the public list (a top one with its children) and shows it again, writing only real changes', async () => {
    const apparel = await add('服装服饰');
    await add('女装', apparel.id);
    const shoes = await add('鞋靴箱包');
    const hide = await call(categoryHideRoute, 'POST', { id: apparel.id, body: { hidden: true } });
    expect([hide.status, answerOf(hide).item.hidden]).toEqual([200, true]);
    const tree = async () => categoryTree(await visibleCategories(database.db), 'zh-CN').map((group) => [group.name, group.children.map((child) => child.name)]);
    expect(await tree()).toEqual([['鞋靴箱包', []]]);
    const count = (await entries()).length;
    expect((await call(categoryHideRoute, 'POST', { id: apparel.id, body: { hidden: true } })).status).toBe(200);
    expect(await entries()).toHaveLength(count);
    expect((await entries()).at(-1)).toMatchObject({ action: 'category.update', entityLabel: '服装服饰', changes: { hidden: [false, true] } });
    const show = await call(categoryHideRoute, 'POST', { id: apparel.id, body: { hidden: false } });
    expect(answerOf(show).item.hidden).toBe(false);
    expect(await tree()).toEqual([
      ['服装服饰', ['女装']],
      ['鞋靴箱包', []],
    ]);
    expect((await call(categoryHideRoute, 'POST', { id: shoes.id, body: { hidden: 'yes' } })).status).toBe(400);
    expect((await call(categoryHideRoute, 'POST', { id: 999_999, body: { hidden: true } })).status).toBe(404);
  });
});

describe('the console page', () => {
  it('loads every category, hidden ones too, in the staff’s order with the companies naming each', async () => {
    const apparel = await add('服装服饰');
    const women = await add('女装', apparel.id);
    await call(categoryHideRoute, 'POST', { id: women.id, body: { hidden: true } });
    const [company] = await database.db.insert(companies).values({ name: '杭州织屿服饰有限公司', kinds: ['brand'] }).returning({ id: companies.id });
    await database.db.insert(companyCategories).values({ companyId: company!.id, categoryId: women.id });
    const result = await loadStaffCategories();
    const { groups } = (result as { props: StaffCategoriesProps }).props;
    // A top category counts the companies naming it or any of its sub-categories, each once.
    await database.db.insert(companyCategories).values({ companyId: company!.id, categoryId: apparel.id });
    const { groups: again } = ((await loadStaffCategories()) as { props: StaffCategoriesProps }).props;
    expect(groups.map((group) => ({ name: group.name, companies: group.companies, children: group.children.map((child) => [child.name, child.hidden, child.companies]) }))).toEqual([
      { name: '服装服饰', companies: 1, children: [['女装', true, 1]] },
    ]);
    expect(again[0]!.companies).toBe(1);
  });
});

describe('the account’s allowance', () => {
  it('refuses changes beyond it with a 429 saying when to try again; a change refused for what was sent is not counted', async () => {
    const user = await buildUser(database.db, { kind: 'editor', name: '编辑 林立' });
    const cookie = `${sessionCookieName()}=${(await issueSession(database.db, user, { persistent: false })).token}`;
    const key = `categoryEditsPerAccount:${user.id}`;
    const post = (body: unknown) => callApi(categoriesRoute, { method: 'POST', body, headers: { cookie } });
    const count = async () => (await database.db.select().from(rateLimits).where(eq(rateLimits.key, key)))[0]?.points ?? 0;

    expect((await post({ name: '' })).status).toBe(400);
    expect(await count()).toBe(0);
    expect((await post({ name: '服装服饰' })).status).toBe(201);
    expect((await post({ name: '服装服饰' })).status).toBe(409);
    expect(await count()).toBe(1);

    const { points, duration } = LIMITS.categoryEditsPerAccount;
    await database.db.update(rateLimits).set({ points, expire: new Date(Date.now() + duration * 1000) }).where(eq(rateLimits.key, key));
    const refused = await post({ name: '鞋靴箱包' });
    expect([refused.status, errorOf(refused).code, errorOf(refused).message]).toEqual([429, 'rate_limited', expect.stringMatching(/^你在 1 小时内修改类目的次数已达上限，请在 .+后再试。$/)]);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await database.db.select().from(productCategories)).map((row) => row.name)).toEqual(['服装服饰']);
  });
});
