import { asc, eq } from 'drizzle-orm';
import type { GetServerSidePropsResult } from 'next';
import type { NextApiRequest, NextApiResponse } from 'next';
import { addChinaDays, chinaDayOf, closingInstant } from '@/lib/china-datetime';
import { jobSchema } from '@/lib/catalogue/job-schema';
import type { JobListPageProps } from '@/lib/jobs/views';
import type { PeopleProps } from '@/lib/people/views';
import consultantItemRoute from '@/pages/api/admin/consultants/[id]/index';
import consultantHideRoute from '@/pages/api/admin/consultants/[id]/hide';
import consultantMoveRoute from '@/pages/api/admin/consultants/[id]/move';
import consultantsRoute from '@/pages/api/admin/consultants/index';
import jobItemRoute from '@/pages/api/admin/jobs/[id]/index';
import jobHideRoute from '@/pages/api/admin/jobs/[id]/hide';
import jobMoveRoute from '@/pages/api/admin/jobs/[id]/move';
import jobsRoute from '@/pages/api/admin/jobs/index';
import partnerItemRoute from '@/pages/api/admin/partners/[id]/index';
import partnerHideRoute from '@/pages/api/admin/partners/[id]/hide';
import partnerMoveRoute from '@/pages/api/admin/partners/[id]/move';
import partnersRoute from '@/pages/api/admin/partners/index';
import publicConsultantsRoute from '@/pages/api/consultants';
import publicJobRoute from '@/pages/api/jobs/[id]';
import publicJobsRoute from '@/pages/api/jobs/index';
import publicPartnersRoute from '@/pages/api/partners';
import { sessionCookieName } from '@/server/auth/session-cookie';
import { issueSession } from '@/server/auth/sessions';
import { jobRecords } from '@/server/jobs/staff';
import { clearCache } from '@/server/kernel/cache';
import { chinaDateTime } from '@/server/kernel/china-time';
import { getOpenJob, listJobs } from '@/server/jobs/public';
import { useDatabase } from '@/server/db';
import type { Database } from '@/server/db/client';
import { auditLog, consultants, jobs, partners } from '@/server/db/schema';
import { loadJobEdit, loadStaffJobs } from '@/server/jobs/staff-loader';
import { loadConsultantEdit, loadPartnerEdit } from '@/server/people/staff-loader';
import { loadJobDetail, type JobDetailProps } from '@/server/jobs/detail-loader';
import { loadJobList } from '@/server/jobs/list-loader';
import { loadConsultantDetail, loadPartnersPage } from '@/server/people/loader';
import type { PageContext } from '@/server/http/page';
import { buildUser, type BuiltUser } from './auth-support';
import { callApi, type ApiAnswer } from './support/api';
import { freshDatabase } from './support/db';

/**
 * The console's jobs, consultants and partners (issue 8, item 4): who may use
 * the API, the shared schemas' 400s, creating, editing, moving and hiding with
 * their audit entries, a job's closing day (open to the end of that China day,
 * then gone from /join-us, its page, the API and its JobPosting), hidden
 * consultants and partners gone from the public pages and APIs, and every
 * change visible at once through the public loaders' cache.
 */

type Route = (req: NextApiRequest, res: NextApiResponse) => Promise<void>;
type Who = 'member' | 'editor' | 'admin';

let database: Database;
const people = {} as Record<Who, { user: BuiltUser; cookie: string }>;

beforeAll(async () => {
  process.env.SITE_URL ??= 'https://www.example.com';
  database = await freshDatabase();
  useDatabase(database);
  for (const who of ['member', 'editor', 'admin'] as const) {
    const user = await buildUser(database.db, { kind: who, name: who === 'editor' ? '编辑 周敏' : who === 'admin' ? '管理员 陈立' : '会员' });
    people[who] = { user, cookie: `${sessionCookieName()}=${(await issueSession(database.db, user, { persistent: false })).token}` };
  }
}, 60_000);
afterAll(() => database.close());
beforeEach(async () => {
  clearCache();
  for (const table of [auditLog, jobs, consultants, partners]) await database.db.delete(table);
});

const today = chinaDayOf(new Date());
const yesterday = addChinaDays(today, -1);

interface CallOptions {
  id?: number | string;
  body?: unknown;
  who?: Who | null;
  lang?: string;
}

function call(route: Route, method: string, { id, body, who = 'editor', lang }: CallOptions = {}): Promise<ApiAnswer> {
  return callApi(route, {
    method,
    query: id === undefined ? {} : { id: String(id) },
    body,
    headers: { ...(who ? { cookie: people[who].cookie } : {}), ...(lang ? { 'accept-language': lang } : {}) },
  });
}

const errorOf = (answer: ApiAnswer) => (answer.body as { error: { code: string; message: string; fields?: Record<string, string[]> } }).error;
const itemOf = <T = Record<string, unknown>>(answer: ApiAnswer) => (answer.body as { item: T }).item;
const entries = () => database.db.select().from(auditLog).orderBy(asc(auditLog.id));
const context = (query: Record<string, string> = {}, locale = 'zh-CN') => ({ query, locale, viewer: null }) as unknown as PageContext;

async function propsOf<P>(result: Promise<GetServerSidePropsResult<P>>): Promise<P> {
  const settled = await result;
  if (!('props' in settled)) throw new Error(`expected props, got ${JSON.stringify(settled)}`);
  return settled.props;
}

function jobInput(overrides: Record<string, unknown> = {}) {
  return {
    title: '展会运营专员',
    titleEn: 'Trade Show Coordinator',
    department: '展会运营部',
    departmentEn: '',
    city: '深圳',
    cityEn: 'Shenzhen',
    headcount: '2',
    employmentType: 'full_time',
    salaryMin: '9,000',
    salaryMax: 14000,
    duties: ['  现场执行与供应商协调 ', '', '展位搭建验收'],
    requirements: ['两年以上会展执行经验'],
    postedDate: today,
    closesDate: addChinaDays(today, 30),
    ...overrides,
  };
}

function consultantInput(overrides: Record<string, unknown> = {}) {
  return {
    name: '陈思远',
    nameEn: 'Chen Siyuan',
    title: '供应链顾问',
    titleEn: 'Supply chain consultant',
    expertise: ['工厂评估', '成本核算'],
    expertiseEn: [],
    bio: '十年服装供应链经验。',
    bioEn: '',
    photo: '/images/seed/consultants/chen-siyuan.svg',
    phone: '+86 139 0000 1234',
    email: ' Chen.Siyuan@Example.com ',
    ...overrides,
  };
}

function partnerInput(overrides: Record<string, unknown> = {}) {
  return { name: '青禾服饰', nameEn: 'Qinghe Apparel', category: 'brand', logo: '', url: 'https://qinghe.example.com', description: '原创女装品牌。', descriptionEn: '', ...overrides };
}

/** A job's fields as the API hands them to jobRecords.update (after the schema). */
const parsedJob = (title: string) => jobSchema.parse(jobInput({ title }));

async function insertJob(title: string, sortOrder: number, overrides: Partial<typeof jobs.$inferInsert> = {}) {
  const [row] = await database.db
    .insert(jobs)
    .values({ title, department: '产品研发部', city: '上海', duties: ['写代码'], requirements: ['会写代码'], sortOrder, closesAt: new Date(Date.now() + 30 * 86_400_000), ...overrides })
    .returning();
  return row!;
}

async function insertConsultant(name: string, sortOrder: number) {
  const [row] = await database.db.insert(consultants).values({ name, title: '顾问', expertise: ['选品'], bio: '简介', sortOrder }).returning();
  return row!;
}

async function insertPartner(name: string, sortOrder: number) {
  const [row] = await database.db.insert(partners).values({ name, category: 'factory', sortOrder }).returning();
  return row!;
}

describe('who may use the console API', () => {
  it('refuses visitors (401) and members (403) on every route, whatever they send; editors and admins get through', async () => {
    const job = await insertJob('前端工程师', 0);
    const consultant = await insertConsultant('林晓彤', 0);
    const partner = await insertPartner('木白工厂', 0);
    const routes: [Route, string, CallOptions][] = [
      [jobsRoute, 'GET', {}],
      [jobsRoute, 'POST', { body: {} }],
      [jobItemRoute, 'GET', { id: job.id }],
      [jobItemRoute, 'PUT', { id: job.id, body: { title: '' } }],
      [jobMoveRoute, 'POST', { id: job.id, body: { direction: 'sideways' } }],
      [jobHideRoute, 'POST', { id: job.id, body: { hidden: true } }],
      [consultantsRoute, 'GET', {}],
      [consultantItemRoute, 'PUT', { id: consultant.id, body: {} }],
      [consultantMoveRoute, 'POST', { id: consultant.id, body: { direction: 'up' } }],
      [consultantHideRoute, 'POST', { id: consultant.id, body: { hidden: true } }],
      [partnersRoute, 'POST', { body: partnerInput() }],
      [partnerItemRoute, 'GET', { id: partner.id }],
      [partnerMoveRoute, 'POST', { id: partner.id, body: { direction: 'down' } }],
      [partnerHideRoute, 'POST', { id: partner.id, body: { hidden: true } }],
    ];
    for (const [route, method, options] of routes) {
      expect((await call(route, method, { ...options, who: null })).status).toBe(401);
      expect((await call(route, method, { ...options, who: 'member' })).status).toBe(403);
    }
    expect(await entries()).toEqual([]);
    expect((await database.db.select().from(partners)).map((row) => [row.name, row.hidden])).toEqual([['木白工厂', false]]);

    expect((await call(jobsRoute, 'GET', { who: 'editor' })).status).toBe(200);
    expect((await call(jobsRoute, 'GET', { who: 'admin' })).status).toBe(200);
    expect((await call(partnersRoute, 'POST', { body: partnerInput(), who: 'editor' })).status).toBe(201);
    expect((await call(partnerHideRoute, 'POST', { id: partner.id, body: { hidden: true }, who: 'admin' })).status).toBe(200);
  });
});

describe('the shared schemas: 400 with a message at each field', () => {
  it('a job: required fields, headcount ≥ 1, salaries both or neither and lowest ≤ highest, days, lines', async () => {
    const answer = await call(jobsRoute, 'POST', {
      body: jobInput({ title: ' ', headcount: '0', employmentType: 'gig', salaryMax: '', duties: ['', ' '], requirements: ['会展经验', '会展经验'], closesDate: '2026-02-30' }),
    });
    expect(answer.status).toBe(400);
    expect(errorOf(answer)).toMatchObject({
      code: 'validation_failed',
      message: '请检查填写的内容。',
      fields: {
        title: ['请填写职位名称。'],
        headcount: ['招聘人数须为 1 到 999 之间的整数。'],
        employmentType: ['请选择工作类型。'],
        salaryMin: ['最低和最高月薪请都填写，或都不填（面议）。'],
        duties: ['请至少填写一条工作职责。'],
        requirements: ['有两行任职要求相同，请删去重复的一行。'],
        closesDate: ['请填写有效的日期（年-月-日）。'],
      },
    });

    const order = await call(jobsRoute, 'POST', { body: jobInput({ salaryMin: 20000, salaryMax: 15000, postedDate: addChinaDays(today, 1), closesDate: '' }), lang: 'en' });
    expect(errorOf(order).fields).toEqual({
      salaryMax: ['The highest salary cannot be below the lowest.'],
      postedDate: ['The posting date cannot be after today.'],
    });
    const closing = await call(jobsRoute, 'POST', { body: jobInput({ postedDate: today, closesDate: yesterday, headcount: '', duties: ['x'.repeat(201)] }) });
    expect(errorOf(closing).fields).toEqual({
      headcount: ['请填写招聘人数。'],
      duties: ['每条工作职责最多 200 字。'],
      closesDate: ['截止日期不能早于发布日期。'],
    });
    expect(await database.db.select().from(jobs)).toEqual([]);
    expect(await entries()).toEqual([]);
  });

  it('a consultant: mainland phone, e-mail, an image of the site, expertise; a partner: category, logo, http(s) website only', async () => {
    const consultant = await call(consultantsRoute, 'POST', {
      body: consultantInput({ name: '', phone: '12345', email: 'chen@', photo: 'https://elsewhere.example.com/a.png', expertise: [] }),
    });
    expect(consultant.status).toBe(400);
    expect(errorOf(consultant).fields).toEqual({
      name: ['请填写姓名。'],
      phone: ['请填写有效的电话：11 位手机号、带区号的座机或 400/800 电话。'],
      email: ['电子邮箱格式不正确。'],
      photo: ['照片须为上传到本站的图片，请重新选择。'],
      expertise: ['请至少填写一项擅长领域。'],
    });
    for (const url of ['javascript:alert(1)', 'ftp://files.example.com', 'https://', 'qinghe.example.com', 'https://evil.example.com/"onmouseover="x']) {
      const partner = await call(partnersRoute, 'POST', { body: partnerInput({ url }) });
      expect(errorOf(partner).fields).toEqual({ url: ['请填写以 http:// 或 https:// 开头的完整网址。'] });
    }
    const partner = await call(partnersRoute, 'POST', { body: partnerInput({ category: 'alien', logo: '/images/../../etc/passwd', name: '名'.repeat(61) }), lang: 'en' });
    expect(errorOf(partner).fields).toEqual({
      name: ['The name can be at most 60 characters.'],
      category: ['Please choose a category.'],
      logo: ['The logo must be an image uploaded to this site; please choose it again.'],
    });
    expect(await database.db.select().from(consultants)).toEqual([]);
    expect(await database.db.select().from(partners)).toEqual([]);
  });

  it('move and hide bodies, and ids', async () => {
    const partner = await insertPartner('木白工厂', 0);
    expect(errorOf(await call(partnerMoveRoute, 'POST', { id: partner.id, body: { direction: 'left' } })).fields).toEqual({ direction: ['请选择上移或下移。'] });
    expect(errorOf(await call(partnerHideRoute, 'POST', { id: partner.id, body: { hidden: 'yes' } })).fields).toEqual({ hidden: ['请说明是隐藏还是重新显示。'] });
    expect((await call(partnerItemRoute, 'GET', { id: 'abc' })).status).toBe(400);
    for (const [route, method, body] of [
      [partnerItemRoute, 'GET', undefined],
      [partnerItemRoute, 'PUT', partnerInput({ version: new Date().toISOString() })],
      [partnerMoveRoute, 'POST', { direction: 'up' }],
      [partnerHideRoute, 'POST', { hidden: true }],
    ] as const) {
      const answer = await call(route, method, { id: 999_999, body });
      expect(answer.status).toBe(404);
      expect(errorOf(answer)).toEqual({ code: 'not_found', message: '没有找到这个合作伙伴。' });
    }
    expect(errorOf(await call(jobItemRoute, 'GET', { id: 999_999, lang: 'en' })).message).toBe('This job was not found.');
  });
});

describe('jobs', () => {
  it('a new job heads the list, is on /join-us at once (the cached list is cleared) and its creation is audited', async () => {
    await insertJob('前端工程师', 0);
    await insertJob('后端工程师', 1);
    // The public list is read (and cached) before the change.
    expect((await propsOf<JobListPageProps>(loadJobList(context()))).jobs.items.map((job) => job.title)).toEqual(['前端工程师', '后端工程师']);

    const answer = await call(jobsRoute, 'POST', { body: jobInput() });
    expect(answer.status).toBe(201);
    const created = itemOf(answer);
    expect(created).toMatchObject({
      title: '展会运营专员',
      titleEn: 'Trade Show Coordinator',
      departmentEn: '',
      headcount: 2,
      salaryMin: 9000,
      salaryMax: 14000,
      duties: ['现场执行与供应商协调', '展位搭建验收'],
      postedDate: today,
      closesDate: addChinaDays(today, 30),
      hidden: false,
      closed: false,
      version: expect.any(String),
    });
    const [row] = await database.db.select().from(jobs).where(eq(jobs.id, created.id as number));
    expect(row).toMatchObject({ departmentEn: null, sortOrder: -1, closesAt: closingInstant(addChinaDays(today, 30)) });

    expect((await propsOf<JobListPageProps>(loadJobList(context()))).jobs.items.map((job) => job.title)).toEqual(['展会运营专员', '前端工程师', '后端工程师']);
    expect((await call(jobsRoute, 'GET')).body).toMatchObject({ items: [{ label: '展会运营专员' }, { label: '前端工程师' }, { label: '后端工程师' }] });

    expect(await entries()).toEqual([
      expect.objectContaining({
        actorId: people.editor.user.id,
        actorName: '编辑 周敏',
        action: 'job.create',
        entityType: 'job',
        entityId: String(created.id),
        entityLabel: '展会运营专员',
        changes: {
          title: [null, '展会运营专员'],
          department: [null, '展会运营部'],
          city: [null, '深圳'],
          headcount: [null, 2],
          employmentType: [null, 'full_time'],
          salaryMin: [null, 9000],
          salaryMax: [null, 14000],
          publishedAt: [null, today],
          closesAt: [null, addChinaDays(today, 30)],
          hidden: [null, false],
          sortOrder: [null, -1],
        },
      }),
    ]);
  });

  it('an edit keeps what did not change, records the key fields before → after, and is refused over a newer save', async () => {
    const created = itemOf<{ id: number; version: string }>(await call(jobsRoute, 'POST', { body: jobInput() }));
    const opened = itemOf<{ version: string }>(await call(jobItemRoute, 'GET', { id: created.id }));
    expect(opened.version).toBe(created.version);

    const saved = await call(jobItemRoute, 'PUT', { id: created.id, body: jobInput({ title: '展会运营主管', headcount: 1, salaryMin: '', salaryMax: '', version: opened.version }), who: 'admin' });
    expect(saved.status).toBe(200);
    expect(itemOf(saved)).toMatchObject({ title: '展会运营主管', headcount: 1, salaryMin: null, salaryMax: null, postedDate: today });
    const [, update] = await entries();
    expect(update).toMatchObject({
      action: 'job.update',
      actorName: '管理员 陈立',
      entityLabel: '展会运营主管',
      changes: { title: ['展会运营专员', '展会运营主管'], headcount: [2, 1], salaryMin: [9000, null], salaryMax: [14000, null] },
    });

    // The first form's version is no longer the job's: its save is refused and writes nothing.
    const stale = await call(jobItemRoute, 'PUT', { id: created.id, body: jobInput({ title: '旧表单', version: opened.version }) });
    expect(stale.status).toBe(409);
    expect(errorOf(stale).code).toBe('conflict');
    expect(errorOf(stale).message).toContain('其他人已在你打开后保存了这条记录（管理员 陈立，');
    // Saving what is there changes nothing and writes no entry.
    const current = itemOf<{ version: string }>(await call(jobItemRoute, 'GET', { id: created.id }));
    expect((await call(jobItemRoute, 'PUT', { id: created.id, body: jobInput({ title: '展会运营主管', headcount: 1, salaryMin: '', salaryMax: '', version: current.version }) })).status).toBe(200);
    expect(await entries()).toHaveLength(2);
    expect((await database.db.select().from(jobs))[0]?.title).toBe('展会运营主管');
  });

  it('is open through the end of its closing day (China time) and then gone from /join-us and the API, its page saying it is closed', async () => {
    const created = itemOf<{ id: number }>(await call(jobsRoute, 'POST', { body: jobInput({ postedDate: addChinaDays(today, -10), closesDate: today }) }));
    const end = closingInstant(today)!;
    expect(end.toISOString()).toBe(new Date(`${today}T23:59:59.999+08:00`).toISOString());

    // Listed up to the last moment of its closing day, gone from the first moment of the next.
    expect(await getOpenJob(database.db, created.id, new Date(end.getTime() - 1))).not.toBeNull();
    expect((await listJobs(database.db, { now: new Date(end.getTime() - 1) })).total).toBe(1);
    expect(await getOpenJob(database.db, created.id, new Date(end.getTime() + 1))).toBeNull();
    expect((await listJobs(database.db, { now: new Date(end.getTime() + 1) })).total).toBe(0);

    // Today: the detail page's JobPosting says it is valid through that moment.
    const detail = await propsOf<JobDetailProps>(loadJobDetail(context({ id: String(created.id) })));
    expect(detail.job).toMatchObject({ closesDate: today, closesAt: end.toISOString() });
    expect((await call(publicJobRoute, 'GET', { id: created.id, who: null })).body).toMatchObject({ closesAt: end.toISOString() });
    expect((await propsOf<JobListPageProps>(loadJobList(context()))).jobs.total).toBe(1);

    // The editor sets the closing date to yesterday: gone at once everywhere the public looks.
    const version = itemOf<{ version: string }>(await call(jobItemRoute, 'GET', { id: created.id })).version;
    const closed = await call(jobItemRoute, 'PUT', { id: created.id, body: jobInput({ postedDate: addChinaDays(today, -10), closesDate: yesterday, version }) });
    expect(itemOf(closed)).toMatchObject({ closesDate: yesterday, closed: true, hidden: false });
    expect((await propsOf<JobListPageProps>(loadJobList(context()))).jobs).toMatchObject({ total: 0, items: [], anyOpen: false });
    // Its page stays, to say that it is closed (no form, no JobPosting: components/jobs/job-detail.tsx).
    expect(await loadJobDetail(context({ id: String(created.id) }))).toMatchObject({ props: { open: false, job: { id: created.id, closesDate: yesterday } } });
    expect((await call(publicJobRoute, 'GET', { id: created.id, who: null })).status).toBe(404);
    expect((await call(publicJobsRoute, 'GET', { who: null })).body).toMatchObject({ total: 0, items: [] });
    expect((await entries()).at(-1)?.changes).toEqual({ closesAt: [today, yesterday] });

    // The console still has it, marked closed.
    const list = await propsOf(loadStaffJobs(context()));
    expect(list.items).toEqual([expect.objectContaining({ id: created.id, closed: true, closesDate: yesterday })]);
    expect(list.counts).toEqual({ all: 1, open: 0, closed: 1, hidden: 0 });
    expect((await propsOf(loadStaffJobs(context({ status: 'closed' })))).items).toHaveLength(1);
    expect((await propsOf(loadStaffJobs(context({ status: 'open' })))).items).toEqual([]);
  });

  it('a hidden job is gone from the public list, its page and the API at once, and back when shown', async () => {
    const job = await insertJob('前端工程师', 0);
    expect((await call(publicJobRoute, 'GET', { id: job.id, who: null })).status).toBe(200);
    expect((await propsOf(loadJobDetail(context({ id: String(job.id) })))).job.title).toBe('前端工程师');

    const hidden = await call(jobHideRoute, 'POST', { id: job.id, body: { hidden: true } });
    expect(hidden.status).toBe(200);
    expect(itemOf(hidden)).toMatchObject({ id: job.id, label: '前端工程师', hidden: true, closed: false });
    expect((await call(publicJobRoute, 'GET', { id: job.id, who: null })).status).toBe(404);
    expect(await loadJobDetail(context({ id: String(job.id) }))).toEqual({ notFound: true });
    expect((await propsOf(loadStaffJobs(context({ status: 'hidden' })))).items.map((row) => row.id)).toEqual([job.id]);

    // Hiding it again changes nothing and writes nothing.
    expect((await call(jobHideRoute, 'POST', { id: job.id, body: { hidden: true } })).status).toBe(200);
    await call(jobHideRoute, 'POST', { id: job.id, body: { hidden: false } });
    expect((await call(publicJobRoute, 'GET', { id: job.id, who: null })).status).toBe(200);
    expect((await entries()).map((entry) => [entry.action, entry.entityLabel, entry.changes])).toEqual([
      ['job.update', '前端工程师', { hidden: [false, true] }],
      ['job.update', '前端工程师', { hidden: [true, false] }],
    ]);
  });

  it('the list and edit pages: filters, a new job, 404 for a malformed or unknown id or filter', async () => {
    const job = await insertJob('前端工程师', 0);
    expect(await loadStaffJobs(context({ status: 'lost' }))).toEqual({ notFound: true });
    expect(await propsOf(loadJobEdit(context()))).toEqual({ job: null, today });
    expect((await propsOf(loadJobEdit(context({ id: String(job.id) })))).job).toMatchObject({ id: job.id, title: '前端工程师', titleEn: '', closesDate: expect.any(String) });
    expect(await loadJobEdit(context({ id: 'abc' }))).toEqual({ notFound: true });
    expect(await loadJobEdit(context({ id: '999999' }))).toEqual({ notFound: true });
    expect(await loadConsultantEdit(context({ id: '999999' }))).toEqual({ notFound: true });
    expect(await propsOf(loadPartnerEdit(context()))).toEqual({ partner: null });
  });
});

describe('no lost update: two editors on one record', () => {
  const versionOf = async (route: Route, id: number) => itemOf<{ version: string }>(await call(route, 'GET', { id })).version;

  it('two editors open the same job; the first save wins, the second is a 409 that says who saved first and when, and writes nothing', async () => {
    const job = itemOf<{ id: number }>(await call(jobsRoute, 'POST', { body: jobInput() }));
    await database.db.delete(auditLog);
    // Both open the edit page: the same version.
    const [first, second] = [await versionOf(jobItemRoute, job.id), await versionOf(jobItemRoute, job.id)];
    expect(first).toBe(second);

    const saved = await call(jobItemRoute, 'PUT', { id: job.id, body: jobInput({ title: '展会运营主管', version: first }), who: 'admin' });
    expect(saved.status).toBe(200);
    const current = itemOf<{ version: string }>(saved).version;
    expect(current).not.toBe(first);
    const [row] = await database.db.select().from(jobs).where(eq(jobs.id, job.id));

    const refused = await call(jobItemRoute, 'PUT', { id: job.id, body: jobInput({ title: '展会执行经理', headcount: 5, version: second }), who: 'editor' });
    expect(refused.status).toBe(409);
    const time = chinaDateTime(new Date(current));
    const message = `其他人已在你打开后保存了这条记录（管理员 陈立，${time}，北京时间）。为免覆盖对方的修改，你这次的修改没有保存。`;
    expect(errorOf(refused)).toEqual({ code: 'conflict', message, fields: { version: [message] } });
    // Nothing of the second editor's is written: the row is the first save's, with its one audit entry.
    expect((await database.db.select().from(jobs).where(eq(jobs.id, job.id)))[0]).toEqual(row);
    expect((await entries()).map((entry) => [entry.actorName, entry.changes])).toEqual([['管理员 陈立', { title: ['展会运营专员', '展会运营主管'] }]]);

    // In English too; after reloading (the current version) the second editor's save goes through.
    const english = await call(jobItemRoute, 'PUT', { id: job.id, body: jobInput({ version: second }), lang: 'en' });
    expect(errorOf(english).message).toBe(`Someone else saved this record after you opened it (管理员 陈立, ${time} China time). Your changes were not saved, so that theirs are not overwritten.`);
    const again = await call(jobItemRoute, 'PUT', { id: job.id, body: jobInput({ title: '展会执行经理', version: await versionOf(jobItemRoute, job.id) }) });
    expect(again.status).toBe(200);
    expect(itemOf(again)).toMatchObject({ title: '展会执行经理' });
  });

  it('the same editor in two tabs is told it was their own other save; consultants and partners are checked the same way', async () => {
    const consultant = itemOf<{ id: number; version: string }>(await call(consultantsRoute, 'POST', { body: consultantInput() }));
    expect((await call(consultantItemRoute, 'PUT', { id: consultant.id, body: consultantInput({ title: '首席顾问', version: consultant.version }) })).status).toBe(200);
    const tab = await call(consultantItemRoute, 'PUT', { id: consultant.id, body: consultantInput({ title: '另一个标签页', version: consultant.version }) });
    expect(tab.status).toBe(409);
    expect(errorOf(tab).message).toMatch(/^你已在另一个窗口或标签页保存过这条记录（\d{4}-\d\d-\d\d \d\d:\d\d，北京时间）。/);

    const partner = itemOf<{ id: number; version: string }>(await call(partnersRoute, 'POST', { body: partnerInput() }));
    expect((await call(partnerItemRoute, 'PUT', { id: partner.id, body: partnerInput({ name: '青禾', version: partner.version }), who: 'admin' })).status).toBe(200);
    const late = await call(partnerItemRoute, 'PUT', { id: partner.id, body: partnerInput({ name: '青禾服饰集团', version: partner.version }) });
    expect(late.status).toBe(409);
    expect(errorOf(late).fields?.version).toHaveLength(1);
    expect((await database.db.select().from(partners))[0]?.name).toBe('青禾');
    expect((await database.db.select().from(consultants))[0]?.title).toBe('首席顾问');
  });

  it('a save without the version it is based on is a 400 (no console save skips the check); creating needs none', async () => {
    const job = itemOf<{ id: number }>(await call(jobsRoute, 'POST', { body: jobInput() }));
    const consultant = itemOf<{ id: number }>(await call(consultantsRoute, 'POST', { body: consultantInput() }));
    const partner = itemOf<{ id: number }>(await call(partnersRoute, 'POST', { body: partnerInput() }));
    for (const [route, id, body] of [
      [jobItemRoute, job.id, jobInput({ title: '没带版本' })],
      [consultantItemRoute, consultant.id, consultantInput({ title: '没带版本' })],
      [partnerItemRoute, partner.id, partnerInput({ name: '没带版本', version: '' })],
    ] as const) {
      const answer = await call(route, 'PUT', { id, body });
      expect(answer.status).toBe(400);
      expect(errorOf(answer)).toEqual({
        code: 'validation_failed',
        message: '请检查填写的内容。',
        fields: { version: ['这次保存没有带上记录的版本，无法确认别人是否已经改过它。请重新载入页面后再保存。'] },
      });
    }
    expect((await database.db.select().from(jobs))[0]?.title).toBe('展会运营专员');
    expect((await entries()).map((entry) => entry.action)).toEqual(['job.create', 'consultant.create', 'partner.create']);
  });

  it('two saves within one millisecond make two versions: the second one based on the first version is refused', async () => {
    const job = await insertJob('前端工程师', 0);
    const opened = job.updatedAt.toISOString();
    // The clock has not moved since the job was written (or stepped back): the new version is still later.
    const first = await jobRecords.update(database.db, job.id, { ...parsedJob('后端工程师'), version: opened }, people.editor.user, job.updatedAt);
    expect(first.kind).toBe('saved');
    const [row] = await database.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row!.updatedAt.getTime()).toBe(job.updatedAt.getTime() + 1);
    const second = await jobRecords.update(database.db, job.id, { ...parsedJob('测试工程师'), version: opened }, people.admin.user, job.updatedAt);
    expect(second).toEqual({ kind: 'stale', version: { updatedAt: row!.updatedAt, savedBy: { name: '编辑 周敏', self: false } } });
    expect((await database.db.select().from(jobs).where(eq(jobs.id, job.id)))[0]?.title).toBe('后端工程师');
  });

  it('hiding, moving and showing a record do not change its version: an open form still saves', async () => {
    const partner = itemOf<{ id: number; version: string }>(await call(partnersRoute, 'POST', { body: partnerInput() }));
    await insertPartner('木白工厂', 5);
    await call(partnerHideRoute, 'POST', { id: partner.id, body: { hidden: true } });
    await call(partnerMoveRoute, 'POST', { id: partner.id, body: { direction: 'down' } });
    expect(await versionOf(partnerItemRoute, partner.id)).toBe(partner.version);
    expect((await call(partnerItemRoute, 'PUT', { id: partner.id, body: partnerInput({ description: '原创女装。', version: partner.version }) })).status).toBe(200);
  });
});

describe('order', () => {
  it('moving a consultant up swaps it with the one before, in the public order at once, with an entry for each', async () => {
    const [first, second, third] = [await insertConsultant('陈思远', 0), await insertConsultant('林晓彤', 1), await insertConsultant('周明哲', 2)];
    const publicNames = async () => (await propsOf<PeopleProps>(loadPartnersPage(context()))).consultants.map((c) => c.name);
    const apiNames = async () => ((await call(publicConsultantsRoute, 'GET', { who: null })).body as { items: { name: string }[] }).items.map((c) => c.name);
    expect(await publicNames()).toEqual(['陈思远', '林晓彤', '周明哲']);
    expect(await apiNames()).toEqual(['陈思远', '林晓彤', '周明哲']);

    const moved = await call(consultantMoveRoute, 'POST', { id: third.id, body: { direction: 'up' } });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ moved: true, items: [{ label: '陈思远' }, { label: '周明哲' }, { label: '林晓彤' }] });
    expect(await publicNames()).toEqual(['陈思远', '周明哲', '林晓彤']);
    expect(await apiNames()).toEqual(['陈思远', '周明哲', '林晓彤']);
    expect((await entries()).map((entry) => [entry.action, entry.entityId, entry.entityLabel, entry.changes])).toEqual([
      ['consultant.update', String(third.id), '周明哲', { sortOrder: [2, 1] }],
      ['consultant.update', String(second.id), '林晓彤', { sortOrder: [1, 2] }],
    ]);

    // Already first (or last): nothing moves and nothing is written.
    expect((await call(consultantMoveRoute, 'POST', { id: first.id, body: { direction: 'up' } })).body).toMatchObject({ moved: false, items: [{ label: '陈思远' }, { label: '周明哲' }, { label: '林晓彤' }] });
    expect((await call(consultantMoveRoute, 'POST', { id: second.id, body: { direction: 'down' } })).body).toMatchObject({ moved: false });
    expect(await entries()).toHaveLength(2);
  });

  it('numbers the order afresh when records share a sortOrder, so that the swap is exact', async () => {
    const rows = [await insertPartner('甲', 5), await insertPartner('乙', 5), await insertPartner('丙', 5)];
    await call(partnerMoveRoute, 'POST', { id: rows[2]!.id, body: { direction: 'up' } });
    const order = await database.db.select().from(partners).orderBy(asc(partners.sortOrder), asc(partners.id));
    expect(order.map((row) => [row.name, row.sortOrder])).toEqual([
      ['甲', 0],
      ['丙', 1],
      ['乙', 2],
    ]);
    expect((await entries()).map((entry) => [entry.entityLabel, entry.changes])).toEqual([
      ['丙', { sortOrder: [5, 1] }],
      ['甲', { sortOrder: [5, 0] }],
      ['乙', { sortOrder: [5, 2] }],
    ]);
  });

  it('jobs move in the public order (sortOrder, then the newest posting first), hidden and closed ones included', async () => {
    const older = await insertJob('旧职位', 3, { postedAt: new Date('2026-01-01T00:00:00Z') });
    const newer = await insertJob('新职位', 3, { postedAt: new Date('2026-02-01T00:00:00Z') });
    const closed = await insertJob('已截止', 4, { closesAt: new Date('2020-01-01T00:00:00Z') });
    expect(((await call(jobsRoute, 'GET')).body as { items: { label: string }[] }).items.map((row) => row.label)).toEqual(['新职位', '旧职位', '已截止']);
    const answer = await call(jobMoveRoute, 'POST', { id: older.id, body: { direction: 'up' } });
    expect((answer.body as { items: { label: string }[] }).items.map((row) => row.label)).toEqual(['旧职位', '新职位', '已截止']);
    expect((await propsOf<JobListPageProps>(loadJobList(context()))).jobs.items.map((job) => job.title)).toEqual(['旧职位', '新职位']);
    await call(jobMoveRoute, 'POST', { id: closed.id, body: { direction: 'up' } });
    expect(((await call(jobsRoute, 'GET')).body as { items: { id: number }[] }).items.map((row) => row.id)).toEqual([older.id, closed.id, newer.id]);
  });

  it('moves sent at once all take effect, one after another: the order stays a clean sequence and the entries agree with it', async () => {
    const rows = [];
    for (let index = 0; index < 6; index += 1) rows.push(await insertPartner(`伙伴${index}`, index));
    const moves = [rows[5], rows[4], rows[3], rows[1], rows[0], rows[2]].map((row, index) =>
      call(partnerMoveRoute, 'POST', { id: row!.id, body: { direction: index % 2 === 0 ? 'up' : 'down' } }),
    );
    const answers = await Promise.all(moves);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const final = await database.db.select().from(partners);
    expect(new Set(final.map((row) => row.sortOrder)).size).toBe(6);
    expect(final.map((row) => row.sortOrder).sort()).toEqual([0, 1, 2, 3, 4, 5]);
    // Each record's last entry ends where the record is.
    const last = new Map<string, unknown>();
    for (const entry of await entries()) last.set(entry.entityId, (entry.changes as { sortOrder: [number, number] }).sortOrder[1]);
    for (const row of final) if (last.has(String(row.id))) expect(last.get(String(row.id))).toBe(row.sortOrder);
    // Every move either moved two records (two entries) or none.
    const movedCount = answers.filter((answer) => (answer.body as { moved: boolean }).moved).length;
    expect(await entries()).toHaveLength(movedCount * 2);
  });
});

describe('consultants and partners', () => {
  it('a consultant is created with a normalised phone and e-mail, edited with an audit entry, and shows at once', async () => {
    await insertConsultant('林晓彤', 0);
    expect((await propsOf<PeopleProps>(loadPartnersPage(context()))).consultants).toHaveLength(1);
    const answer = await call(consultantsRoute, 'POST', { body: consultantInput() });
    expect(answer.status).toBe(201);
    const created = itemOf<{ id: number; version: string }>(answer);
    expect(created).toMatchObject({ name: '陈思远', phone: '13900001234', email: 'chen.siyuan@example.com', expertiseEn: [], bioEn: '', hidden: false });
    expect((await propsOf<PeopleProps>(loadPartnersPage(context()))).consultants.map((c) => c.name)).toEqual(['林晓彤', '陈思远']);

    const edited = await call(consultantItemRoute, 'PUT', {
      id: created.id,
      body: consultantInput({ title: '首席供应链顾问', phone: '400 000 0000', photo: '', version: created.version }),
    });
    expect(itemOf(edited)).toMatchObject({ title: '首席供应链顾问', phone: '400-000-0000', photo: '' });
    expect((await propsOf(loadConsultantDetail(context({ id: String(created.id) })))).consultant).toMatchObject({ title: '首席供应链顾问', phone: '400-000-0000', photo: null });
    expect((await entries()).map((entry) => [entry.action, entry.changes])).toEqual([
      [
        'consultant.create',
        {
          name: [null, '陈思远'],
          title: [null, '供应链顾问'],
          photo: [null, '/images/seed/consultants/chen-siyuan.svg'],
          contactPhone: [null, '13900001234'],
          contactEmail: [null, 'chen.siyuan@example.com'],
          hidden: [null, false],
          sortOrder: [null, 1],
        },
      ],
      [
        'consultant.update',
        { title: ['供应链顾问', '首席供应链顾问'], photo: ['/images/seed/consultants/chen-siyuan.svg', null], contactPhone: ['13900001234', '400-000-0000'] },
      ],
    ]);
  });

  it('a hidden consultant is gone from the home page, /home/page-5, their page and the API at once', async () => {
    const shown = await insertConsultant('林晓彤', 0);
    const hidden = await insertConsultant('陈思远', 1);
    expect((await propsOf(loadConsultantDetail(context({ id: String(hidden.id) })))).consultant.name).toBe('陈思远');
    expect((await propsOf<PeopleProps>(loadPartnersPage(context()))).consultants).toHaveLength(2);

    expect(itemOf(await call(consultantHideRoute, 'POST', { id: hidden.id, body: { hidden: true } }))).toMatchObject({ label: '陈思远', hidden: true });
    expect((await propsOf<PeopleProps>(loadPartnersPage(context()))).consultants.map((c) => c.id)).toEqual([shown.id]);
    expect(await loadConsultantDetail(context({ id: String(hidden.id) }))).toEqual({ notFound: true });
    expect(((await call(publicConsultantsRoute, 'GET', { who: null })).body as { items: { id: number }[] }).items.map((c) => c.id)).toEqual([shown.id]);
    expect((await entries())[0]).toMatchObject({ action: 'consultant.update', entityType: 'consultant', changes: { hidden: [false, true] } });
  });

  it('a partner is created at the end, hidden from /home/page-5 and GET /api/partners at once, and shown again', async () => {
    await insertPartner('木白工厂', 0);
    const partnerNames = async () => (await propsOf<PeopleProps>(loadPartnersPage(context()))).partners.map((p) => p.name);
    const apiNames = async () => ((await call(publicPartnersRoute, 'GET', { who: null })).body as { items: { name: string }[] }).items.map((p) => p.name);
    expect(await partnerNames()).toEqual(['木白工厂']);
    expect(await apiNames()).toEqual(['木白工厂']);

    const created = itemOf<{ id: number; version: string }>(await call(partnersRoute, 'POST', { body: partnerInput() }));
    expect(await partnerNames()).toEqual(['木白工厂', '青禾服饰']);
    expect(await apiNames()).toEqual(['木白工厂', '青禾服饰']);

    await call(partnerHideRoute, 'POST', { id: created.id, body: { hidden: true } });
    expect(await partnerNames()).toEqual(['木白工厂']);
    expect(await apiNames()).toEqual(['木白工厂']);

    await call(partnerItemRoute, 'PUT', { id: created.id, body: partnerInput({ category: 'retailer', url: '', version: created.version }) });
    await call(partnerHideRoute, 'POST', { id: created.id, body: { hidden: false } });
    expect(await apiNames()).toEqual(['木白工厂', '青禾服饰']);
    expect((await entries()).map((entry) => [entry.action, entry.changes])).toEqual([
      ['partner.create', { name: [null, '青禾服饰'], category: [null, 'brand'], url: [null, 'https://qinghe.example.com'], hidden: [null, false], sortOrder: [null, 1] }],
      ['partner.update', { hidden: [false, true] }],
      ['partner.update', { category: ['brand', 'retailer'], url: ['https://qinghe.example.com', null] }],
      ['partner.update', { hidden: [true, false] }],
    ]);
  });
});
