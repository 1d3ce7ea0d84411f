import { clearCache } from '@/server/kernel/cache';
import { useDatabase } from '@/server/db';
import type { Database } from '@/server/db/client';
import { activities, articles, consultants, jobs } from '@/server/db/schema';
import { searchSite } from '@/server/search/search';
import { searchResults } from '@/server/search/results';
import { insertActivity } from './support/activities';
import { buildArticle, freshDatabase } from './support/db';

/**
 * What comes first in the site search (issue 36): the row whose title is the
 * query, an activity still to come before past ones, a show found by what
 * people call it in either language, and consultants and the site's own pages
 * found beside the content.
 */

let database: Database;
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

beforeAll(async () => {
  database = await freshDatabase();
  useDatabase(database);
});
afterAll(() => database.close());
beforeEach(async () => {
  clearCache();
  await database.db.delete(articles);
  await database.db.delete(activities);
  await database.db.delete(jobs);
  await database.db.delete(consultants);
});

const view = (query: string, locale: 'zh-CN' | 'en' = 'zh-CN') => searchResults(database.db, { query, page: 1, locale });
const titlesOf = async (query: string, locale: 'zh-CN' | 'en' = 'zh-CN') =>
  (await view(query, locale)).results.map((r) => r.title.map((s) => s.text).join(''));

/** The seeded show and its neighbours, as on the site: the show's title does not say 展会, newer articles do. */
async function showAndNews() {
  const show = await insertActivity(
    database.db,
    { kind: 'show', title: '第十二届 TMZ 消费品产业展（上海）', titleEn: 'The 12th TMZ Consumer Goods Industry Show (Shanghai)', description: '<p>本届展会为期三天。</p>' },
    { startsInDays: 45 },
  );
  const past = await insertActivity(
    database.db,
    { kind: 'show', title: '第十一届 TMZ 消费品产业展（深圳）', titleEn: 'The 11th TMZ Consumer Goods Industry Show (Shenzhen)' },
    { startsInDays: -170 },
  );
  for (let n = 1; n <= 7; n += 1) await buildArticle(database.db, { title: `展会快讯第 ${n} 期`, publishedAt: daysAgo(n) });
  return { show, past };
}

describe('search ranking', () => {
  it('puts the row whose whole title is the query first, in either language and white space aside', async () => {
    for (let n = 1; n <= 3; n += 1) await buildArticle(database.db, { title: `供应链协同的 ${n} 个要点`, publishedAt: daysAgo(n) });
    await buildArticle(database.db, { title: '供应链协同', titleEn: 'Supply chain collaboration', publishedAt: daysAgo(30) });
    expect((await titlesOf('供应链协同'))[0]).toBe('供应链协同');
    expect((await titlesOf('供应链 协同'))[0]).toBe('供应链协同');
    expect((await titlesOf('supply chain collaboration', 'en'))[0]).toBe('Supply chain collaboration');
    // Without an exact title, newer first as before.
    expect((await titlesOf('要点'))[0]).toBe('供应链协同的 1 个要点');
  });

  it('ranks the next show first for 展会, above newer articles and above the past show', async () => {
    const { show, past } = await showAndNews();
    const found = await searchSite(database.db, { q: '展会' });
    expect(found.matches[0]).toMatchObject({ kind: 'activity', id: show.id });
    const pastAt = found.matches.findIndex((m) => m.kind === 'activity' && m.id === past.id);
    expect(pastAt).toBeGreaterThan(0);
    // An upcoming activity before past ones; among those to come, the soonest first.
    const later = await insertActivity(database.db, { kind: 'show', title: 'TMZ 展会·华南站（广州）' }, { startsInDays: 120 });
    const again = await searchSite(database.db, { q: '展会' });
    const upcoming = again.matches.filter((m) => m.kind === 'activity' && m.id !== past.id).map((m) => m.id);
    expect(upcoming).toEqual([show.id, later.id]);
    expect(again.matches.slice(0, 2)).toEqual([
      { kind: 'activity', id: show.id, tier: 1 },
      { kind: 'activity', id: later.id, tier: 1 },
    ]);
  });

  it("finds the show for 'trade show' and 'expo' on the English site", async () => {
    const { show } = await showAndNews();
    const found = await searchSite(database.db, { q: 'trade show' });
    expect(found.matches[0]).toMatchObject({ kind: 'activity', id: show.id });
    expect((await searchSite(database.db, { q: 'Expo' })).matches[0]).toMatchObject({ kind: 'activity', id: show.id });
    expect((await titlesOf('trade show', 'en'))[0]).toBe('The 12th TMZ Consumer Goods Industry Show (Shanghai)');
    // Chinese matching is unchanged: a word inside the title.
    expect((await searchSite(database.db, { q: '产业展' })).matches.map((m) => m.kind)).toEqual(['activity', 'activity']);
  });

  it('finds a consultant by name, title or expertise in either language, and leaves out a hidden one', async () => {
    const [shown] = await database.db
      .insert(consultants)
      .values({ name: '周明远', nameEn: 'Zhou Mingyuan', title: '供应链顾问', titleEn: 'Supply chain adviser', expertise: ['柔性生产', '工厂数字化'], expertiseEn: ['Flexible production'] })
      .returning();
    await database.db.insert(consultants).values({ name: '隐藏顾问', title: '柔性生产专家', hidden: true });
    for (const q of ['周明远', 'zhou', '柔性生产', 'flexible production']) {
      const found = await searchSite(database.db, { q });
      expect({ q, matches: found.matches.filter((m) => m.kind === 'consultant') }).toEqual({ q, matches: [{ kind: 'consultant', id: shown!.id, tier: q === '周明远' ? 0 : q === 'zhou' ? 1 : 2 }] });
    }
    const [result] = (await view('周明远', 'en')).results;
    expect(result).toMatchObject({ section: 'consultant', href: `/home/consultantItem?id=${shown!.id}&from=search&q=%E5%91%A8%E6%98%8E%E8%BF%9C`, date: '' });
    expect(result?.title.map((s) => s.text).join('')).toBe('Zhou Mingyuan');
  });

  it('finds the privacy policy, the contact page and recruitment by their names and the words people use', async () => {
    await buildArticle(database.db, { title: '如何保护会员隐私', publishedAt: daysAgo(1) });
    const privacy = await view('隐私政策');
    expect(privacy.results[0]).toMatchObject({ section: 'page', href: '/privacy' });
    expect(privacy.results[0]?.title.map((s) => s.text).join('')).toBe('隐私政策');
    expect((await view('privacy policy', 'en')).results[0]).toMatchObject({ section: 'page', href: '/privacy' });
    expect((await view('隐私')).results.map((r) => r.href)).toContain('/privacy');
    expect((await view('contact', 'en')).results[0]).toMatchObject({ section: 'page', href: '/contract-us' });
    expect((await view('联系我们')).results[0]).toMatchObject({ section: 'page', href: '/contract-us' });
    expect((await view('招聘')).results.map((r) => r.href)).toContain('/join-us');
    expect((await view('about us', 'en')).results[0]).toMatchObject({ section: 'page', href: '/' });
  });
});
