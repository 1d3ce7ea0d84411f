import { clearCache } from '@/server/kernel/cache';
import { useDatabase } from '@/server/db';
import type { Database } from '@/server/db/client';
import { eq } from 'drizzle-orm';
import { activities, companies, companyProducts, productCategories } from '@/server/db/schema';
import { visibleCategories } from '@/server/companies/categories';
import { DIRECTORY_PER_PAGE, directoryRegions, listDirectory, newestCertified, type DirectoryFilters } from '@/server/companies/directory';
import { publicCompanyProfile } from '@/server/companies/profile';
import { companyCard, companyProfile, paragraphs, websiteHref } from '@/server/companies/views';
import { insertActivity } from './support/activities';
import { buildBooth, buildCategory, buildCompany } from './support/companies';
import { freshDatabase } from './support/db';

let database: Database;

beforeAll(async () => {
  database = await freshDatabase();
  useDatabase(database);
});
afterAll(() => database.close());
beforeEach(async () => {
  clearCache();
  await database.db.delete(companies);
  await database.db.delete(activities);
  await database.db.delete(productCategories);
});

const names = async (filters: DirectoryFilters) => {
  const categories = await visibleCategories(database.db);
  const page = await listDirectory(database.db, filters, categories);
  return page.items.map((item) => item.name);
};

describe('listDirectory', () => {
  it('lists public companies only, certified first (newest certification first), then by name', async () => {
    await buildCompany(database.db, { name: '乙未认证' });
    await buildCompany(database.db, { name: '甲未认证' });
    await buildCompany(database.db, { name: '早认证', certifiedKind: 'brand', certifiedAt: new Date('2026-01-01T00:00:00Z') });
    await buildCompany(database.db, { name: '晚认证', certifiedKind: 'brand', certifiedAt: new Date('2026-06-01T00:00:00Z') });
    await buildCompany(database.db, { name: '隐藏企业', hidden: true, certifiedKind: 'brand', certifiedAt: new Date('2026-07-01T00:00:00Z') });
    // Uncertified ones by code point: 乙 (U+4E59) before 甲 (U+7532).
    const expected = ['晚认证', '早认证', '乙未认证', '甲未认证'];
    expect(await names({})).toEqual(expected);
  });

  it('filters by kind (one of several kinds), region, and certified', async () => {
    await buildCompany(database.db, { name: '品牌工厂', kinds: ['brand', 'factory'], province: '浙江', city: '杭州' });
    await buildCompany(database.db, { name: '纯工厂', kinds: ['factory'], province: '浙江', city: '宁波', certifiedKind: 'factory', certifiedAt: new Date() });
    await buildCompany(database.db, { name: '零售商', kinds: ['retailer'], province: '广东', city: '广州' });
    expect((await names({ kind: 'factory' })).sort()).toEqual(['品牌工厂', '纯工厂'].sort());
    expect(await names({ kind: 'retailer' })).toEqual(['零售商']);
    expect(await names({ kind: 'provider' })).toEqual([]);
    expect((await names({ province: '浙江' })).sort()).toEqual(['品牌工厂', '纯工厂'].sort());
    expect(await names({ province: '浙江', city: '宁波' })).toEqual(['纯工厂']);
    expect(await names({ province: '西藏' })).toEqual([]);
    expect(await names({ certified: true })).toEqual(['纯工厂']);
  });

  it('filters by category: a top category includes its children; a hidden or unknown one matches nothing', async () => {
    const clothing = await buildCategory(database.db, '服装');
    const knit = await buildCategory(database.db, '针织服装', { parentId: clothing.id });
    const shoes = await buildCategory(database.db, '鞋靴');
    const hidden = await buildCategory(database.db, '停用品类', { hidden: true });
    await buildCompany(database.db, { name: '针织厂' }, { categories: [knit.id] });
    await buildCompany(database.db, { name: '服装品牌' }, { categories: [clothing.id] });
    await buildCompany(database.db, { name: '鞋厂' }, { categories: [shoes.id, hidden.id] });
    expect((await names({ category: clothing.id })).sort()).toEqual(['服装品牌', '针织厂'].sort());
    expect(await names({ category: knit.id })).toEqual(['针织厂']);
    expect(await names({ category: shoes.id })).toEqual(['鞋厂']);
    expect(await names({ category: hidden.id })).toEqual([]);
    expect(await names({ category: 999_999 })).toEqual([]);
  });

  it('finds a keyword in the name, a product or the introduction, every term required, Latin case ignored', async () => {
    await buildCompany(database.db, { name: '华南针织有限公司', nameEn: 'South China Knitting' });
    await buildCompany(database.db, { name: '东方鞋业' }, { products: [{ name: '户外登山鞋', summary: '防水透气' }] });
    await buildCompany(database.db, { name: '西部包装', introduction: '专注环保纸盒与礼品包装。\n\n年产能 500 万件。' });
    expect(await names({ q: '针织' })).toEqual(['华南针织有限公司']);
    expect(await names({ q: '华南针织有限公司' })).toEqual(['华南针织有限公司']);
    expect(await names({ q: 'knitting' })).toEqual(['华南针织有限公司']);
    expect(await names({ q: '登山鞋' })).toEqual(['东方鞋业']);
    expect(await names({ q: '防水透气' })).toEqual(['东方鞋业']);
    expect(await names({ q: '环保纸盒' })).toEqual(['西部包装']);
    expect(await names({ q: '鞋' })).toEqual(['东方鞋业']);
    expect(await names({ q: '针织 鞋' })).toEqual([]);
    expect(await names({ q: '皮革' })).toEqual([]);
  });

  it('does not find a hidden company by keyword, and finds a product added later (the search text filled again)', async () => {
    await buildCompany(database.db, { name: '隐身针织', hidden: true });
    expect(await names({ q: '针织' })).toEqual([]);
    const made = await buildCompany(database.db, { name: '晚到企业' });
    expect(await names({ q: '羊绒' })).toEqual([]);
    await database.db.insert(companyProducts).values({ companyId: made.id, name: '羊绒围巾' });
    await database.db.update(companies).set({ searchText: '' }).where(eq(companies.id, made.id));
    expect(await names({ q: '羊绒' })).toEqual(['晚到企业']);
  });

  it('pages by 12 with a total, and a page past the last is empty with the total still counted', async () => {
    for (let i = 0; i < DIRECTORY_PER_PAGE + 3; i += 1) await buildCompany(database.db, { name: `企业${String(i).padStart(2, '0')}` });
    const categories = await visibleCategories(database.db);
    const first = await listDirectory(database.db, { page: 1 }, categories);
    const second = await listDirectory(database.db, { page: 2 }, categories);
    const third = await listDirectory(database.db, { page: 3 }, categories);
    expect(first.items).toHaveLength(12);
    expect(second.items.map((c) => c.name)).toEqual(['企业12', '企业13', '企业14']);
    expect([first.total, first.pageCount, second.total]).toEqual([15, 2, 15]);
    expect(third).toMatchObject({ items: [], total: 15, pageCount: 2 });
  });

  it('reads kinds as an array of strings', async () => {
    await buildCompany(database.db, { name: '多重身份', kinds: ['brand', 'retailer'] });
    const [item] = (await listDirectory(database.db, {}, [])).items;
    expect(item?.kinds).toEqual(['brand', 'retailer']);
  });
});

describe('views', () => {
  it('names a card in the page language (English falling back to Chinese) with visible categories and the certified mark, never the USCC', async () => {
    const clothing = await buildCategory(database.db, '服装', { nameEn: 'Apparel' });
    const hidden = await buildCategory(database.db, '停用', { hidden: true });
    const made = await buildCompany(
      database.db,
      { name: '华南针织', nameEn: 'South China Knitting', summary: '针织', uscc: '91440300MA5SECRET1', certifiedKind: 'factory', certifiedAt: new Date('2026-03-01T20:00:00Z') },
      { categories: [clothing.id, hidden.id] },
    );
    await buildCompany(database.db, { name: '只有中文' });
    const categories = await visibleCategories(database.db);
    const { items } = await listDirectory(database.db, {}, categories);
    const zh = companyCard(items[0]!, categories, false);
    const en = companyCard(items[0]!, categories, true);
    expect(zh).toMatchObject({ id: made.id, name: '华南针织', altName: 'South China Knitting', categories: [{ id: clothing.id, name: '服装' }], certified: { kind: 'factory', date: '2026-03-02' } });
    expect(en).toMatchObject({ name: 'South China Knitting', altName: '华南针织', categories: [{ name: 'Apparel' }] });
    expect(companyCard(items[1]!, categories, true)).toMatchObject({ name: '只有中文', altName: null, certified: null });
    expect(JSON.stringify([zh, en])).not.toContain('SECRET');
  });

  it('cuts the introduction into paragraphs and keeps a website only as a link', () => {
    expect(paragraphs('第一段\n\n第二段\r\n  \r\n第三段\n续')).toEqual(['第一段', '第二段', '第三段\n续']);
    expect(websiteHref('www.example.com')).toBe('https://www.example.com');
    expect(websiteHref('https://example.com/about')).toBe('https://example.com/about');
    expect(websiteHref('javascript:alert(1)')).toBeNull();
    expect(websiteHref('')).toBeNull();
  });
});

describe('publicCompanyProfile', () => {
  it('has products in order (30 at most), the shows with hall and booth, the public contact; null when hidden or unknown', async () => {
    const shoes = await buildCategory(database.db, '鞋靴');
    const made = await buildCompany(
      database.db,
      { name: '东方鞋业', uscc: '91330100SECRETXX01', contactChannel: 'phone', contactValue: '0571-8888 0000', foundedYear: 2008, sizeBand: '200-999', processes: ['裁断', '针车'], introduction: '第一段\n\n第二段' },
      { categories: [shoes.id], products: Array.from({ length: 32 }, (_, i) => ({ name: `鞋款${i + 1}`, categoryId: shoes.id, picture: '/images/p.jpg' })) },
    );
    const now = new Date();
    const show = await insertActivity(database.db, { title: 'TMZ 秋季展', kind: 'show' }, { now, startsInDays: 20 });
    const past = await insertActivity(database.db, { title: 'TMZ 春季展', kind: 'show' }, { now, startsInDays: -100 });
    await buildBooth(database.db, { showId: show.id, companyId: made.id, hall: '2号馆', number: 'B12' });
    await buildBooth(database.db, { showId: past.id, companyId: made.id, hall: '老馆', number: 'C01' });
    const row = await publicCompanyProfile(database.db, made.id);
    const view = companyProfile(row!, await visibleCategories(database.db), false, now);
    expect(view.products).toHaveLength(30);
    expect(view.products[0]).toMatchObject({ name: '鞋款1', category: { name: '鞋靴' }, picture: '/images/p.jpg' });
    expect(view.shows.map((s) => [s.title, s.hall, s.booth, s.upcoming])).toEqual([
      ['TMZ 春季展', '老馆', 'C01', false],
      ['TMZ 秋季展', '2号馆', 'B12', true],
    ]);
    expect(view).toMatchObject({ contact: { channel: 'phone', value: '0571-8888 0000' }, foundedYear: 2008, sizeBand: '200-999', processes: ['裁断', '针车'], introduction: ['第一段', '第二段'] });
    expect(JSON.stringify(view)).not.toContain('SECRET');
    await database.db.update(companies).set({ hidden: true });
    expect(await publicCompanyProfile(database.db, made.id)).toBeNull();
    expect(await publicCompanyProfile(database.db, 987_654)).toBeNull();
  });
});

describe('newestCertified and directoryRegions', () => {
  it('gives a kind’s six newest certified public companies, and the provinces with their cities', async () => {
    for (let i = 1; i <= 8; i += 1) {
      await buildCompany(database.db, { name: `认证品牌${i}`, kinds: ['brand'], certifiedKind: 'brand', certifiedAt: new Date(Date.UTC(2026, 0, i)), province: i % 2 ? '浙江' : '广东', city: i % 2 ? '杭州' : '深圳' });
    }
    await buildCompany(database.db, { name: '未认证品牌', kinds: ['brand'], province: '江苏', city: '苏州' });
    await buildCompany(database.db, { name: '隐藏品牌', kinds: ['brand'], certifiedKind: 'brand', certifiedAt: new Date(Date.UTC(2027, 0, 1)), hidden: true, province: '西藏' });
    expect((await newestCertified(database.db, 'brand')).map((c) => c.name)).toEqual(['认证品牌8', '认证品牌7', '认证品牌6', '认证品牌5', '认证品牌4', '认证品牌3']);
    expect(await newestCertified(database.db, 'factory')).toEqual([]);
    const regions = await directoryRegions(database.db);
    expect(regions.map((r) => r.province).sort()).toEqual(['广东', '江苏', '浙江'].sort());
    expect(regions.find((r) => r.province === '浙江')?.cities).toEqual(['杭州']);
  });
});
