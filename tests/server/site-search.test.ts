import { eq } from 'drizzle-orm';
import { clearCache } from '@/server/kernel/cache';
import { useDatabase } from '@/server/db';
import type { Database } from '@/server/db/client';
import { activities, articles, jobs } from '@/server/db/schema';
import { searchSite } from '@/server/search/search';
import { searchResults } from '@/server/search/results';
import searchRoute from '@/pages/api/search';
import { insertActivity } from './support/activities';
import { getJson } from './support/api';
import { insertJob } from './support/applications';
import { buildArticle, freshDatabase } from './support/db';

let database: Database;
const day = (n: number) => new Date(Date.UTC(2026, 9, n));
const titles = async (q: string, page = 1) => {
  const found = await searchSite(database.db, { q, page });
  const rows = await database.db.select({ id: articles.id, title: articles.title }).from(articles);
  const byId = new Map(rows.map((r) => [r.id, r.title]));
  return found.matches.filter((m) => m.kind === 'article').map((m) => byId.get(m.id));
};

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
});

describe('searchSite', () => {
  it('finds a Chinese word inside a title (展会 in 第十二届 TMZ 展会观众登记正式开启), and one character too', async () => {
    await buildArticle(database.db, { channel: 'news', title: '第十二届 TMZ 展会观众登记正式开启', publishedAt: day(1) });
    await buildArticle(database.db, { channel: 'hot', title: '门店选址的五个问题', publishedAt: day(2) });
    expect(await titles('展会')).toEqual(['第十二届 TMZ 展会观众登记正式开启']);
    expect(await titles('展')).toEqual(['第十二届 TMZ 展会观众登记正式开启']);
    expect(await titles('观众登记正式')).toEqual(['第十二届 TMZ 展会观众登记正式开启']);
    expect(await titles('展览')).toEqual([]);
  });

  it('requires every term of a mixed query (TMZ 展会, TMZ展会), ignoring the case of Latin letters', async () => {
    await buildArticle(database.db, { title: '第十二届 TMZ 展会观众登记正式开启', publishedAt: day(1) });
    await buildArticle(database.db, { title: '秋季展会日程', publishedAt: day(2) });
    await buildArticle(database.db, { title: 'TMZ 会员权益说明', publishedAt: day(3) });
    expect(await titles('TMZ 展会')).toEqual(['第十二届 TMZ 展会观众登记正式开启']);
    expect(await titles('tmz展会')).toEqual(['第十二届 TMZ 展会观众登记正式开启']);
    expect(await titles('Tmz')).toEqual(['TMZ 会员权益说明', '第十二届 TMZ 展会观众登记正式开启']);
  });

  it('ranks title before summary before body, newer first among equals', async () => {
    await buildArticle(database.db, { title: '旧的标题里有供应链', publishedAt: day(1) });
    await buildArticle(database.db, { title: '正文提到', body: '<p>谈<strong>供应链</strong>协同</p>', publishedAt: day(9) });
    await buildArticle(database.db, { title: '摘要提到', summary: '关于供应链的摘要', publishedAt: day(8) });
    await buildArticle(database.db, { title: '新的标题里有供应链', publishedAt: day(5) });
    expect(await titles('供应链')).toEqual(['新的标题里有供应链', '旧的标题里有供应链', '摘要提到', '正文提到']);
  });

  it('searches members-only articles by title and summary only, never by body', async () => {
    await buildArticle(database.db, { channel: 'pay', title: '年度报告', summary: '会员摘要', body: '<p>内部数据：毛利率</p>', publishedAt: day(1) });
    expect(await titles('毛利率')).toEqual([]);
    expect(await titles('年度报告')).toEqual(['年度报告']);
    expect(await titles('会员摘要')).toEqual(['年度报告']);
    const view = await searchResults(database.db, { query: '年度', page: 1, locale: 'zh-CN' });
    expect(view.results[0]?.href).toMatch(/^\/pay-news-details\?id=\d+&from=search&q=%E5%B9%B4%E5%BA%A6$/);
    expect(JSON.stringify(view)).not.toContain('毛利率');
  });

  it('never finds drafts, articles in review or rejected, scheduled ones, or one taken down', async () => {
    await buildArticle(database.db, { status: 'draft', title: '草稿展会' });
    await buildArticle(database.db, { status: 'pending', title: '待审展会' });
    await buildArticle(database.db, { status: 'rejected', title: '退回展会' });
    await buildArticle(database.db, { title: '定时展会', publishedAt: new Date(Date.now() + 86_400_000) });
    const live = await buildArticle(database.db, { title: '已发布展会', publishedAt: day(1) });
    expect(await titles('展会')).toEqual(['已发布展会']);
    await database.db.update(articles).set({ status: 'draft' }).where(eq(articles.id, live.id));
    expect(await titles('展会')).toEqual([]);
  });

  it('keeps up with edits: a new title is found, the old one no longer', async () => {
    const row = await buildArticle(database.db, { title: '旧标题', publishedAt: day(1) });
    await database.db.update(articles).set({ title: '新标题：直播选品' }).where(eq(articles.id, row.id));
    expect(await titles('旧标题')).toEqual([]);
    expect(await titles('直播选品')).toEqual(['新标题：直播选品']);
  });

  it('treats %, _ and backslash as plain characters', async () => {
    await buildArticle(database.db, { title: '利润率 30% 的秘密', publishedAt: day(1) });
    await buildArticle(database.db, { title: 'a_b 与 c\\d', publishedAt: day(2) });
    await buildArticle(database.db, { title: '另一篇', publishedAt: day(3) });
    expect(await titles('30%')).toEqual(['利润率 30% 的秘密']);
    expect(await titles('%')).toEqual(['利润率 30% 的秘密']);
    expect(await titles('_')).toEqual(['a_b 与 c\\d']);
    expect(await titles('c\\d')).toEqual(['a_b 与 c\\d']);
  });

  it('finds published activities and open positions beside articles, and pages the lot', async () => {
    await insertActivity(database.db, { title: 'TMZ 展会开幕论坛', venue: '上海新国际博览中心' });
    await insertActivity(database.db, { title: '未发布的展会活动', published: false });
    await insertJob(database.db, { title: '展会运营经理', titleEn: 'Show Operations Manager' });
    await insertJob(database.db, { title: '隐藏的展会职位', hidden: true });
    await insertJob(database.db, { title: '已截止的展会职位', closesAt: new Date(Date.now() - 1000) });
    for (let n = 1; n <= 10; n += 1) await buildArticle(database.db, { title: `展会快讯 ${n}`, publishedAt: day(n) });
    // Twelve rows, and the site's two pages named 展会 (TMZ 展会, TMZ 展会展商名单).
    const first = await searchSite(database.db, { q: '展会' });
    expect(first.total).toBe(14);
    expect(first.pageCount).toBe(2);
    expect(first.matches).toHaveLength(10);
    const second = await searchSite(database.db, { q: '展会', page: 2 });
    expect(second.matches).toHaveLength(4);
    const kinds = [...first.matches, ...second.matches].map((m) => m.kind).sort();
    expect(kinds.filter((k) => k !== 'article')).toEqual(['activity', 'job', 'page', 'page']);
    expect((await searchSite(database.db, { q: '展会', page: 3 })).matches).toEqual([]);
    expect((await searchSite(database.db, { q: '展会', page: 3 })).total).toBe(14);
    expect((await searchSite(database.db, { q: 'operations' })).matches.map((m) => m.kind)).toEqual(['job']);
    expect((await searchSite(database.db, { q: '博览中心' })).matches.map((m) => m.kind)).toEqual(['activity']);
  });

  it('finds nothing for a query without terms', async () => {
    await buildArticle(database.db, { title: '任何文章', publishedAt: day(1) });
    expect(await searchSite(database.db, { q: '   ' })).toEqual({ terms: [], matches: [], total: 0, page: 1, pageCount: 1 });
  });
});

describe('searchResults', () => {
  it('highlights every term in the title and in a passage of the body around the first match', async () => {
    const long = '开头的文字'.repeat(30);
    await buildArticle(database.db, {
      channel: 'news',
      title: '第十二届 TMZ 展会观众登记正式开启',
      summary: '观众登记即日起开放',
      body: `<p>${long}</p><p>本届<strong>展会</strong>为期三天 &amp; 免费。</p>`,
      publishedAt: day(1),
    });
    const view = await searchResults(database.db, { query: 'tmz 展会', page: 1, locale: 'zh-CN' });
    // The site's page titled exactly "TMZ 展会" first; then, with every term in the title, the article before the
    // (undated) page of the show's exhibitors.
    expect(view.results.map((r) => r.section)).toEqual(['page', 'news', 'page']);
    expect(view.results[0]?.href).toBe('/tmz');
    const result = view.results[1];
    expect(result?.title).toEqual([
      { text: '第十二届 ', mark: false },
      { text: 'TMZ', mark: true },
      { text: ' ', mark: false },
      { text: '展会', mark: true },
      { text: '观众登记正式开启', mark: false },
    ]);
    const passage = result?.snippet.map((s) => s.text).join('') ?? '';
    expect(passage.startsWith('…')).toBe(true);
    expect(passage).toContain('本届展会为期三天 & 免费。');
    expect(result?.snippet.filter((s) => s.mark).map((s) => s.text)).toEqual(['展会']);
  });

  it('gives a query that looks like HTML back as text, never as markup', async () => {
    await buildArticle(database.db, { title: '如何防范 <script> 注入', body: '<p>&lt;img onerror=alert(1)&gt;</p>', publishedAt: day(1) });
    const view = await searchResults(database.db, { query: '<script>', page: 1, locale: 'zh-CN' });
    expect(view.results[0]?.title).toEqual([
      { text: '如何防范 ', mark: false },
      { text: '<script>', mark: true },
      { text: ' 注入', mark: false },
    ]);
    const img = await searchResults(database.db, { query: '<img', page: 1, locale: 'zh-CN' });
    expect(img.results[0]?.snippet.map((s) => s.text).join('')).toContain('<img onerror=alert(1)>');
  });
});

describe('GET /api/search', () => {
  it('answers results and refuses a blank or overlong q or a bad page with 400', async () => {
    await buildArticle(database.db, { channel: 'news', title: '第十二届 TMZ 展会观众登记正式开启', publishedAt: day(1) });
    const ok = await getJson(searchRoute, { q: ' 观众登记 ' });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ query: '观众登记', total: 1, page: 1, pageCount: 1 });
    const refusedQueries: Record<string, string>[] = [{ q: '' }, { q: '   ' }, { q: '展'.repeat(51) }, { q: '展会', page: '0' }, {}];
    for (const query of refusedQueries) {
      const refused = await getJson(searchRoute, query);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ error: { code: 'validation_failed' } });
    }
  });
});
