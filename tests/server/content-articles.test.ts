import { articles } from '@/server/db/schema';
import type { Database } from '@/server/db/client';
import { addViews, getArticle, latestArticles, listArticles } from '@/server/articles/public';
import { likePattern } from '@/server/db/like-pattern';
import { buildArticle, freshDatabase } from './support/db';

let database: Database;
const NOW = new Date('2026-11-22T00:00:00Z');
const day = (n: number) => new Date(Date.UTC(2026, 9, n));

beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(articles);
});

describe('listArticles', () => {
  it('lists published articles of one channel, newest first, 10 a page', async () => {
    for (let n = 1; n <= 12; n += 1) await buildArticle(database.db, { channel: 'hot', title: `热点 ${n}`, publishedAt: day(n) });
    await buildArticle(database.db, { channel: 'practical', title: '干货', publishedAt: day(20) });
    await buildArticle(database.db, { channel: 'hot', status: 'draft', title: '草稿', publishedAt: day(21) });
    await buildArticle(database.db, { channel: 'hot', title: '定时发布', publishedAt: new Date('2026-12-01T00:00:00Z') });

    const first = await listArticles(database.db, { channel: 'hot', now: NOW });
    expect(first.total).toBe(12);
    expect(first.pageCount).toBe(2);
    expect(first.items.map((a) => a.title)).toEqual(['热点 12', '热点 11', '热点 10', '热点 9', '热点 8', '热点 7', '热点 6', '热点 5', '热点 4', '热点 3']);
    expect(first.items[0]).toEqual({
      id: expect.any(Number),
      channel: 'hot',
      title: '热点 12',
      titleEn: null,
      summary: expect.any(String),
      summaryEn: null,
      cover: null,
      publishedAt: day(12).toISOString(),
      views: 0,
    });
    const second = await listArticles(database.db, { channel: 'hot', page: 2, now: NOW });
    expect(second.items.map((a) => a.title)).toEqual(['热点 2', '热点 1']);
  });

  it('finds articles by a Chinese keyword in title, summary or body', async () => {
    await buildArticle(database.db, { title: '供应链协同的三个阶段', publishedAt: day(1) });
    await buildArticle(database.db, { title: '门店选址', summary: '谈谈供应链', publishedAt: day(2) });
    await buildArticle(database.db, { title: '新品上市', body: '<p>打通供应链</p>', publishedAt: day(3) });
    await buildArticle(database.db, { title: '品牌故事', publishedAt: day(4) });
    const found = await listArticles(database.db, { channel: 'hot', q: ' 供应链 ', now: NOW });
    expect(found.items.map((a) => a.title)).toEqual(['新品上市', '门店选址', '供应链协同的三个阶段']);
  });

  it('searches members-only articles by title and summary only, never by their body', async () => {
    await buildArticle(database.db, { channel: 'pay', title: '年度报告', summary: '会员摘要', body: '<p>内部数据：毛利率</p>', publishedAt: day(1) });
    expect((await listArticles(database.db, { channel: 'pay', q: '毛利率', now: NOW })).total).toBe(0);
    expect((await listArticles(database.db, { channel: ['hot', 'pay'], q: '毛利率', now: NOW })).total).toBe(0);
    expect((await listArticles(database.db, { channel: 'pay', q: '年度', now: NOW })).total).toBe(1);
    expect((await listArticles(database.db, { channel: 'pay', q: '会员摘要', now: NOW })).total).toBe(1);
  });

  it('matches as the site search does: every term, inside words, Latin in any case', async () => {
    await buildArticle(database.db, { channel: 'news', title: '第十二届 TMZ 展会观众登记正式开启', publishedAt: day(1) });
    await buildArticle(database.db, { channel: 'news', title: '秋季展会日程', publishedAt: day(2) });
    const titles = async (q: string) => (await listArticles(database.db, { channel: 'news', q, now: NOW })).items.map((a) => a.title);
    expect(await titles('展会')).toEqual(['秋季展会日程', '第十二届 TMZ 展会观众登记正式开启']);
    expect(await titles('tmz 展会')).toEqual(['第十二届 TMZ 展会观众登记正式开启']);
  });

  it('treats % and _ in a keyword as plain characters', async () => {
    await buildArticle(database.db, { title: '利润率 30% 的秘密', publishedAt: day(1) });
    await buildArticle(database.db, { title: '另一篇', publishedAt: day(2) });
    expect((await listArticles(database.db, { channel: 'hot', q: '%', now: NOW })).items.map((a) => a.title)).toEqual(['利润率 30% 的秘密']);
    expect(likePattern('a_b%')).toBe('%a\\_b\\%%');
  });

  it('gives an empty page with one page count when nothing matches', async () => {
    await expect(listArticles(database.db, { channel: 'news', now: NOW })).resolves.toEqual({ items: [], total: 0, page: 1, pageCount: 1 });
  });
});

describe('getArticle', () => {
  it('returns the article with its older and newer neighbours in the channel', async () => {
    const older = await buildArticle(database.db, { channel: 'news', title: '旧', publishedAt: day(1) });
    const current = await buildArticle(database.db, { channel: 'news', title: '当前', body: '<h2>标题</h2>', authorName: '编辑部', publishedAt: day(2) });
    await buildArticle(database.db, { channel: 'hot', title: '别的频道', publishedAt: day(3) });
    const newer = await buildArticle(database.db, { channel: 'news', title: '新', publishedAt: day(4) });

    const detail = await getArticle(database.db, current.id, ['news', 'hot', 'practical'], NOW);
    expect(detail).toMatchObject({
      id: current.id,
      title: '当前',
      body: '<h2>标题</h2>',
      authorName: '编辑部',
      previous: { id: older.id, title: '旧', titleEn: null },
      next: { id: newer.id, title: '新', titleEn: null },
    });
    expect((await getArticle(database.db, older.id, ['news'], NOW))?.previous).toBeNull();
    expect((await getArticle(database.db, newer.id, ['news'], NOW))?.next).toBeNull();
  });

  it('returns null for an unknown id, an unpublished article or another channel', async () => {
    const draft = await buildArticle(database.db, { status: 'pending' });
    const paid = await buildArticle(database.db, { channel: 'pay' });
    await expect(getArticle(database.db, 999_999, ['hot'], NOW)).resolves.toBeNull();
    await expect(getArticle(database.db, draft.id, ['hot'], NOW)).resolves.toBeNull();
    await expect(getArticle(database.db, paid.id, ['news', 'hot', 'practical'], NOW)).resolves.toBeNull();
  });
});

describe('latestArticles and addViews', () => {
  it('returns the newest of the asked channels', async () => {
    await buildArticle(database.db, { channel: 'news', title: 'A', publishedAt: day(1) });
    await buildArticle(database.db, { channel: 'practical', title: 'B', publishedAt: day(2) });
    await buildArticle(database.db, { channel: 'pay', title: 'C', publishedAt: day(3) });
    expect((await latestArticles(database.db, ['news', 'practical'], 5, NOW)).map((a) => a.title)).toEqual(['B', 'A']);
  });

  it('adds counted views to several articles at once', async () => {
    const a = await buildArticle(database.db, { views: 5 });
    const b = await buildArticle(database.db);
    const c = await buildArticle(database.db, { views: 1 });
    await addViews(database.db, new Map([[a.id, 2], [b.id, 1]]));
    await addViews(database.db, new Map());
    const views = async (id: number) => (await getArticle(database.db, id, ['hot'], NOW))?.views;
    expect([await views(a.id), await views(b.id), await views(c.id)]).toEqual([7, 1, 1]);
  });
});
