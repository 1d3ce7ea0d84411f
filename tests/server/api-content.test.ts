import activityRoute from '@/pages/api/activities/[id]/index';
import articleRoute from '@/pages/api/articles/[id]';
import articleListRoute from '@/pages/api/articles/index';
import consultantsRoute from '@/pages/api/consultants';
import partnersRoute from '@/pages/api/partners';
import { clearCache } from '@/server/kernel/cache';
import { useDatabase } from '@/server/db';
import type { Database } from '@/server/db/client';
import { activities, articles, consultants, partners } from '@/server/db/schema';
import { getJson } from './support/api';
import { buildArticle, freshDatabase } from './support/db';

let database: Database;

beforeAll(async () => {
  database = await freshDatabase();
  useDatabase(database);
});
afterAll(() => database.close());
beforeEach(async () => {
  clearCache();
  for (const table of [articles, activities, consultants, partners]) await database.db.delete(table);
});

describe('GET /api/articles', () => {
  it('lists the public channels newest first, or one channel, with a Chinese keyword and paging', async () => {
    const older = await buildArticle(database.db, { channel: 'news', title: '平台资讯', publishedAt: new Date('2026-10-01T02:00:00Z') });
    const newer = await buildArticle(database.db, { channel: 'hot', title: '展会热点', publishedAt: new Date('2026-10-02T02:00:00Z') });
    const pay = await buildArticle(database.db, { channel: 'pay', title: '会员研究报告' });
    await buildArticle(database.db, { channel: 'hot', title: '草稿', status: 'draft' });

    const all = await getJson(articleListRoute, { utm_source: 'x' });
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ total: 2, page: 1, pageCount: 1, items: [{ id: newer.id, channel: 'hot' }, { id: older.id, channel: 'news' }] });
    expect(Object.keys((all.body as { items: object[] }).items[0]!).sort()).toEqual(
      ['channel', 'cover', 'id', 'publishedAt', 'summary', 'summaryEn', 'title', 'titleEn', 'views'].sort(),
    );

    await expect(getJson(articleListRoute, { channel: 'pay' })).resolves.toMatchObject({ status: 200, body: { total: 1, items: [{ id: pay.id }] } });
    await expect(getJson(articleListRoute, { q: '展会' })).resolves.toMatchObject({ body: { total: 1, items: [{ id: newer.id }] } });
    await expect(getJson(articleListRoute, { page: '2' })).resolves.toMatchObject({ status: 200, body: { items: [], page: 2 } });
  });

  it('answers a malformed channel or page with 400 in the one error shape', async () => {
    const badChannel = await getJson(articleListRoute, { channel: 'secret' });
    expect(badChannel.status).toBe(400);
    expect(badChannel.body).toMatchObject({ error: { code: 'validation_failed', fields: { channel: [expect.any(String)] } } });
    await expect(getJson(articleListRoute, { page: '0' })).resolves.toMatchObject({ status: 400, body: { error: { code: 'validation_failed' } } });
  });
});

describe('GET /api/articles/{id}', () => {
  it('gives a public article with its body and neighbours, a members-only one without its body', async () => {
    const first = await buildArticle(database.db, { channel: 'hot', title: '第一篇', publishedAt: new Date('2026-10-01T02:00:00Z') });
    const second = await buildArticle(database.db, { channel: 'hot', title: '第二篇', body: '<p>正文</p>', publishedAt: new Date('2026-10-02T02:00:00Z') });
    const pay = await buildArticle(database.db, { channel: 'pay', body: '<p>会员正文</p>' });

    const sent = await getJson(articleRoute, { id: String(second.id) });
    expect(sent).toMatchObject({
      status: 200,
      body: { id: second.id, title: '第二篇', membersOnly: false, body: '<p>正文</p>', previous: { id: first.id, title: '第一篇' }, next: null },
    });
    await expect(getJson(articleRoute, { id: String(pay.id) })).resolves.toMatchObject({ status: 200, body: { id: pay.id, membersOnly: true, body: null } });
  });

  it('answers unknown and unpublished ids with 404, malformed ones with 400', async () => {
    const draft = await buildArticle(database.db, { status: 'draft' });
    await expect(getJson(articleRoute, { id: String(draft.id) })).resolves.toMatchObject({ status: 404, body: { error: { code: 'not_found' } } });
    await expect(getJson(articleRoute, { id: '999999' })).resolves.toMatchObject({ status: 404 });
    await expect(getJson(articleRoute, { id: '1e3' })).resolves.toMatchObject({ status: 400, body: { error: { code: 'validation_failed' } } });
  });
});

describe('GET /api/activities/{id}', () => {
  it('gives a published activity with its registration window and agenda; 404 for an unpublished one', async () => {
    const startsAt = new Date(Date.now() + 10 * 86_400_000);
    const values = {
      title: '供应链对接会',
      venue: '会展中心',
      city: '上海',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3_600_000),
      capacity: 50,
      seatsTaken: 20,
      registrationOpensAt: new Date(Date.now() - 86_400_000),
      registrationClosesAt: new Date(startsAt.getTime() - 86_400_000),
      agenda: [{ time: '09:30', title: '签到' }],
    };
    const [shown] = await database.db.insert(activities).values(values).returning();
    const [hidden] = await database.db.insert(activities).values({ ...values, published: false }).returning();
    await expect(getJson(activityRoute, { id: String(shown!.id) })).resolves.toMatchObject({
      status: 200,
      body: { id: shown!.id, title: '供应链对接会', capacity: 50, seatsLeft: 30, state: 'open', agenda: [{ time: '09:30', title: '签到' }], startsAt: startsAt.toISOString() },
    });
    await expect(getJson(activityRoute, { id: String(hidden!.id) })).resolves.toMatchObject({ status: 404, body: { error: { code: 'not_found' } } });
  });
});

describe('GET /api/consultants and /api/partners', () => {
  it('list the visible ones in order', async () => {
    await database.db.insert(consultants).values([
      { name: '乙', title: '顾问', sortOrder: 2 },
      { name: '甲', title: '顾问', sortOrder: 1, expertise: ['选品'] },
      { name: '隐藏', title: '顾问', hidden: true },
    ]);
    await database.db.insert(partners).values([{ name: '伙伴', category: 'factory', logo: '/images/p.svg' }, { name: '隐藏', category: 'brand', hidden: true }]);
    await expect(getJson(consultantsRoute, {})).resolves.toMatchObject({ status: 200, body: { items: [{ name: '甲', expertise: ['选品'] }, { name: '乙' }] } });
    const sent = await getJson(partnersRoute, {});
    expect(sent.body).toEqual({ items: [{ id: expect.any(Number), name: '伙伴', nameEn: null, category: 'factory', logo: '/images/p.svg', url: null, description: '', descriptionEn: null }] });
  });
});
