import { and, eq } from 'drizzle-orm';
import type { GetServerSidePropsContext } from 'next';
import csvRoute from '@/pages/api/admin/applications.csv';
import itemRoute from '@/pages/api/admin/applications/[id]/index';
import notesRoute from '@/pages/api/admin/applications/[id]/notes';
import resumeRoute from '@/pages/api/admin/applications/[id]/resume';
import statusRoute from '@/pages/api/admin/applications/[id]/status';
import listRoute from '@/pages/api/admin/applications/index';
import lookupRoute from '@/pages/api/applications/lookup';
import { getServerSideProps as detailPage } from '@/pages/admin/applications/detail';
import { getServerSideProps as listPage } from '@/pages/admin/applications/index';
import { issueSession } from '@/server/auth/sessions';
import { useDatabase } from '@/server/db';
import type { Database } from '@/server/db/client';
import { auditLog, jobApplications, messages } from '@/server/db/schema';
import type { StaffApplicationsProps, StaffApplicationView } from '@/lib/applications/views';
import { buildUser, freshIp, type BuiltUser } from './auth-support';
import { callApi, type ApiAnswer } from './support/api';
import { applicationFields, insertJob, PDF_RESUME, postApplication, type ResumeFile } from './support/applications';
import { freshDatabase } from './support/db';
import { docxBytes, pdfBytes } from './support/resume-files';

/**
 * Recruiters at work (editors and admins): the list by job, status and
 * keyword, newest first; an application's page; moving it on (audited, the
 * candidate told of interview, offer and rejection through the outbox, stale
 * and disallowed steps refused); notes; the résumé as an attachment that no
 * browser renders from the site's origin; the CSV export with its formula guard.
 * (Who may not reach any of it: tests/server/admin-permissions.test.ts, which
 * finds these routes on disk.)
 */

// Some tests send twenty applications or make accounts (scrypt): room for a machine busy with other suites.
jest.setTimeout(30_000);

let database: Database;
type Who = 'editor' | 'admin';
const staff = {} as Record<Who, { user: BuiltUser; cookie: string }>;

beforeAll(async () => {
  database = await freshDatabase();
  useDatabase(database);
  for (const kind of ['editor', 'admin'] as const) {
    const user = await buildUser(database.db, { kind, name: kind === 'editor' ? '编辑 周敏' : '管理员 陈立' });
    staff[kind] = { user, cookie: `tmz_session=${(await issueSession(database.db, user, { persistent: false })).token}` };
  }
}, 60_000);
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(jobApplications);
});

const as = (who: Who) => ({ cookie: staff[who].cookie });

async function apply(jobId: number, overrides: Record<string, string> = {}, file: ResumeFile = PDF_RESUME): Promise<{ id: number; reference: string; mobile: string }> {
  const fields = applicationFields(overrides);
  const answer = await postApplication(jobId, fields, file, { ip: freshIp() });
  expect(answer.status).toBe(201);
  const { reference } = (answer.body as { application: { reference: string } }).application;
  const [row] = await database.db.select({ id: jobApplications.id }).from(jobApplications).where(eq(jobApplications.reference, reference));
  return { id: row!.id, reference, mobile: fields.mobile! };
}

const list = (query: Record<string, string> = {}, who: Who = 'editor') => callApi(listRoute, { query, headers: as(who) });
const item = (id: number, who: Who = 'editor') => callApi(itemRoute, { query: { id: String(id) }, headers: as(who) });
const move = (id: number, body: unknown, who: Who = 'editor') => callApi(statusRoute, { method: 'POST', query: { id: String(id) }, body, headers: as(who) });
const note = (id: number, body: unknown, who: Who = 'editor') => callApi(notesRoute, { method: 'POST', query: { id: String(id) }, body, headers: as(who) });
const applicationOf = (answer: ApiAnswer) => (answer.body as { application: StaffApplicationView }).application;
/** A console page's request by the editor. */
const pageContext = (resolvedUrl: string, query: Record<string, string>) =>
  ({ locale: 'zh-CN', query, resolvedUrl, req: { headers: as('editor') }, res: { setHeader() {}, getHeader() {} } }) as unknown as GetServerSidePropsContext;
const errorOf = (answer: ApiAnswer) => (answer.body as { error: { code: string; message: string; fields?: Record<string, string[]> } }).error;

describe('the list', () => {
  it('filters by job, status and keyword, newest first, with the count per status', async () => {
    const job = await insertJob(database.db, { title: '品牌运营专员' });
    const other = await insertJob(database.db, { title: '供应链经理' });
    const first = await apply(job.id, { name: '张三', city: '上海' });
    const second = await apply(job.id, { name: '李四', city: '杭州', email: 'lisi@qinghe.example.com' });
    const third = await apply(other.id, { name: '王五' });
    const version = applicationOf(await item(first.id)).version;
    expect((await move(first.id, { status: 'screening', version })).status).toBe(200);

    const all = (await list()).body as StaffApplicationsProps;
    expect(all.rows.map((row) => row.reference)).toEqual([third.reference, second.reference, first.reference]);
    expect(all.counts).toMatchObject({ new: 2, screening: 1, interview: 0 });
    expect(all.exportHref).toBeNull();
    expect(all.jobs.map((option) => option.title)).toEqual(expect.arrayContaining(['品牌运营专员', '供应链经理']));

    const byJob = (await list({ job: String(job.id) })).body as StaffApplicationsProps;
    expect(byJob.rows.map((row) => row.name)).toEqual(['李四', '张三']);
    expect(byJob.exportHref).toBe(`/api/admin/applications.csv?job=${job.id}`);
    expect(((await list({ job: String(job.id), status: 'screening' })).body as StaffApplicationsProps).rows.map((row) => row.name)).toEqual(['张三']);
    expect(((await list({ q: 'qinghe' })).body as StaffApplicationsProps).rows.map((row) => row.name)).toEqual(['李四']);
    expect(((await list({ q: third.mobile.slice(-4) })).body as StaffApplicationsProps).rows.map((row) => row.name)).toEqual(['王五']);
    expect(((await list({ q: second.reference })).body as StaffApplicationsProps).total).toBe(1);
  });

  it('refuses malformed filters (400), and the page answers them 404', async () => {
    for (const query of [{ status: 'pending' }, { job: 'abc' }, { page: '0' }] as Record<string, string>[]) {
      expect((await list(query)).status).toBe(400);
      expect(await listPage(pageContext('/admin/applications', query))).toEqual({ notFound: true });
    }
    expect((await list({ job: '', status: '', q: '' })).status).toBe(200);
    expect(await listPage(pageContext('/admin/applications', { status: 'new' }))).toMatchObject({ props: { filters: { status: 'new' } } });
  });
});

describe('an application', () => {
  it('shows the candidate, the résumé, notes and history; a page without an id goes to the list', async () => {
    const job = await insertJob(database.db, { title: '门店拓展经理', city: '杭州' });
    const { id, reference, mobile } = await apply(job.id, { name: '赵六', coverNote: '熟悉华东商圈。' });
    const application = applicationOf(await item(id));
    expect(application).toMatchObject({
      id,
      reference,
      jobTitle: '门店拓展经理',
      jobCity: '杭州',
      name: '赵六',
      mobile,
      coverNote: '熟悉华东商圈。',
      status: 'new',
      nextStatuses: ['screening', 'interview', 'offer', 'hired', 'rejected'],
      resume: { url: `/api/admin/applications/${id}/resume`, format: 'pdf', size: pdfBytes().length },
      notes: [],
      history: [],
    });
    expect((await item(999_999)).status).toBe(404);

    const ctx = (query: Record<string, string>) => pageContext('/admin/applications/detail', query);
    expect(await detailPage(ctx({}))).toEqual({ redirect: { destination: '/admin/applications', permanent: false } });
    expect(await detailPage(ctx({ id: 'x' }))).toEqual({ notFound: true });
    expect(await detailPage(ctx({ id: String(id) }))).toMatchObject({ props: { application: { reference } } });
  });

  it('moves on step by step: audited, and the candidate told of interview, offer and rejection only', async () => {
    const job = await insertJob(database.db, { title: '品牌运营专员' });
    const { id, reference, mobile } = await apply(job.id);
    const told = async () =>
      (await database.db.select().from(messages).where(and(eq(messages.recipient, mobile), eq(messages.subjectId, String(id))))).map((message) => message.kind);

    let current = applicationOf(await item(id));
    const screening = await move(id, { status: 'screening', version: current.version });
    expect(screening.status).toBe(200);
    current = applicationOf(screening);
    expect(current).toMatchObject({ status: 'screening', nextStatuses: ['interview', 'offer', 'hired', 'rejected'] });
    expect(await told()).toEqual(['application_received']);

    current = applicationOf(await move(id, { status: 'interview', version: current.version }, 'admin'));
    expect(current.status).toBe('interview');
    expect(await told()).toEqual(['application_received', 'application_interview']);
    const [interview] = await database.db.select().from(messages).where(and(eq(messages.recipient, mobile), eq(messages.kind, 'application_interview')));
    expect(interview?.params).toMatchObject({ reference, title: '品牌运营专员' });

    current = applicationOf(await move(id, { status: 'offer', version: current.version }));
    expect(await told()).toEqual(['application_received', 'application_interview', 'application_offer']);
    expect(current.history.map((entry) => [entry.from, entry.to, entry.actorName])).toEqual([
      ['new', 'screening', '编辑 周敏'],
      ['screening', 'interview', '管理员 陈立'],
      ['interview', 'offer', '编辑 周敏'],
    ]);

    const entries = await database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'application'), eq(auditLog.entityId, String(id))));
    expect(entries.map((entry) => [entry.action, entry.entityLabel, entry.changes])).toEqual([
      ['application.status', `${reference} · 品牌运营专员`, { applicationStatus: ['new', 'screening'] }],
      ['application.status', `${reference} · 品牌运营专员`, { applicationStatus: ['screening', 'interview'] }],
      ['application.status', `${reference} · 品牌运营专员`, { applicationStatus: ['interview', 'offer'] }],
    ]);

    // The candidate's look-up shows it.
    const lookedUp = await callApi(lookupRoute, { method: 'POST', body: { reference, mobile }, ip: freshIp() });
    expect(lookedUp.body).toMatchObject({ application: { status: 'offer', updatedLabel: expect.stringMatching(/^\d{4}-/) } });
  });

  it('refuses a change based on an older version (409, who and when) and a step its status does not allow (409), writing nothing', async () => {
    const job = await insertJob(database.db);
    const { id } = await apply(job.id);
    const opened = applicationOf(await item(id));
    expect((await move(id, { status: 'rejected', version: opened.version }, 'admin')).status).toBe(200);

    const stale = await move(id, { status: 'interview', version: opened.version });
    expect(stale.status).toBe(409);
    expect(errorOf(stale).message).toContain('管理员 陈立');
    expect(errorOf(stale).fields?.version).toHaveLength(1);

    const latest = applicationOf(await item(id));
    expect(latest.nextStatuses).toEqual([]);
    const final = await move(id, { status: 'screening', version: latest.version });
    expect(final.status).toBe(409);
    expect(errorOf(final).message).toBe('这份申请现在是“未通过”，不能改为“简历筛选中”。请刷新页面查看最新进度。');
    const backwards = await (async () => {
      const fresh = await apply(job.id);
      const seen = applicationOf(await item(fresh.id));
      const moved = applicationOf(await move(fresh.id, { status: 'interview', version: seen.version }));
      return move(fresh.id, { status: 'screening', version: moved.version });
    })();
    expect(backwards.status).toBe(409);

    expect((await move(id, { status: 'hired' })).status).toBe(400);
    expect((await move(id, { status: 'nope', version: latest.version })).status).toBe(400);
    expect((await move(999_999, { status: 'screening', version: latest.version })).status).toBe(404);
    expect(await database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'application'), eq(auditLog.entityId, String(id))))).toHaveLength(1);
  });

  it('keeps notes under the author’s name; the audit log records that one was added, not its words', async () => {
    const job = await insertJob(database.db);
    const { id } = await apply(job.id);
    const added = await note(id, { note: '  电话沟通顺利，期望薪资 15k。 ' });
    expect(added.status).toBe(201);
    expect(applicationOf(added).notes).toEqual([{ id: expect.any(Number), authorName: '编辑 周敏', createdLabel: expect.any(String), body: '电话沟通顺利，期望薪资 15k。' }]);
    expect(errorOf(await note(id, { note: ' ' })).fields).toEqual({ note: ['请填写备注内容'] });
    expect((await note(id, { note: 'x'.repeat(1001) })).status).toBe(400);
    expect((await note(999_999, { note: '备注' })).status).toBe(404);
    const [entry] = await database.db.select().from(auditLog).where(and(eq(auditLog.action, 'application.note'), eq(auditLog.entityId, String(id))));
    expect(entry?.changes).toEqual({ note: ['', 'added'] });
    expect(JSON.stringify(entry)).not.toContain('15k');
    // A note does not move the version a status change is based on.
    const before = applicationOf(await item(id)).version;
    await note(id, { note: '第二条' });
    expect(applicationOf(await item(id)).version).toBe(before);
  });
});

describe('the résumé download', () => {
  it('is an attachment under a made-up name, with its type from the bytes, nosniff and a sandboxing CSP', async () => {
    const job = await insertJob(database.db);
    const { id, reference } = await apply(job.id, { name: '张三' }, { filename: '<script>.pdf', bytes: docxBytes() });
    const answer = await callApi(resumeRoute, { query: { id: String(id) }, headers: as('editor') });
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({
      'content-type': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'content-disposition': `attachment; filename="resume-${reference}.docx"; filename*=UTF-8''${encodeURIComponent(`张三-${reference}.docx`)}`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, no-store',
    });
    expect(Buffer.from(answer.body as Buffer).equals(docxBytes())).toBe(true);
    const head = await callApi(resumeRoute, { method: 'HEAD', query: { id: String(id) }, headers: as('admin') });
    expect([head.status, head.headers['content-length'], head.body]).toEqual([200, String(docxBytes().length), undefined]);
    expect((await callApi(resumeRoute, { query: { id: '999999' }, headers: as('editor') })).status).toBe(404);
  });
});

describe('the CSV export', () => {
  it('lists a job’s applications with labels in the staff’s language, every formula defused', async () => {
    const job = await insertJob(database.db, { title: '品牌运营专员' });
    const { reference } = await apply(job.id, { name: '=HYPERLINK("http://evil.example","点我")', city: '＋上海', coverNote: '@SUM(1+1)' });
    await apply((await insertJob(database.db)).id);
    const answer = await callApi(csvRoute, { query: { job: String(job.id) }, headers: as('editor') });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(answer.headers['content-disposition'])).toMatch(new RegExp(`^attachment; filename="applications-job-${job.id}.csv"`));
    const text = String(answer.body);
    const lines = text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('提交时间,申请编号,进度,姓名,手机号,邮箱,现居城市,工作年限,最高学历,求职附言,职位');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(reference);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""点我"")"`);
    expect(lines[1]).toContain("'＋上海");
    expect(lines[1]).toContain("'@SUM(1+1)");
    expect(lines[1]).toContain('已收到,');
    expect(lines[1]).toContain('3–5 年,本科');
    const english = await callApi(csvRoute, { query: { job: String(job.id) }, headers: { ...as('editor'), 'accept-language': 'en' } });
    expect(String(english.body).replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('Sent,Reference,Status,Name,Mobile,E-mail,City,Experience,Education,Cover note,Position');
    expect((await callApi(csvRoute, { query: {}, headers: as('editor') })).status).toBe(400);
  });
});
