import type { GetServerSidePropsResult } from 'next';
import type { JobListPageProps } from '@/lib/jobs/views';
import { clearCache } from '@/server/kernel/cache';
import { useDatabase } from '@/server/db';
import type { Database } from '@/server/db/client';
import { jobs } from '@/server/db/schema';
import { loadJobList } from '@/server/jobs/list-loader';
import type { PageContext } from '@/server/http/page';
import { freshDatabase } from './support/db';

const later = new Date(Date.now() + 30 * 86_400_000);
const posted = new Date('2026-10-08T02:00:00Z');
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

async function buildJob(overrides: Partial<typeof jobs.$inferInsert> = {}) {
  await database.db.insert(jobs).values({ title: '产品经理', department: '产品研发部', city: '上海', postedAt: posted, closesAt: later, ...overrides });
}

const context = (query: Record<string, string | string[]>, locale = 'zh-CN') => ({ query, locale, viewer: null }) as unknown as PageContext;

async function propsOf(result: Promise<GetServerSidePropsResult<JobListPageProps>>): Promise<JobListPageProps> {
  const settled = await result;
  if (!('props' in settled)) throw new Error(`expected props, got ${JSON.stringify(settled)}`);
  return settled.props;
}

describe('loadJobList (/join-us)', () => {
  it('lists open positions with the filter options, in the page language', async () => {
    await buildJob({ title: '展会运营专员', titleEn: 'Trade show operations specialist', department: '展会运营部', departmentEn: 'Trade Show Operations', city: '深圳', cityEn: 'Shenzhen', salaryMin: 8000, salaryMax: 12000, sortOrder: 1 });
    await buildJob({ title: '前端工程师', department: '产品研发部', city: '杭州', sortOrder: 2 });
    await buildJob({ title: '已隐藏', hidden: true });
    const props = await propsOf(loadJobList(context({}, 'en')));
    expect(props).toEqual({
      filters: { department: '', city: '', q: '' },
      jobs: {
        items: [
          { id: expect.any(Number), title: 'Trade show operations specialist', department: 'Trade Show Operations', city: 'Shenzhen', employmentType: 'full_time', salaryMin: 8000, salaryMax: 12000, postedDate: '2026-10-08' },
          { id: expect.any(Number), title: '前端工程师', department: '产品研发部', city: '杭州', employmentType: 'full_time', salaryMin: null, salaryMax: null, postedDate: '2026-10-08' },
        ],
        total: 2,
        page: 1,
        pageCount: 1,
        anyOpen: true,
        departments: [
          { value: '展会运营部', label: 'Trade Show Operations' },
          { value: '产品研发部', label: '产品研发部' },
        ],
        cities: [
          { value: '深圳', label: 'Shenzhen' },
          { value: '杭州', label: '杭州' },
        ],
      },
    });
  });

  it('filters by department, city and a Chinese keyword, keeping the filters for the form', async () => {
    await buildJob({ title: '展会运营专员', department: '展会运营部', city: '深圳' });
    await buildJob({ title: '展会销售经理', department: '市场部', city: '深圳' });
    await buildJob({ title: '前端工程师', department: '产品研发部', city: '杭州' });
    const props = await propsOf(loadJobList(context({ city: '深圳', q: ' 展会 ', department: '市场部' })));
    expect(props.filters).toEqual({ department: '市场部', city: '深圳', q: '展会' });
    expect(props.jobs.items.map((job) => job.title)).toEqual(['展会销售经理']);
    expect(props.jobs.total).toBe(1);
  });

  it('answers an unknown department with an empty list, not an error', async () => {
    await buildJob();
    const props = await propsOf(loadJobList(context({ department: '不存在的部门' })));
    expect(props.jobs).toMatchObject({ items: [], total: 0, anyOpen: true, page: 1, pageCount: 1 });
  });

  it('says when nothing is open at all', async () => {
    const props = await propsOf(loadJobList(context({})));
    expect(props.jobs).toMatchObject({ items: [], total: 0, anyOpen: false, departments: [], cities: [] });
  });

  it('pages by 10 and answers a malformed or out-of-range page with a 404', async () => {
    for (let n = 0; n < 12; n += 1) await buildJob({ title: `职位 ${n}`, sortOrder: n });
    const second = await propsOf(loadJobList(context({ page: '2' })));
    expect(second.jobs.items.map((job) => job.title)).toEqual(['职位 10', '职位 11']);
    expect(second.jobs).toMatchObject({ page: 2, pageCount: 2, total: 12 });
    for (const page of ['3', '0', '-1', 'abc', '1.5']) {
      await expect(loadJobList(context({ page }))).resolves.toEqual({ notFound: true });
    }
  });
});
