import jobDetailRoute from '@/pages/api/jobs/[id]';
import jobListRoute from '@/pages/api/jobs/index';
import { clearCache } from '@/server/kernel/cache';
import { useDatabase } from '@/server/db';
import type { Database } from '@/server/db/client';
import { jobs } from '@/server/db/schema';
import { getJson } from './support/api';
import { freshDatabase } from './support/db';

let database: Database;

beforeAll(async () => {
  database = await freshDatabase();
  useDatabase(database);
});
afterAll(() => database.close());
beforeEach(async () => {
  clearCache();
  await database.db.delete(jobs);
});

describe('GET /api/jobs', () => {
  it('lists open positions with filters and ignores unknown parameters', async () => {
    await database.db.insert(jobs).values([
      { title: '展会运营专员', department: '展会运营部', city: '深圳', salaryMin: 9000, salaryMax: 14000, duties: ['现场执行'], requirements: ['沟通能力'] },
      { title: '前端工程师', department: '产品研发部', city: '杭州' },
      { title: '已截止', department: '市场部', city: '上海', closesAt: new Date('2020-01-01T00:00:00Z') },
    ]);
    const sent = await getJson(jobListRoute, { city: '深圳', utm_source: 'x' });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      total: 1,
      page: 1,
      pageCount: 1,
      items: [
        {
          title: '展会运营专员',
          department: '展会运营部',
          city: '深圳',
          salary: { min: 9000, max: 14000, currency: 'CNY', unit: 'month' },
          duties: ['现场执行'],
          requirements: ['沟通能力'],
        },
      ],
    });
  });

  it('answers a malformed page with 400 in the one error shape', async () => {
    const sent = await getJson(jobListRoute, { page: 'two' });
    expect(sent.status).toBe(400);
    expect(sent.body).toMatchObject({ error: { code: 'validation_failed', fields: { page: ['page must be a whole number ≥ 1'] } } });
  });
});

describe('GET /api/jobs/{id}', () => {
  it('returns an open position and 404 for a closed or unknown one', async () => {
    const [open, closed] = await database.db
      .insert(jobs)
      .values([
        { title: '产品经理', department: '产品研发部', city: '上海' },
        { title: '已截止', department: '市场部', city: '上海', closesAt: new Date('2020-01-01T00:00:00Z') },
      ])
      .returning();
    await expect(getJson(jobDetailRoute, { id: String(open!.id) })).resolves.toMatchObject({ status: 200, body: { id: open!.id, title: '产品经理' } });
    await expect(getJson(jobDetailRoute, { id: String(closed!.id) })).resolves.toMatchObject({ status: 404, body: { error: { code: 'not_found' } } });
    await expect(getJson(jobDetailRoute, { id: '999999' })).resolves.toMatchObject({ status: 404 });
    await expect(getJson(jobDetailRoute, { id: 'abc' })).resolves.toMatchObject({ status: 400, body: { error: { code: 'validation_failed' } } });
  });
});
