import type { GetServerSidePropsResult } from 'next';
import { clearCache } from '@/server/kernel/cache';
import { useDatabase } from '@/server/db';
import type { Database } from '@/server/db/client';
import { activities, articles, companies, jobs, productCategories } from '@/server/db/schema';
import { loadAudienceCompanies } from '@/server/companies/audience-loader';
import { loadDirectoryPage } from '@/server/companies/directory-loader';
import { loadCompanyProfile } from '@/server/companies/profile-loader';
import type { PageContext } from '@/server/http/page';
import { searchSite } from '@/server/search/search';
import { searchResults } from '@/server/search/results';
import { sitemapEntries } from '@/server/site/feed-items';
import searchRoute from '@/pages/api/search';
import { getJson } from './support/api';
import { buildCategory, buildCompany } from './support/companies';
import { buildArticle, freshDatabase } from './support/db';

let database: Database;

beforeAll(async () => {
  database = await freshDatabase();
  useDatabase(database);
});
afterAll(() => database.close());
beforeEach(async () => {
  clearCache();
  await database.db.delete(companies);
  await database.db.delete(productCategories);
  await database.db.delete(articles);
  await database.db.delete(activities);
  await database.db.delete(jobs);
});

const context = (query: Record<string, string | string[]>, locale = 'zh-CN', params?: Record<string, string>) => ({ query, params, locale, viewer: null }) as unknown as PageContext;

async function propsOf<P>(result: Promise<GetServerSidePropsResult<P>>): Promise<P> {
  const settled = await result;
  if (!('props' in settled)) throw new Error(`expected props, got ${JSON.stringify(settled)}`);
  return settled.props as P;
}

describe('loadDirectoryPage (/companies)', () => {
  it('gives the cards, the filters as asked, the category tree and the regions; 404 for a malformed query or a page past the last', async () => {
    const apparel = await buildCategory(database.db, '服装', { nameEn: 'Apparel' });
    await buildCategory(database.db, '针织', { parentId: apparel.id, nameEn: 'Knitwear' });
    await buildCompany(database.db, { name: '华南针织', kinds: ['factory'], province: '广东', city: '东莞' }, { categories: [apparel.id] });
    const props = await propsOf(loadDirectoryPage(context({ kind: 'factory', category: String(apparel.id), q: '针织' }, 'en')));
    expect(props.directory).toMatchObject({
      filters: { kind: 'factory', category: String(apparel.id), province: '', city: '', certified: false, q: '针织' },
      items: [{ name: '华南针织', categories: [{ name: 'Apparel' }] }],
      total: 1,
      categories: [{ name: 'Apparel', children: [{ name: 'Knitwear' }] }],
      regions: [{ province: '广东', cities: ['东莞'] }],
    });
    await expect(loadDirectoryPage(context({ kind: 'bank' }))).resolves.toEqual({ notFound: true });
    await expect(loadDirectoryPage(context({ page: '0' }))).resolves.toEqual({ notFound: true });
    await expect(loadDirectoryPage(context({ page: '2' }))).resolves.toEqual({ notFound: true });
    await expect(propsOf(loadDirectoryPage(context({ province: '无此省' })))).resolves.toMatchObject({ directory: { items: [], total: 0 } });
  });
});

describe('loadCompanyProfile (/companies/[id])', () => {
  it('gives a public profile; an unknown, hidden or malformed id is a 404', async () => {
    const shown = await buildCompany(database.db, { name: '东方鞋业', uscc: '91330100SECRET0001' });
    const hidden = await buildCompany(database.db, { name: '隐藏', hidden: true });
    const props = await propsOf(loadCompanyProfile(context({}, 'zh-CN', { id: String(shown.id) })));
    expect(props.company).toMatchObject({ id: shown.id, name: '东方鞋业' });
    expect(JSON.stringify(props)).not.toContain('SECRET');
    for (const id of [String(hidden.id), '99999', 'abc', '0', '-1', '1.5', '99999999999', '１']) {
      await expect(loadCompanyProfile(context({}, 'zh-CN', { id }))).resolves.toEqual({ notFound: true });
    }
  });
});

describe('loadAudienceCompanies (/brand, /factory, /provider, /retailer)', () => {
  it('gives the kind’s newest certified companies only', async () => {
    await buildCompany(database.db, { name: '认证工厂', kinds: ['factory'], certifiedKind: 'factory', certifiedAt: new Date() });
    await buildCompany(database.db, { name: '未认证工厂', kinds: ['factory'] });
    await buildCompany(database.db, { name: '认证品牌', kinds: ['brand'], certifiedKind: 'brand', certifiedAt: new Date() });
    const props = await propsOf(loadAudienceCompanies('factory')(context({})));
    expect(props.companies.map((c) => c.name)).toEqual(['认证工厂']);
    await expect(propsOf(loadAudienceCompanies('provider')(context({})))).resolves.toEqual({ companies: [] });
  });
});

describe('the site search and the sitemap', () => {
  it('finds public companies beside articles (their profile as the link), ranking a name match first', async () => {
    await buildCompany(database.db, { name: '华南针织有限公司', summary: '毛衫代工', introduction: '二十年针织经验' });
    await buildCompany(database.db, { name: '东方鞋业', introduction: '也做针织鞋面' });
    await buildCompany(database.db, { name: '隐藏针织', hidden: true });
    await buildArticle(database.db, { title: '针织行业观察', publishedAt: new Date('2026-01-01T00:00:00Z') });
    const found = await searchSite(database.db, { q: '针织' });
    expect(found.total).toBe(3);
    // Tier 0 is a whole-title match (none here); 1 every term in the title; 3 elsewhere in the text.
    expect(found.matches.map((m) => [m.kind, m.tier])).toEqual([
      ['company', 1],
      ['article', 1],
      ['company', 3],
    ]);
    const view = await searchResults(database.db, { query: '针织', page: 1, locale: 'zh-CN' });
    const company = view.results.find((r) => r.section === 'company');
    expect(company).toMatchObject({ href: `/companies/${found.matches[0]!.id}?from=search&q=%E9%92%88%E7%BB%87`, date: '' });
    expect(company?.title.map((s) => s.text).join('')).toBe('华南针织有限公司');
    const api = await getJson(searchRoute, { q: '鞋业' });
    expect(api).toMatchObject({ status: 200, body: { total: 1, results: [{ section: 'company', href: expect.stringMatching(/^\/companies\/\d+\?/) }] } });
  });

  it('lists every public company in the sitemap, and the directory', async () => {
    const shown = await buildCompany(database.db, { name: '公开企业' });
    const hidden = await buildCompany(database.db, { name: '隐藏企业', hidden: true });
    const paths = (await sitemapEntries(database.db)).map((entry) => entry.path);
    expect(paths).toEqual(expect.arrayContaining(['/companies', `/companies/${shown.id}`]));
    expect(paths).not.toContain(`/companies/${hidden.id}`);
  });
});
