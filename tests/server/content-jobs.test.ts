import type { Database } from '@/server/db/client';
import { jobs } from '@/server/db/schema';
import { getOpenJob, jobFacets, listJobs } from '@/server/jobs/public';
import { freshDatabase } from './support/db';

const NOW = new Date('2026-11-22T00:00:00Z');
const later = new Date('2026-12-31T00:00:00Z');
const earlier = new Date('2026-11-01T00:00:00Z');
let database: Database;

beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(jobs);
});

async function buildJob(overrides: Partial<typeof jobs.$inferInsert> = {}) {
  const [row] = await database.db
    .insert(jobs)
    .values({ title: '产品经理', department: '产品研发部', city: '上海', postedAt: earlier, closesAt: later, ...overrides })
    .returning();
  return row!;
}

describe('listJobs', () => {
  it('lists open positions only, in order', async () => {
    await buildJob({ title: 'B', sortOrder: 2 });
    await buildJob({ title: 'A', sortOrder: 1 });
    await buildJob({ title: '已截止', closesAt: earlier });
    await buildJob({ title: '隐藏', hidden: true });
    await buildJob({ title: '长期', closesAt: null, sortOrder: 3 });
    const list = await listJobs(database.db, { now: NOW });
    expect(list.items.map((j) => j.title)).toEqual(['A', 'B', '长期']);
    expect(list.total).toBe(3);
  });

  it('filters by department, city and a keyword', async () => {
    await buildJob({ title: '展会运营专员', department: '展会运营部', city: '深圳' });
    await buildJob({ title: '展会销售经理', department: '市场部', city: '深圳' });
    await buildJob({ title: '前端工程师', department: '产品研发部', city: '杭州' });
    expect((await listJobs(database.db, { city: '深圳', now: NOW })).items.map((j) => j.title)).toEqual(['展会运营专员', '展会销售经理']);
    expect((await listJobs(database.db, { department: '市场部', now: NOW })).items.map((j) => j.title)).toEqual(['展会销售经理']);
    expect((await listJobs(database.db, { q: '展会', city: '深圳', department: '展会运营部', now: NOW })).total).toBe(1);
    expect((await listJobs(database.db, { q: '工程师', now: NOW })).items.map((j) => j.title)).toEqual(['前端工程师']);
  });

  it('pages by 10', async () => {
    for (let n = 0; n < 12; n += 1) await buildJob({ title: `职位 ${n}`, sortOrder: n });
    const second = await listJobs(database.db, { page: 2, now: NOW });
    expect(second).toMatchObject({ total: 12, page: 2, pageCount: 2 });
    expect(second.items.map((j) => j.title)).toEqual(['职位 10', '职位 11']);
  });
});

describe('jobFacets and getOpenJob', () => {
  it('offers the departments and cities of open positions', async () => {
    await buildJob({ department: '市场部', departmentEn: 'Marketing', city: '广州' });
    await buildJob({ department: '市场部', city: '广州', cityEn: 'Guangzhou' });
    await buildJob({ department: '产品研发部', city: '上海', cityEn: 'Shanghai' });
    await buildJob({ department: '已关闭部门', city: '北京', closesAt: earlier });
    await expect(jobFacets(database.db, NOW)).resolves.toEqual({
      departments: [
        { name: '产品研发部', nameEn: null },
        { name: '市场部', nameEn: 'Marketing' },
      ],
      cities: [
        { name: '广州', nameEn: 'Guangzhou' },
        { name: '上海', nameEn: 'Shanghai' },
      ],
    });
  });

  it('finds an open position and nothing closed, hidden or unknown', async () => {
    const open = await buildJob();
    const closed = await buildJob({ closesAt: earlier });
    const hidden = await buildJob({ hidden: true });
    expect((await getOpenJob(database.db, open.id, NOW))?.id).toBe(open.id);
    await expect(getOpenJob(database.db, closed.id, NOW)).resolves.toBeNull();
    await expect(getOpenJob(database.db, hidden.id, NOW)).resolves.toBeNull();
    await expect(getOpenJob(database.db, 123456, NOW)).resolves.toBeNull();
  });
});
