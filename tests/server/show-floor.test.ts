import { eq, isNotNull } from 'drizzle-orm';
import type { GetServerSidePropsResult } from 'next';
import boothsRoute from '@/pages/api/admin/shows/[id]/booths';
import hallsRoute from '@/pages/api/admin/shows/[id]/halls';
import floorRoute from '@/pages/api/admin/shows/[id]/floor';
import companiesRoute from '@/pages/api/admin/shows/[id]/companies';
import hallRoute from '@/pages/api/admin/halls/[id]';
import boothRoute from '@/pages/api/admin/booths/[id]';
import publicExhibitorsRoute from '@/pages/api/activities/[id]/exhibitors';
import type { ShowExhibitorsProps, StaffBoothView, StaffFloorProps, StaffHallView } from '@/lib/companies/floor-views';
import type { ShowPageProps } from '@/lib/activities/views';
import { issueSession } from '@/server/auth/sessions';
import { createBooth, updateBooth } from '@/server/companies/booths/placement';
import { loadActivityExhibitors, loadTmzExhibitors } from '@/server/companies/booths/exhibitors-loader';
import { loadStaffFloor } from '@/server/companies/booths/console-loader';
import { loadShowPage } from '@/server/activities/show-loader';
import { clearCache } from '@/server/kernel/cache';
import { useDatabase } from '@/server/db';
import type { Database } from '@/server/db/client';
import { activities, auditLog, booths, companies, halls, productCategories, rateLimits } from '@/server/db/schema';
import type { PageContext } from '@/server/http/page';
import { buildUser, type BuiltUser } from './auth-support';
import { insertActivity } from './support/activities';
import { callApi, type ApiAnswer } from './support/api';
import { freshDatabase } from './support/db';
import { insertBooth, insertCategory, insertCompany, insertHall, tagCompany } from './support/floor';

/**
 * A show's floor: the placement rules (inside the hall, no overlap, a number once per show, one booth per
 * company per show) in the server's functions and through the console's API, versions, audit entries,
 * two placements of one spot at once, hostile input; the public exhibitor pages and their JSON.
 */

let database: Database;
type Who = 'member' | 'editor' | 'admin';
const people = {} as Record<Who, { user: BuiltUser; cookie: string }>;

beforeAll(async () => {
  database = await freshDatabase();
  useDatabase(database);
  for (const who of ['member', 'editor', 'admin'] as const) {
    const user = await buildUser(database.db, { kind: who, name: who === 'editor' ? '编辑 周敏' : `${who} 用户` });
    people[who] = { user, cookie: `tmz_session=${(await issueSession(database.db, user, { persistent: false })).token}` };
  }
}, 60_000);
afterAll(() => database.close());
beforeEach(async () => {
  clearCache();
  await database.db.delete(auditLog);
  await database.db.delete(booths);
  await database.db.delete(halls);
  await database.db.delete(companies);
  await database.db.delete(productCategories).where(isNotNull(productCategories.parentId));
  await database.db.delete(productCategories);
  await database.db.delete(activities);
  await database.db.delete(rateLimits);
});

type Route = Parameters<typeof callApi>[0];
function call(route: Route, { method = 'GET', query = {}, body, who = 'editor' as Who | null, lang }: { method?: string; query?: Record<string, string>; body?: unknown; who?: Who | null; lang?: string } = {}): Promise<ApiAnswer> {
  return callApi(route, {
    method,
    body,
    query,
    headers: { ...(who ? { cookie: people[who].cookie } : {}), ...(lang ? { 'accept-language': lang } : {}) },
  });
}
const errorOf = (answer: ApiAnswer) => (answer.body as { error: { code: string; message: string; fields?: Record<string, string[]> } }).error;
const actor = () => people.editor.user;

async function propsOf<P>(result: Promise<GetServerSidePropsResult<P>>): Promise<P> {
  const settled = await result;
  if (!('props' in settled)) throw new Error(`expected props, got ${JSON.stringify(settled)}`);
  return settled.props as P;
}
const context = (query: Record<string, string> = {}, locale = 'zh-CN') => ({ query, locale, viewer: null }) as unknown as PageContext;

const makeShow = (overrides: Partial<typeof activities.$inferInsert> = {}) => insertActivity(database.db, { kind: 'show', title: '第十二届 TMZ 展会', titleEn: 'TMZ Show 2026', published: true, ...overrides });
const place = (number: string, x: number, y: number, extra: { widthM?: number; depthM?: number; companyId?: number | null } = {}) => ({ number, x, y, widthM: extra.widthM ?? 3, depthM: extra.depthM ?? 3, companyId: extra.companyId ?? null });

describe('placement rules', () => {
  it('places a booth inside its hall and refuses one reaching outside it', async () => {
    const show = await makeShow();
    const hall = await insertHall(database.db, show.id, { widthM: 20, depthM: 10 });
    const placed = await createBooth(database.db, show.id, { hallId: hall.id, ...place('A1', 17, 7) }, actor());
    expect(placed.kind).toBe('saved');
    expect(await createBooth(database.db, show.id, { hallId: hall.id, ...place('A2', 18, 0) }, actor())).toMatchObject({ kind: 'refused', field: 'x', key: 'outsideHall' });
    expect(await createBooth(database.db, show.id, { hallId: hall.id, ...place('A3', 0, 8) }, actor())).toMatchObject({ kind: 'refused', field: 'y', key: 'outsideHall' });
  });

  it('refuses a booth over another of its hall, and takes one that only shares a wall', async () => {
    const show = await makeShow();
    const hall = await insertHall(database.db, show.id);
    await insertBooth(database.db, hall, 'A1', { x: 0, y: 0, widthM: 3, depthM: 3 });
    expect(await createBooth(database.db, show.id, { hallId: hall.id, ...place('A2', 2, 2) }, actor())).toMatchObject({ kind: 'refused', key: 'overlap', values: { number: 'A1' } });
    expect(await createBooth(database.db, show.id, { hallId: hall.id, ...place('A2', 3, 0) }, actor())).toMatchObject({ kind: 'saved' });
    // The same spot in another hall is free.
    const other = await insertHall(database.db, show.id, { name: '2号馆' });
    expect(await createBooth(database.db, show.id, { hallId: other.id, ...place('B1', 0, 0) }, actor())).toMatchObject({ kind: 'saved' });
  });

  it('keeps a booth number once per show and a company at one booth per show', async () => {
    const show = await makeShow();
    const hallA = await insertHall(database.db, show.id);
    const hallB = await insertHall(database.db, show.id, { name: '2号馆' });
    const company = await insertCompany(database.db, '杭州织梦服饰有限公司');
    await insertBooth(database.db, hallA, 'A1', { x: 0, y: 0 }, company.id);
    expect(await createBooth(database.db, show.id, { hallId: hallB.id, ...place('A1', 10, 10) }, actor())).toMatchObject({ kind: 'refused', field: 'number', key: 'numberTaken' });
    expect(await createBooth(database.db, show.id, { hallId: hallB.id, ...place('B1', 10, 10, { companyId: company.id }) }, actor())).toMatchObject({
      kind: 'refused',
      field: 'companyId',
      key: 'companyTaken',
      values: { number: 'A1' },
    });
    // At another show the company may exhibit again, under the same number too.
    const later = await makeShow({ title: '第十三届' });
    const laterHall = await insertHall(database.db, later.id);
    expect(await createBooth(database.db, later.id, { hallId: laterHall.id, ...place('A1', 0, 0, { companyId: company.id }) }, actor())).toMatchObject({ kind: 'saved' });
    // A hall of another show is not this show's.
    expect(await createBooth(database.db, show.id, { hallId: laterHall.id, ...place('Z9', 0, 0) }, actor())).toMatchObject({ kind: 'refused', field: 'hallId' });
  });

  it('moves, resizes and assigns a booth from its version, and refuses a save from an older one', async () => {
    const show = await makeShow();
    const hall = await insertHall(database.db, show.id);
    const company = await insertCompany(database.db, '宁波海曙包装');
    const booth = await insertBooth(database.db, hall, 'A1', { x: 0, y: 0 });
    await insertBooth(database.db, hall, 'A2', { x: 10, y: 0 });
    const version = booth.updatedAt.toISOString();
    const moved = await updateBooth(database.db, booth.id, { ...place('A1', 4, 5, { widthM: 4, companyId: company.id }), version }, actor());
    expect(moved).toMatchObject({ kind: 'saved', booth: { x: 4, y: 5, widthM: 4, companyId: company.id } });
    // Moving over A2 is refused; the booth's own old place does not count against it.
    const current = moved.kind === 'saved' ? moved.booth.updatedAt.toISOString() : '';
    expect(await updateBooth(database.db, booth.id, { ...place('A1', 8, 0, { widthM: 4 }), version: current }, actor())).toMatchObject({ kind: 'refused', key: 'overlap' });
    expect(await updateBooth(database.db, booth.id, { ...place('A1', 5, 5, { widthM: 4 }), version: current }, actor())).toMatchObject({ kind: 'saved' });
    const stale = await updateBooth(database.db, booth.id, { ...place('A1', 0, 0), version }, actor());
    expect(stale).toMatchObject({ kind: 'stale', version: { savedBy: { name: '编辑 周敏', self: true } } });
    const [row] = await database.db.select().from(booths).where(eq(booths.id, booth.id));
    expect(row).toMatchObject({ x: 5, y: 5, companyId: null });
    const entries = await database.db.select().from(auditLog).where(eq(auditLog.entityType, 'booth'));
    expect(entries.map((entry) => entry.action)).toEqual(['booth.update', 'booth.update']);
    expect(entries[0]?.changes).toMatchObject({ x: [0, 4], y: [0, 5], company: [null, '宁波海曙包装'] });
  });

  it('lets one of two placements of the same spot at once win', async () => {
    const show = await makeShow();
    const hall = await insertHall(database.db, show.id);
    const [first, second] = await Promise.all([
      createBooth(database.db, show.id, { hallId: hall.id, ...place('C1', 6, 6) }, actor()),
      createBooth(database.db, show.id, { hallId: hall.id, ...place('C2', 7, 7) }, actor()),
    ]);
    expect([first.kind, second.kind].sort()).toEqual(['refused', 'saved']);
    expect(await database.db.select().from(booths)).toHaveLength(1);
    // And the same company placed twice at once: one booth.
    const company = await insertCompany(database.db, '同一家公司');
    const both = await Promise.all([
      createBooth(database.db, show.id, { hallId: hall.id, ...place('D1', 20, 0, { companyId: company.id }) }, actor()),
      createBooth(database.db, show.id, { hallId: hall.id, ...place('D2', 30, 0, { companyId: company.id }) }, actor()),
    ]);
    expect(both.map((outcome) => outcome.kind).sort()).toEqual(['refused', 'saved']);
  });
});

describe('the console API', () => {
  it('lets staff only in, and 404s what is not a show', async () => {
    const show = await makeShow();
    const forum = await insertActivity(database.db, { kind: 'forum' });
    expect((await call(floorRoute, { query: { id: String(show.id) }, who: null })).status).toBe(401);
    expect((await call(floorRoute, { query: { id: String(show.id) }, who: 'member' })).status).toBe(403);
    expect((await call(floorRoute, { query: { id: String(forum.id) } })).status).toBe(404);
    expect((await call(floorRoute, { query: { id: String(show.id) } })).body).toEqual({ floor: { show: { id: show.id, title: show.title }, halls: [] } });
    expect((await call(hallsRoute, { method: 'POST', query: { id: String(forum.id) }, body: { name: '1号馆', widthM: 10, depthM: 10 } })).status).toBe(404);
  });

  it('adds a hall, places and assigns a booth, edits and removes them, with audit entries', async () => {
    const show = await makeShow();
    const company = await insertCompany(database.db, '深圳云启智能科技有限公司', { nameEn: 'Yunqi Tech' });
    const created = await call(hallsRoute, { method: 'POST', query: { id: String(show.id) }, body: { name: '1号馆', nameEn: 'Hall 1', widthM: '40', depthM: 30 } });
    expect(created.status).toBe(201);
    const hall = (created.body as { hall: StaffHallView }).hall;
    expect(hall).toMatchObject({ name: '1号馆', nameEn: 'Hall 1', widthM: 40, depthM: 30, booths: [] });

    const found = await call(companiesRoute, { query: { id: String(show.id), q: 'yunqi' } });
    expect(found.body).toEqual({ companies: [{ id: company.id, name: '深圳云启智能科技有限公司', boothNumber: null }] });

    const placed = await call(boothsRoute, { method: 'POST', query: { id: String(show.id) }, body: { hallId: hall.id, number: 'a101', x: 2, y: 3, widthM: 6, depthM: 3, companyId: company.id } });
    expect(placed.status).toBe(201);
    const booth = (placed.body as { booth: StaffBoothView }).booth;
    expect(booth).toMatchObject({ number: 'A101', x: 2, y: 3, widthM: 6, depthM: 3, companyId: company.id, companyName: '深圳云启智能科技有限公司' });

    const unassigned = await call(boothRoute, { method: 'PUT', query: { id: String(booth.id) }, body: { number: 'A101', x: 3, y: 3, widthM: 6, depthM: 3, companyId: null, version: booth.version } });
    expect(unassigned.status).toBe(200);
    const stale = await call(boothRoute, { method: 'PUT', query: { id: String(booth.id) }, body: { number: 'A101', x: 4, y: 3, widthM: 6, depthM: 3, companyId: null, version: booth.version } });
    expect(stale.status).toBe(409);
    expect(errorOf(stale).fields?.version?.[0]).toMatch(/你本人|你/);

    // A hall that still has booths is kept; too small a hall for its booths is refused.
    const shrink = await call(hallRoute, { method: 'PUT', query: { id: String(hall.id) }, body: { name: '1号馆', widthM: 5, depthM: 30, version: hall.version } });
    expect(shrink.status).toBe(400);
    expect(errorOf(shrink).fields?.widthM).toEqual(['缩小后展位 A101 将超出展馆，请先移动该展位。']);
    expect((await call(hallRoute, { method: 'DELETE', query: { id: String(hall.id), version: hall.version } })).status).toBe(400);

    const latest = (unassigned.body as { booth: StaffBoothView }).booth;
    expect((await call(boothRoute, { method: 'DELETE', query: { id: String(booth.id), version: latest.version } })).status).toBe(204);
    expect((await call(hallRoute, { method: 'DELETE', query: { id: String(hall.id), version: hall.version } })).status).toBe(204);
    const actions = (await database.db.select().from(auditLog)).map((entry) => [entry.action, entry.actorName]);
    expect(actions).toEqual([
      ['hall.create', '编辑 周敏'],
      ['booth.create', '编辑 周敏'],
      ['booth.update', '编辑 周敏'],
      ['booth.delete', '编辑 周敏'],
      ['hall.delete', '编辑 周敏'],
    ]);
  });

  it('answers each broken rule at its field, in both languages', async () => {
    const show = await makeShow();
    const hall = await insertHall(database.db, show.id, { widthM: 20, depthM: 20 });
    await insertBooth(database.db, hall, 'A1', { x: 0, y: 0 });
    const post = (body: unknown, lang?: string) => call(boothsRoute, { method: 'POST', query: { id: String(show.id) }, body, lang });
    const over = await post({ hallId: hall.id, number: 'A2', x: 1, y: 1, widthM: 3, depthM: 3, companyId: null });
    expect(over.status).toBe(400);
    expect(errorOf(over).fields).toEqual({ x: ['与展位 A1 重叠，请调整位置或尺寸。'] });
    const outside = await post({ hallId: hall.id, number: 'A2', x: 19, y: 1, widthM: 3, depthM: 3, companyId: null }, 'en');
    expect(errorOf(outside).fields).toEqual({ x: ['The booth reaches outside the hall (the hall is 20 × 20 m).'] });
    const same = await post({ hallId: hall.id, number: 'A1', x: 10, y: 10, widthM: 3, depthM: 3, companyId: null });
    expect(errorOf(same).fields).toEqual({ number: ['本展会已有这个展位号。'] });
    const nobody = await post({ hallId: hall.id, number: 'A3', x: 10, y: 10, widthM: 3, depthM: 3, companyId: 999999 });
    expect(errorOf(nobody).fields).toEqual({ companyId: ['该企业不存在。'] });
  });

  it('turns hostile input into 400s with field errors, never a 500, and writes nothing', async () => {
    const show = await makeShow();
    const hall = await insertHall(database.db, show.id);
    const bodies: unknown[] = [
      null,
      'A1',
      [],
      {},
      { hallId: hall.id },
      { hallId: hall.id, number: '', x: 0, y: 0, widthM: 3, depthM: 3 },
      { hallId: hall.id, number: 'A1<script>', x: 0, y: 0, widthM: 3, depthM: 3 },
      { hallId: hall.id, number: 'A1', x: -1, y: 0, widthM: 3, depthM: 3 },
      { hallId: hall.id, number: 'A1', x: 0.5, y: 0, widthM: 3, depthM: 3 },
      { hallId: hall.id, number: 'A1', x: 0, y: 0, widthM: 0, depthM: 3 },
      { hallId: hall.id, number: 'A1', x: 0, y: 0, widthM: 61, depthM: 3 },
      { hallId: hall.id, number: 'A1', x: '1e3', y: 0, widthM: 3, depthM: 3 },
      { hallId: hall.id, number: 'A1', x: 0, y: 0, widthM: 3, depthM: 3, companyId: 'abc' },
      { hallId: hall.id, number: 'A1', x: 0, y: 0, widthM: 3, depthM: 3, companyId: 2 ** 40 },
      { hallId: 'x', number: 'A1', x: 0, y: 0, widthM: 3, depthM: 3 },
      { hallId: hall.id, number: { $ne: 1 }, x: 0, y: 0, widthM: 3, depthM: 3 },
      { hallId: hall.id, number: 'A'.repeat(10_000), x: 0, y: 0, widthM: 3, depthM: 3 },
    ];
    for (const body of bodies) {
      const answer = await call(boothsRoute, { method: 'POST', query: { id: String(show.id) }, body });
      expect([JSON.stringify(body).slice(0, 80), answer.status]).toEqual([JSON.stringify(body).slice(0, 80), 400]);
    }
    for (const id of ['0', '-1', 'abc', '1.5', '99999999999', "1' or 1=1"]) {
      expect([id, (await call(boothsRoute, { method: 'POST', query: { id }, body: { hallId: hall.id, number: 'A1', x: 0, y: 0, widthM: 3, depthM: 3 } })).status]).toEqual([id, 400]);
      expect([id, (await call(publicExhibitorsRoute, { query: { id }, who: null })).status]).toEqual([id, 400]);
    }
    expect((await call(hallRoute, { method: 'PUT', query: { id: String(hall.id) }, body: { name: '1号馆', widthM: 10, depthM: 10 } })).status).toBe(400);
    expect((await call(hallsRoute, { method: 'POST', query: { id: String(show.id) }, body: { name: ' ', widthM: 501, depthM: 'x' } })).status).toBe(400);
    expect((await call(companiesRoute, { query: { id: String(show.id), q: '%_\\' } })).body).toEqual({ companies: [] });
    expect(await database.db.select().from(booths)).toHaveLength(0);
  });
});

describe('the public exhibitor pages', () => {
  async function seeded() {
    const show = await makeShow();
    const textiles = await insertCategory(database.db, '服装纺织', null, 'Apparel & textiles');
    const knit = await insertCategory(database.db, '针织', textiles.id, 'Knitwear');
    const tech = await insertCategory(database.db, '智能硬件', null, 'Smart hardware');
    const hall1 = await insertHall(database.db, show.id, { name: '1号馆', nameEn: 'Hall 1', sortOrder: 1 });
    const hall2 = await insertHall(database.db, show.id, { name: '2号馆', nameEn: 'Hall 2', sortOrder: 2 });
    const knitter = await insertCompany(database.db, '桐乡毛衫厂', { nameEn: 'Tongxiang Knitwear' });
    const maker = await insertCompany(database.db, '深圳云启智能', { logo: '/seed/logo.png' });
    const hidden = await insertCompany(database.db, '已隐藏公司', { hidden: true });
    await tagCompany(database.db, knitter.id, knit.id);
    await tagCompany(database.db, maker.id, tech.id);
    await insertBooth(database.db, hall1, 'A10', { x: 10, y: 0 }, knitter.id);
    const a2 = await insertBooth(database.db, hall1, 'A2', { x: 0, y: 0 }, maker.id);
    await insertBooth(database.db, hall2, 'B1', { x: 0, y: 0 }, hidden.id);
    await insertBooth(database.db, hall2, 'B2', { x: 5, y: 0 });
    return { show, textiles, knit, tech, hall1, hall2, knitter, maker, a2 };
  }

  it('lists the public exhibitors by booth number with hall and categories, and draws every booth', async () => {
    const { show, hall1, hall2, maker, knitter, a2 } = await seeded();
    const props = await propsOf<ShowExhibitorsProps>(loadActivityExhibitors(context({ id: String(show.id) })));
    expect(props).toMatchObject({ total: 2, matching: 2, listPage: 1, pageCount: 1 });
    expect(props.exhibitors.map((row) => [row.boothNumber, row.name, row.hallName, row.categories.map((c) => c.name)])).toEqual([
      ['A2', '深圳云启智能', '1号馆', ['智能硬件']],
      ['A10', '桐乡毛衫厂', '1号馆', ['针织']],
    ]);
    expect(props.halls.map((hall) => [hall.id, hall.booths.map((booth) => [booth.number, booth.companyId])])).toEqual([
      [hall1.id, [['A2', maker.id], ['A10', knitter.id]]],
      // The hidden company's booth is drawn vacant.
      [hall2.id, [['B1', null], ['B2', null]]],
    ]);
    expect(props.highlight).toBeNull();
    const chosen = await propsOf<ShowExhibitorsProps>(loadActivityExhibitors(context({ id: String(show.id), company: String(maker.id) })));
    expect(chosen.highlight).toBe(a2.id);
    const byNumber = await propsOf<ShowExhibitorsProps>(loadActivityExhibitors(context({ id: String(show.id), booth: 'a2' })));
    expect(byNumber.highlight).toBe(a2.id);
  });

  it('filters by hall and by category (a top category standing for its children), in English too', async () => {
    const { show, hall2, textiles, tech } = await seeded();
    const byTop = await propsOf<ShowExhibitorsProps>(loadActivityExhibitors(context({ id: String(show.id), category: String(textiles.id) }, 'en')));
    expect(byTop.exhibitors.map((row) => [row.name, row.hallName, row.categories.map((c) => c.name)])).toEqual([['Tongxiang Knitwear', 'Hall 1', ['Knitwear']]]);
    expect(byTop.categories.map((group) => [group.name, group.children.map((c) => c.name)])).toEqual([
      ['Apparel & textiles', ['Knitwear']],
      ['Smart hardware', []],
    ]);
    const inHall2 = await propsOf<ShowExhibitorsProps>(loadActivityExhibitors(context({ id: String(show.id), hall: String(hall2.id) })));
    expect(inHall2.exhibitors).toEqual([]);
    expect(inHall2.halls.map((hall) => hall.id)).toEqual([hall2.id]);
    expect(inHall2.hallChoices).toHaveLength(2);
    // Filters that name nothing of the show are ignored.
    const unknown = await propsOf<ShowExhibitorsProps>(loadActivityExhibitors(context({ id: String(show.id), hall: '999999', category: 'x', company: '-1' })));
    expect(unknown.filters).toEqual({ hall: null, category: null });
    expect(unknown.exhibitors).toHaveLength(2);
    const api = await call(publicExhibitorsRoute, { query: { id: String(show.id), category: String(tech.id) }, who: null });
    expect(api.status).toBe(200);
    expect((api.body as { exhibitors: { name: string }[] }).exhibitors.map((row) => row.name)).toEqual(['深圳云启智能']);
  });

  it('lists 50 exhibitors a page, opening on the page that holds the chosen one', async () => {
    const show = await makeShow();
    const hall = await insertHall(database.db, show.id, { widthM: 200, depthM: 10 });
    const ids: number[] = [];
    for (let index = 0; index < 60; index += 1) {
      const company = await insertCompany(database.db, `展商${index + 1}`);
      ids.push(company.id);
      await insertBooth(database.db, hall, `A${index + 1}`, { x: index * 3, y: 0 }, company.id);
    }
    const first = await propsOf<ShowExhibitorsProps>(loadActivityExhibitors(context({ id: String(show.id) })));
    expect([first.exhibitors.length, first.listPage, first.pageCount, first.matching]).toEqual([50, 1, 2, 60]);
    const chosen = await propsOf<ShowExhibitorsProps>(loadActivityExhibitors(context({ id: String(show.id), company: String(ids[55]) })));
    expect([chosen.listPage, chosen.exhibitors.map((row) => row.boothNumber)]).toEqual([2, ['A51', 'A52', 'A53', 'A54', 'A55', 'A56', 'A57', 'A58', 'A59', 'A60']]);
    expect(chosen.halls[0]?.booths).toHaveLength(60);
    const beyond = await propsOf<ShowExhibitorsProps>(loadActivityExhibitors(context({ id: String(show.id), page: '9' })));
    expect(beyond.listPage).toBe(2);
  });

  it('404s a malformed or unknown id, an activity that is not a show and a hidden show', async () => {
    await seeded();
    const forum = await insertActivity(database.db, { kind: 'forum', published: true });
    const hiddenShow = await makeShow({ published: false, title: '未发布的展会' });
    for (const id of ['abc', '0', '99999', String(forum.id), String(hiddenShow.id)]) {
      expect([id, await loadActivityExhibitors(context({ id }))]).toEqual([id, { notFound: true }]);
    }
    expect((await call(publicExhibitorsRoute, { query: { id: String(forum.id) }, who: null })).status).toBe(404);
    expect(await loadStaffFloor(context({ id: String(forum.id) }))).toEqual({ notFound: true });
  });

  it('is the next show at /tmz/exhibitors, whose page counts the exhibitors from the booths', async () => {
    const { show } = await seeded();
    const tmz = await propsOf<ShowExhibitorsProps>(loadTmzExhibitors(context()));
    expect(tmz).toMatchObject({ page: 'tmz', show: { id: show.id }, total: 2 });
    const page = await propsOf<ShowPageProps>(loadShowPage(context()));
    expect(page.show?.exhibitorCount).toBe(2);
    const staff = await propsOf<StaffFloorProps>(loadStaffFloor(context({ id: String(show.id) })));
    // Staff see the hidden company's booth as it is.
    expect(staff.floor.halls[1]?.booths.map((booth) => booth.companyName)).toEqual(['已隐藏公司', null]);
  });
});
