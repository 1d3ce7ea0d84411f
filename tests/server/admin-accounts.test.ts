import { and, eq } from 'drizzle-orm';
import type { NextApiRequest, NextApiResponse } from 'next';
import exhibitorRoute from '@/pages/api/admin/exhibitors/[id]/index';
import exhibitorDisableRoute from '@/pages/api/admin/exhibitors/[id]/disable';
import exhibitorPasswordRoute from '@/pages/api/admin/exhibitors/[id]/password';
import exhibitorsRoute from '@/pages/api/admin/exhibitors/index';
import companiesRoute from '@/pages/api/admin/exhibitors/companies';
import userDisableRoute from '@/pages/api/admin/users/[id]/disable';
import userRoleRoute from '@/pages/api/admin/users/[id]/role';
import usersRoute from '@/pages/api/admin/users/index';
import loginRoute from '@/pages/api/auth/login';
import meRoute from '@/pages/api/auth/me';
import { changeRole, setAccountDisabled } from '@/server/accounts/user-accounts';
import { GENERATED_PASSWORD, generatePassword } from '@/server/auth/generated-password';
import { issueSession } from '@/server/auth/sessions';
import { findExhibitorProfile } from '@/server/auth/users';
import { chinaDateTime } from '@/server/kernel/china-time';
import { useDatabase } from '@/server/db';
import type { Database } from '@/server/db/client';
import { auditLog, companies, users } from '@/server/db/schema';
import type { ExhibitorPasswordAnswer, StaffAccountsProps, StaffAccountView, StaffExhibitorsProps } from '@/lib/accounts/staff-views';
import { buildUser, freshIp, sessionsOf, uniqueEmail, uniqueMobile, userRow, type BuiltUser } from './auth-support';
import { callApi, cookiePair, type ApiAnswer } from './support/api';
import { freshDatabase } from './support/db';
import { captureLog } from './support/log-capture';

/**
 * The console's accounts: exhibitor accounts opened, edited, reset and
 * disabled by editors and admins (a password made by the server, shown once
 * and found nowhere else); every account's role and disabled state changed by
 * admins under the rules that keep the site administrable (not oneself, never
 * the last enabled admin — also when two admins act at the same moment);
 * each change audited without secrets.
 */

type Route = (req: NextApiRequest, res: NextApiResponse) => Promise<void>;

let database: Database;
let member: BuiltUser;
let editor: BuiltUser;
let admin: BuiltUser;
let exhibitor: BuiltUser;

/** Every password the server made in this file: none may show up in a log line, an audit entry or another answer. */
const madePasswords: string[] = [];
const logged: string[] = [];
// And what it writes to the app's JSON log (server/kernel/log.ts).
const jsonLog = captureLog();

beforeAll(async () => {
  database = await freshDatabase();
  useDatabase(database);
  [member, editor, admin, exhibitor] = await Promise.all([
    buildUser(database.db, { kind: 'member', login: uniqueMobile(), name: '会员 李雷' }),
    buildUser(database.db, { kind: 'editor', name: '编辑 周敏' }),
    buildUser(database.db, { kind: 'admin', name: '管理员 陈立' }),
    buildUser(database.db, { kind: 'exhibitor', name: '老展商', exhibitor: { company: '老展商公司' } }),
  ]);
}, 60_000);
afterAll(() => database.close());
// What the code under test writes to the console is kept (jest.config restores spies after each test: set again each time).
beforeEach(() => {
  for (const level of ['log', 'info', 'warn', 'error'] as const) {
    jest.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      logged.push(args.map((arg) => (arg instanceof Error ? `${arg.message} ${arg.stack}` : typeof arg === 'string' ? arg : JSON.stringify(arg))).join(' '));
    });
  }
});

/** A fresh session cookie of a user (one per call: a test may end sessions). */
async function cookieFor(user: { id: number; kind: BuiltUser['kind'] }): Promise<string> {
  return `tmz_session=${(await issueSession(database.db, user, { persistent: false })).token}`;
}

interface Call {
  method?: string;
  id?: number;
  body?: unknown;
  query?: Record<string, string>;
  as?: BuiltUser | null;
  cookie?: string;
  lang?: string;
}

async function call(route: Route, { method = 'GET', id, body, query = {}, as = editor, cookie, lang }: Call = {}): Promise<ApiAnswer> {
  const session = cookie ?? (as ? await cookieFor(as) : undefined);
  return callApi(route, {
    method,
    body,
    query: id === undefined ? query : { ...query, id: String(id) },
    ip: freshIp(),
    headers: { ...(session ? { cookie: session } : {}), ...(lang ? { 'accept-language': lang } : {}) },
  });
}

const errorOf = (answer: ApiAnswer) => (answer.body as { error: { code: string; message: string; fields?: Record<string, string[]> } }).error;
const entries = () => database.db.select().from(auditLog).orderBy(auditLog.id);

function logIn(login: string, password: string, portal: 'member' | 'exhibitor' = 'exhibitor') {
  return callApi(loginRoute, { method: 'POST', body: { login, password, portal }, ip: freshIp() });
}

let companyCount = 0;
function newExhibitor(overrides: Record<string, unknown> = {}) {
  companyCount += 1;
  return {
    login: uniqueEmail('booth'),
    company: `杭州青禾服饰有限公司 ${companyCount}`,
    boothHall: '1 号馆',
    boothNumber: `A${100 + companyCount}`,
    contactName: '王丽',
    contactPhone: '0571-8888 6666',
    contactEmail: 'wangli@example.com',
    ...overrides,
  };
}

async function openExhibitor(overrides: Record<string, unknown> = {}, as: BuiltUser = editor): Promise<ExhibitorPasswordAnswer> {
  const answer = await call(exhibitorsRoute, { method: 'POST', body: newExhibitor(overrides), as });
  expect(answer.status).toBe(201);
  const created = answer.body as ExhibitorPasswordAnswer;
  madePasswords.push(created.password);
  return created;
}

describe('opening an exhibitor account', () => {
  it('makes a strong password shown once; the exhibitor logs in with it at the exhibitor portal and sees its details', async () => {
    const login = uniqueMobile();
    const answer = await call(exhibitorsRoute, { method: 'POST', body: newExhibitor({ login: `+86 ${login}`, company: '  宁波织造有限公司 ' }) });
    expect(answer.status).toBe(201);
    const { exhibitor: created, password } = answer.body as ExhibitorPasswordAnswer;
    madePasswords.push(password);
    expect(password).toMatch(GENERATED_PASSWORD);
    expect(created).toEqual({
      id: expect.any(Number),
      login,
      company: '宁波织造有限公司',
      boothHall: '1 号馆',
      boothNumber: expect.stringMatching(/^A\d+$/),
      contactName: '王丽',
      contactPhone: '0571-8888 6666',
      contactEmail: 'wangli@example.com',
      companyRecord: { id: expect.any(Number), name: '宁波织造有限公司' },
      disabled: false,
      lastLoginLabel: null,
      createdLabel: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
      version: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    expect(answer.headers['cache-control']).toBe('no-store');

    const row = await userRow(database.db, created.id);
    expect(row).toMatchObject({ kind: 'exhibitor', name: '宁波织造有限公司', disabled: false });
    expect(row.passwordHash).toMatch(/^scrypt\$/);
    expect(row.passwordHash).not.toContain(password);

    const loggedIn = await logIn(login, password);
    expect(loggedIn.status).toBe(200);
    expect(loggedIn.body).toEqual({ user: { id: created.id, kind: 'exhibitor', name: '宁波织造有限公司', login: `${login.slice(0, 3)}****${login.slice(7)}`, verified: false } });
    await expect(findExhibitorProfile(database.db, created.id)).resolves.toMatchObject({ company: '宁波织造有限公司', boothHall: '1 号馆' });
    // The list shows the last login now, and never a password.
    const listed = (await call(exhibitorsRoute, { query: { q: login } })).body as StaffExhibitorsProps;
    expect(listed.exhibitors).toEqual([expect.objectContaining({ id: created.id, lastLoginLabel: expect.any(String) })]);
    expect(JSON.stringify(listed)).not.toContain(password);
    expect(JSON.stringify(listed)).not.toContain('scrypt');
  });

  it('records who opened it and its details in the audit log, never the password', async () => {
    const before = (await entries()).length;
    const { exhibitor: created, password } = await openExhibitor({ company: '厦门海湾服饰', contactEmail: '' }, admin);
    const added = (await entries()).slice(before);
    const [company] = await database.db.select({ companyId: users.companyId }).from(users).where(eq(users.id, created.id));
    expect(added).toEqual([
      expect.objectContaining({ action: 'company.create', entityType: 'company', entityId: String(company?.companyId), entityLabel: '厦门海湾服饰' }),
      expect.objectContaining({
        actorId: admin.id,
        actorName: '管理员 陈立',
        actorKind: 'admin',
        action: 'exhibitor.create',
        entityType: 'exhibitor',
        entityId: String(created.id),
        entityLabel: '厦门海湾服饰',
        changes: {
          login: ['', created.login],
          company: ['', '厦门海湾服饰'],
          boothHall: ['', '1 号馆'],
          boothNumber: ['', created.boothNumber],
          contactName: ['', '王丽'],
          contactPhone: ['', '0571-8888 6666'],
          companyId: [null, company?.companyId],
        },
      }),
    ]);
    expect(JSON.stringify(added)).not.toContain(password);
  });

  it('makes the account belong to a company: a new one named as the company typed, or the one staff chose by name', async () => {
    const { exhibitor: first } = await openExhibitor({ company: '宁波远帆贸易有限公司' });
    const [row] = await database.db.select({ companyId: users.companyId }).from(users).where(eq(users.id, first.id));
    const [company] = await database.db.select().from(companies).where(eq(companies.id, row!.companyId!));
    expect(company).toMatchObject({ name: '宁波远帆贸易有限公司', uscc: null, certifiedAt: null });

    const found = await call(companiesRoute, { query: { q: '远帆' } });
    expect(found.status).toBe(200);
    expect((found.body as { companies: unknown[] }).companies).toEqual([{ id: company!.id, name: '宁波远帆贸易有限公司', kinds: [], certified: false }]);
    expect(JSON.stringify(found.body)).not.toContain('uscc');
    expect((await call(companiesRoute, { query: { q: '远帆' }, as: member })).status).toBe(403);

    const { exhibitor: second } = await openExhibitor({ company: '远帆（第二个展位）', companyId: String(company!.id) });
    const [secondRow] = await database.db.select({ companyId: users.companyId }).from(users).where(eq(users.id, second.id));
    expect(secondRow?.companyId).toBe(company!.id);
    expect((await findExhibitorProfile(database.db, second.id))?.company).toBe('远帆（第二个展位）');

    const missing = await call(exhibitorsRoute, { method: 'POST', body: newExhibitor({ companyId: 999_999 }) });
    expect(missing.status).toBe(400);
    expect(errorOf(missing).fields).toEqual({ companyId: ['所选企业已不存在，请重新搜索'] });
    const malformed = await call(exhibitorsRoute, { method: 'POST', body: newExhibitor({ companyId: 'abc' }) });
    expect(errorOf(malformed).fields).toEqual({ companyId: ['请从列表中选择企业'] });
  });

  it('answers a login already in use with a field error (in the request’s language) and opens nothing', async () => {
    const taken = await openExhibitor();
    const before = { users: (await database.db.select().from(users)).length, audit: (await entries()).length };
    for (const login of [taken.exhibitor.login, taken.exhibitor.login.toUpperCase(), member.login]) {
      const answer = await call(exhibitorsRoute, { method: 'POST', body: newExhibitor({ login }) });
      expect(answer.status).toBe(400);
      expect(errorOf(answer)).toEqual({ code: 'validation_failed', message: '请检查填写的内容。', fields: { login: ['该手机号或邮箱已有账号，请换一个'] } });
    }
    const english = await call(exhibitorsRoute, { method: 'POST', body: newExhibitor({ login: taken.exhibitor.login }), lang: 'en' });
    expect(errorOf(english).fields).toEqual({ login: ['An account with this mobile number or e-mail address already exists; choose another'] });
    expect((await database.db.select().from(users)).length).toBe(before.users);
    expect((await entries()).length).toBe(before.audit);
  });

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['no login', { login: '  ' }, { login: ['请输入手机号或邮箱'] }],
    ['a user name as login', { login: 'qinghe-booth' }, { login: ['请输入手机号（中国大陆 11 位；境外号码连同国家区号，如 +852 6123 4567）或有效的邮箱地址'] }],
    ['no company', { company: '   ' }, { company: ['请填写公司名称'] }],
    ['a company of 101 characters', { company: '布'.repeat(101) }, { company: ['公司名称最多 100 个字'] }],
    ['a booth number of 41 characters', { boothNumber: 'A'.repeat(41) }, { boothNumber: ['最多 40 个字'] }],
    ['a phone of letters', { contactPhone: 'call me' }, { contactPhone: ['请填写有效的电话号码（数字，可带空格、-、括号和开头的 +）'] }],
    ['a broken e-mail', { contactEmail: 'wangli@' }, { contactEmail: ['请填写有效的邮箱地址'] }],
  ])('refuses %s with the field’s message', async (_case, overrides, fields) => {
    const answer = await call(exhibitorsRoute, { method: 'POST', body: newExhibitor(overrides) });
    expect(answer.status).toBe(400);
    expect(errorOf(answer).fields).toEqual(fields);
  });
});

describe('the exhibitor list and one account', () => {
  it('searches by company, booth and login, lists exhibitors only, newest first', async () => {
    const first = await openExhibitor({ company: '温州鞋业（搜索）', boothHall: '3 号馆', boothNumber: 'C301' });
    const second = await openExhibitor({ company: '绍兴纺织（搜索）', boothHall: '3 号馆', boothNumber: 'C302' });
    const ids = async (q: string) => ((await call(exhibitorsRoute, { query: { q } })).body as StaffExhibitorsProps).exhibitors.map((row) => row.id);
    expect(await ids('（搜索）')).toEqual([second.exhibitor.id, first.exhibitor.id]);
    expect(await ids('c301')).toEqual([first.exhibitor.id]);
    expect(await ids(second.exhibitor.login)).toEqual([second.exhibitor.id]);
    expect(await ids(member.login)).toEqual([]);
    const all = (await call(exhibitorsRoute)).body as StaffExhibitorsProps;
    expect(all).toMatchObject({ q: '', page: 1, pageCount: 1 });
    expect(all.exhibitors.map((row) => row.id)).toContain(exhibitor.id);
    expect(all.total).toBe(all.exhibitors.length);
    expect((await call(exhibitorsRoute, { query: { page: '0' } })).status).toBe(400);
  });

  it('gives one exhibitor account; a member’s id or an unknown one is a 404', async () => {
    const { exhibitor: created } = await openExhibitor();
    const answer = await call(exhibitorRoute, { id: created.id });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ exhibitor: { ...created, lastLoginLabel: null } });
    for (const id of [member.id, 999_999]) {
      const missing = await call(exhibitorRoute, { id });
      expect(missing.status).toBe(404);
      expect(errorOf(missing).message).toBe('没有找到这个账号，它可能已被删除。');
    }
  });

  it('edits the company, booth and contact: only what changed is audited, and the account’s name follows the company', async () => {
    const { exhibitor: created } = await openExhibitor({ company: '旧名公司' });
    const before = (await entries()).length;
    const profile = { company: '新名公司', boothHall: '2 号馆', boothNumber: created.boothNumber, contactName: '王丽', contactPhone: '0571-8888 6666', contactEmail: '', version: created.version };
    const answer = await call(exhibitorRoute, { method: 'PUT', id: created.id, body: profile });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ exhibitor: expect.objectContaining({ id: created.id, company: '新名公司', boothHall: '2 号馆', contactEmail: '' }) });
    expect((await userRow(database.db, created.id)).name).toBe('新名公司');
    const added = (await entries()).slice(before);
    expect(added.map((entry) => [entry.action, entry.actorName, entry.entityLabel, entry.changes])).toEqual([
      ['exhibitor.update', '编辑 周敏', '新名公司', { company: ['旧名公司', '新名公司'], boothHall: ['1 号馆', '2 号馆'], contactEmail: ['wangli@example.com', ''] }],
    ]);
    // The same details again (from the form the answer gave) change nothing and write nothing.
    const { version } = (answer.body as { exhibitor: { version: string } }).exhibitor;
    expect((await call(exhibitorRoute, { method: 'PUT', id: created.id, body: { ...profile, version } })).status).toBe(200);
    expect((await entries()).length).toBe(before + 1);
    expect((await call(exhibitorRoute, { method: 'PUT', id: created.id, body: { ...profile, company: '' } })).status).toBe(400);
    expect((await call(exhibitorRoute, { method: 'PUT', id: member.id, body: profile })).status).toBe(404);
  });

  it('moves the account to another existing company: its profile is then that company’s; audited; a company that is gone is a field error', async () => {
    const { exhibitor: created } = await openExhibitor({ company: '临时公司' });
    const { exhibitor: other } = await openExhibitor({ company: '远帆制衣' });
    const from = created.companyRecord!;
    const to = other.companyRecord!;
    expect(from.id).not.toBe(to.id);
    const details = { company: created.company, boothHall: created.boothHall, boothNumber: created.boothNumber, contactName: created.contactName, contactPhone: created.contactPhone, contactEmail: created.contactEmail };
    const before = (await entries()).length;
    const moved = await call(exhibitorRoute, { method: 'PUT', id: created.id, body: { ...details, companyId: String(to.id), version: created.version } });
    expect(moved.status).toBe(200);
    expect((moved.body as { exhibitor: { companyRecord: unknown } }).exhibitor.companyRecord).toEqual({ id: to.id, name: '远帆制衣' });
    const [row] = await database.db.select({ companyId: users.companyId }).from(users).where(eq(users.id, created.id));
    expect(row?.companyId).toBe(to.id);
    expect((await entries()).slice(before).map((entry) => [entry.action, entry.changes])).toEqual([['exhibitor.update', { companyId: [from.id, to.id] }]]);
    // Keeping the company (its own id, or none sent) writes nothing more.
    const { version } = (moved.body as { exhibitor: { version: string } }).exhibitor;
    expect((await call(exhibitorRoute, { method: 'PUT', id: created.id, body: { ...details, companyId: to.id, version } })).status).toBe(200);
    expect((await call(exhibitorRoute, { method: 'PUT', id: created.id, body: { ...details, version } })).status).toBe(200);
    expect((await entries()).length).toBe(before + 1);
    const gone = await call(exhibitorRoute, { method: 'PUT', id: created.id, body: { ...details, companyId: 999_999, version } });
    expect(gone.status).toBe(400);
    expect(errorOf(gone).fields).toEqual({ companyId: ['所选企业已不存在，请重新搜索'] });
    const [still] = await database.db.select({ companyId: users.companyId }).from(users).where(eq(users.id, created.id));
    expect(still?.companyId).toBe(to.id);
  });
});

describe('no lost update: two staff editing one exhibitor account', () => {
  const detailsOf = (view: { company: string; boothHall: string; boothNumber: string; contactName: string; contactPhone: string; contactEmail: string }) => ({
    company: view.company,
    boothHall: view.boothHall,
    boothNumber: view.boothNumber,
    contactName: view.contactName,
    contactPhone: view.contactPhone,
    contactEmail: view.contactEmail,
  });
  const opened = async (id: number, as: BuiltUser) => (await call(exhibitorRoute, { id, as })).body as { exhibitor: ExhibitorPasswordAnswer['exhibitor'] };

  it('both open the edit form; the first save wins, the second is a 409 naming who saved and when, and nothing of it is written', async () => {
    const { exhibitor: created } = await openExhibitor({ company: '宁波织造有限公司' });
    const [first, second] = [(await opened(created.id, editor)).exhibitor, (await opened(created.id, admin)).exhibitor];
    expect(first.version).toBe(second.version);
    const before = (await entries()).length;

    const saved = await call(exhibitorRoute, { method: 'PUT', id: created.id, as: editor, body: { ...detailsOf(first), boothNumber: 'B201', version: first.version } });
    expect(saved.status).toBe(200);
    const current = (saved.body as { exhibitor: { version: string } }).exhibitor.version;
    expect(current > first.version).toBe(true);

    const refused = await call(exhibitorRoute, { method: 'PUT', id: created.id, as: admin, body: { ...detailsOf(second), contactName: '陈立', version: second.version } });
    expect(refused.status).toBe(409);
    const message = `其他人已在你打开后保存了这条记录（编辑 周敏，${chinaDateTime(new Date(current))}，北京时间）。为免覆盖对方的修改，你这次的修改没有保存。`;
    expect(errorOf(refused)).toEqual({ code: 'conflict', message, fields: { version: [message] } });
    expect(await findExhibitorProfile(database.db, created.id)).toMatchObject({ boothNumber: 'B201', contactName: '王丽' });
    expect((await entries()).slice(before).map((entry) => [entry.action, entry.actorName])).toEqual([['exhibitor.update', '编辑 周敏']]);

    // After reloading, the admin's change goes in on top of the editor's.
    const reloaded = (await opened(created.id, admin)).exhibitor;
    expect(reloaded).toMatchObject({ boothNumber: 'B201', version: current });
    const again = await call(exhibitorRoute, { method: 'PUT', id: created.id, as: admin, body: { ...detailsOf(reloaded), contactName: '陈立', version: reloaded.version } });
    expect((again.body as { exhibitor: unknown }).exhibitor).toMatchObject({ boothNumber: 'B201', contactName: '陈立' });
  });

  it('a save without its version is a 400; a password reset or disabling does not change the version, so an open form still saves', async () => {
    const { exhibitor: created } = await openExhibitor();
    const missing = await call(exhibitorRoute, { method: 'PUT', id: created.id, body: detailsOf(created), lang: 'en' });
    expect(missing.status).toBe(400);
    expect(errorOf(missing).fields).toEqual({
      version: ['This save did not say which version of the record it was based on, so it cannot tell whether someone else changed it since. Reload the page and save again.'],
    });
    madePasswords.push(((await call(exhibitorPasswordRoute, { method: 'POST', id: created.id })).body as ExhibitorPasswordAnswer).password);
    await call(exhibitorDisableRoute, { method: 'POST', id: created.id, body: { disabled: true } });
    expect((await opened(created.id, editor)).exhibitor.version).toBe(created.version);
    const saved = await call(exhibitorRoute, { method: 'PUT', id: created.id, body: { ...detailsOf(created), contactName: '新联系人', version: created.version } });
    expect(saved.status).toBe(200);
  });
});

describe('resetting an exhibitor’s password', () => {
  it('makes a new password shown once: the old one fails, the new one works, every old session has ended', async () => {
    const { exhibitor: created, password: first } = await openExhibitor();
    const session = cookiePair((await logIn(created.login, first)).cookies[0]);
    expect(await sessionsOf(database.db, created.id)).toHaveLength(1);

    const before = (await entries()).length;
    const answer = await call(exhibitorPasswordRoute, { method: 'POST', id: created.id });
    expect(answer.status).toBe(200);
    const { password: second, exhibitor: after } = answer.body as ExhibitorPasswordAnswer;
    madePasswords.push(second);
    expect(second).toMatch(GENERATED_PASSWORD);
    expect(second).not.toBe(first);
    expect(after.id).toBe(created.id);

    expect(await sessionsOf(database.db, created.id)).toEqual([]);
    expect((await callApi(meRoute, { headers: { cookie: session } })).body).toEqual({ user: null });
    expect((await logIn(created.login, first)).status).toBe(401);
    expect((await logIn(created.login, second)).status).toBe(200);

    const added = (await entries()).slice(before);
    expect(added.map((entry) => [entry.action, entry.entityId, entry.changes])).toEqual([['exhibitor.reset_password', String(created.id), { password: ['', 'reset'] }]]);
    expect(JSON.stringify(added)).not.toContain(second);
    // The password is in that one answer only.
    expect(JSON.stringify((await call(exhibitorRoute, { id: created.id })).body)).not.toContain(second);
  });

  it('is a 404 for an account that is not an exhibitor’s, and changes nothing there', async () => {
    const hash = (await userRow(database.db, member.id)).passwordHash;
    expect((await call(exhibitorPasswordRoute, { method: 'POST', id: member.id })).status).toBe(404);
    expect((await userRow(database.db, member.id)).passwordHash).toBe(hash);
  });
});

describe('disabling and enabling an exhibitor account', () => {
  it('refuses its login and ends its sessions; enabled again, it logs in with the same password', async () => {
    const { exhibitor: created, password } = await openExhibitor();
    const session = cookiePair((await logIn(created.login, password)).cookies[0]);
    const before = (await entries()).length;

    const disabled = await call(exhibitorDisableRoute, { method: 'POST', id: created.id, body: { disabled: true } });
    expect(disabled.status).toBe(200);
    expect(disabled.body).toEqual({ exhibitor: expect.objectContaining({ id: created.id, disabled: true }) });
    expect(await sessionsOf(database.db, created.id)).toEqual([]);
    expect((await callApi(meRoute, { headers: { cookie: session } })).body).toEqual({ user: null });
    const refused = await logIn(created.login, password);
    expect(refused.status).toBe(403);
    expect(errorOf(refused).message).toBe('该账号已停用，如有疑问请联系客服');

    // Asking again for what already is writes nothing.
    expect((await call(exhibitorDisableRoute, { method: 'POST', id: created.id, body: { disabled: true } })).status).toBe(200);
    const enabled = await call(exhibitorDisableRoute, { method: 'POST', id: created.id, body: { disabled: false }, as: admin });
    expect(enabled.body).toEqual({ exhibitor: expect.objectContaining({ disabled: false }) });
    expect((await logIn(created.login, password)).status).toBe(200);

    const added = (await entries()).slice(before);
    expect(added.map((entry) => [entry.action, entry.actorName, entry.changes])).toEqual([
      ['exhibitor.disable', '编辑 周敏', { disabled: [false, true] }],
      ['exhibitor.disable', '管理员 陈立', { disabled: [true, false] }],
    ]);
  });

  it('answers a malformed body 400 and a member’s id 404', async () => {
    const answer = await call(exhibitorDisableRoute, { method: 'POST', id: exhibitor.id, body: { disabled: 'yes' } });
    expect(answer.status).toBe(400);
    expect(errorOf(answer).fields).toEqual({ disabled: ['请说明停用还是启用'] });
    expect((await call(exhibitorDisableRoute, { method: 'POST', id: member.id, body: { disabled: true } })).status).toBe(404);
    expect((await userRow(database.db, member.id)).disabled).toBe(false);
  });
});

describe('who may manage exhibitor accounts', () => {
  const routes: [string, Route, string, unknown][] = [
    ['GET list', exhibitorsRoute, 'GET', undefined],
    ['POST open', exhibitorsRoute, 'POST', {}],
    ['GET one', exhibitorRoute, 'GET', undefined],
    ['PUT one', exhibitorRoute, 'PUT', {}],
    ['POST password', exhibitorPasswordRoute, 'POST', undefined],
    ['POST disable', exhibitorDisableRoute, 'POST', {}],
  ];

  it.each(routes)('%s: visitor 401, member and exhibitor 403, whatever the body; editors and admins pass', async (_name, route, method, body) => {
    const id = exhibitor.id;
    expect((await call(route, { method, id, body, as: null })).status).toBe(401);
    expect((await call(route, { method, id, body, as: member })).status).toBe(403);
    expect((await call(route, { method, id, body, as: exhibitor })).status).toBe(403);
    for (const staff of [editor, admin]) {
      expect([200, 400]).toContain((await call(route, { method, id, body, as: staff })).status);
    }
  });
});

describe('the users list (admins)', () => {
  it('lists every account with its login masked, newest first, by kind and keyword, 50 a page', async () => {
    const answer = await call(usersRoute, { as: admin });
    expect(answer.status).toBe(200);
    const list = answer.body as StaffAccountsProps;
    const row = list.accounts.find((account) => account.id === member.id);
    expect(row).toEqual({
      id: member.id,
      login: `${member.login.slice(0, 3)}****${member.login.slice(7)}`,
      name: '会员 李雷',
      kind: 'member',
      disabled: false,
      createdLabel: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
      lastLoginLabel: null,
    });
    const emailRow = list.accounts.find((account) => account.id === editor.id);
    expect(emailRow?.login).toBe(`ed***${editor.login.slice(editor.login.indexOf('@'))}`);
    expect(JSON.stringify(list)).not.toContain('scrypt');
    expect(JSON.stringify(list)).not.toContain(member.login);

    const kinds = async (query: Record<string, string>) => ((await call(usersRoute, { as: admin, query })).body as StaffAccountsProps).accounts.map((a) => a.kind);
    expect(new Set(await kinds({ kind: 'editor' }))).toEqual(new Set(['editor']));
    expect(new Set(await kinds({ kind: '' }))).toEqual(new Set(['member', 'editor', 'admin', 'exhibitor']));
    expect(((await call(usersRoute, { as: admin, query: { q: '李雷' } })).body as StaffAccountsProps).accounts.map((a) => a.id)).toEqual([member.id]);
    expect(((await call(usersRoute, { as: admin, query: { q: member.login } })).body as StaffAccountsProps).accounts.map((a) => a.id)).toEqual([member.id]);

    await database.db.insert(users).values(Array.from({ length: 55 }, (_, i) => ({ kind: 'member' as const, login: `bulk${i}@example.com`, name: `批量 ${i}`, passwordHash: 'x' })));
    const first = (await call(usersRoute, { as: admin, query: { q: '批量' } })).body as StaffAccountsProps;
    expect(first).toMatchObject({ total: 55, page: 1, pageCount: 2 });
    expect(first.accounts).toHaveLength(50);
    expect(first.accounts[0]?.name).toBe('批量 54');
    const second = (await call(usersRoute, { as: admin, query: { q: '批量', page: '2' } })).body as StaffAccountsProps;
    expect(second.accounts.map((a) => a.name)).toEqual(['批量 4', '批量 3', '批量 2', '批量 1', '批量 0']);
    expect((await call(usersRoute, { as: admin, query: { kind: 'owner' } })).status).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await call(usersRoute, { as: null })).status).toBe(401);
    for (const who of [member, exhibitor, editor]) expect((await call(usersRoute, { as: who })).status).toBe(403);
    for (const route of [userRoleRoute, userDisableRoute]) {
      expect((await call(route, { method: 'POST', id: member.id, body: {}, as: null })).status).toBe(401);
      for (const who of [member, exhibitor, editor]) {
        expect((await call(route, { method: 'POST', id: member.id, body: { kind: 'admin', disabled: true }, as: who })).status).toBe(403);
      }
    }
    expect(await userRow(database.db, member.id)).toMatchObject({ kind: 'member', disabled: false });
  });
});

describe('changing a role', () => {
  it('makes a member an editor: its open session takes the new rights at its next request, with a new token', async () => {
    const person = await buildUser(database.db, { kind: 'member', login: uniqueMobile(), name: '新编辑 王芳' });
    const session = await cookieFor(person);
    expect((await call(exhibitorsRoute, { cookie: session })).status).toBe(403);

    const before = (await entries()).length;
    const answer = await call(userRoleRoute, { method: 'POST', id: person.id, body: { kind: 'editor' }, as: admin });
    expect(answer.status).toBe(200);
    expect((answer.body as { account: StaffAccountView }).account).toMatchObject({ id: person.id, kind: 'editor' });

    const after = await call(exhibitorsRoute, { cookie: session });
    expect(after.status).toBe(200);
    expect(after.cookies).toHaveLength(1);
    expect(cookiePair(after.cookies[0])).not.toBe(session);
    expect((await callApi(meRoute, { headers: { cookie: session } })).body).toEqual({ user: null });

    const added = (await entries()).slice(before);
    expect(added.map((entry) => [entry.action, entry.actorName, entry.entityType, entry.entityLabel, entry.changes])).toEqual([
      ['user.role', '管理员 陈立', 'user', '新编辑 王芳', { kind: ['member', 'editor'] }],
    ]);

    // And back: the console is closed to it again.
    const fresh = await cookieFor({ id: person.id, kind: 'editor' });
    expect((await call(userRoleRoute, { method: 'POST', id: person.id, body: { kind: 'member' }, as: admin })).status).toBe(200);
    expect((await call(exhibitorsRoute, { cookie: fresh })).status).toBe(403);
  });

  it('gives the same role again without an audit entry', async () => {
    const before = (await entries()).length;
    const answer = await call(userRoleRoute, { method: 'POST', id: editor.id, body: { kind: 'editor' }, as: admin });
    expect(answer.status).toBe(200);
    expect((await entries()).length).toBe(before);
  });

  it('keeps exhibitor accounts out of it, and no role but member, editor or admin is given', async () => {
    const refused = await call(userRoleRoute, { method: 'POST', id: exhibitor.id, body: { kind: 'editor' }, as: admin });
    expect(refused.status).toBe(409);
    expect(errorOf(refused).message).toBe('展商账号不能在这里修改角色，请在“展商账号”页管理。');
    const invalid = await call(userRoleRoute, { method: 'POST', id: member.id, body: { kind: 'exhibitor' }, as: admin });
    expect(invalid.status).toBe(400);
    expect(errorOf(invalid).fields).toEqual({ kind: ['请选择会员、编辑或管理员'] });
    expect((await call(userRoleRoute, { method: 'POST', id: 999_999, body: { kind: 'editor' }, as: admin })).status).toBe(404);
    expect((await userRow(database.db, exhibitor.id)).kind).toBe('exhibitor');
  });
});

describe('disabling an account (admins)', () => {
  it('ends a member’s sessions and refuses its login; enabled again, it logs in; both audited', async () => {
    const person = await buildUser(database.db, { kind: 'member', login: uniqueMobile(), name: '会员 韩梅梅' });
    const session = await cookieFor(person);
    const before = (await entries()).length;

    const answer = await call(userDisableRoute, { method: 'POST', id: person.id, body: { disabled: true }, as: admin });
    expect(answer.status).toBe(200);
    expect((answer.body as { account: StaffAccountView }).account).toMatchObject({ id: person.id, disabled: true });
    expect(await sessionsOf(database.db, person.id)).toEqual([]);
    expect((await callApi(meRoute, { headers: { cookie: session } })).body).toEqual({ user: null });
    expect((await logIn(person.login, person.password, 'member')).status).toBe(403);

    expect((await call(userDisableRoute, { method: 'POST', id: person.id, body: { disabled: false }, as: admin })).status).toBe(200);
    expect((await logIn(person.login, person.password, 'member')).status).toBe(200);
    const added = (await entries()).slice(before);
    expect(added.map((entry) => [entry.action, entry.entityLabel, entry.changes])).toEqual([
      ['user.disable', '会员 韩梅梅', { disabled: [false, true] }],
      ['user.disable', '会员 韩梅梅', { disabled: [true, false] }],
    ]);
  });

  it('may disable another admin while an enabled admin is left', async () => {
    const other = await buildUser(database.db, { kind: 'admin', name: '管理员 乙' });
    expect((await call(userDisableRoute, { method: 'POST', id: other.id, body: { disabled: true }, as: admin })).status).toBe(200);
    expect((await call(userRoleRoute, { method: 'POST', id: other.id, body: { kind: 'member' }, as: admin })).status).toBe(200);
    expect(await userRow(database.db, other.id)).toMatchObject({ kind: 'member', disabled: true });
  });
});

describe('the rules that keep the site administrable', () => {
  it('an admin cannot change their own role or disable themselves (409, nothing written)', async () => {
    const before = (await entries()).length;
    const role = await call(userRoleRoute, { method: 'POST', id: admin.id, body: { kind: 'editor' }, as: admin });
    expect(role.status).toBe(409);
    expect(errorOf(role)).toEqual({ code: 'conflict', message: '不能修改自己的角色，请让另一位管理员操作。' });
    const disable = await call(userDisableRoute, { method: 'POST', id: admin.id, body: { disabled: true }, as: admin, lang: 'en' });
    expect(disable.status).toBe(409);
    expect(errorOf(disable).message).toBe('You cannot disable your own account; ask another admin.');
    expect(await userRow(database.db, admin.id)).toMatchObject({ kind: 'admin', disabled: false });
    expect((await entries()).length).toBe(before);
  });

  it('the last enabled admin is never demoted or disabled, whoever asks', async () => {
    // Only `admin` is an enabled admin by now (the other was disabled and demoted above); the rule holds even for a caller the route would refuse.
    const enabledAdmins = await database.db.select({ id: users.id }).from(users).where(and(eq(users.kind, 'admin'), eq(users.disabled, false)));
    expect(enabledAdmins).toEqual([{ id: admin.id }]);
    await expect(changeRole(database.db, admin.id, 'member', editor)).resolves.toEqual({ kind: 'refused', reason: 'last_admin' });
    await expect(setAccountDisabled(database.db, admin.id, true, editor)).resolves.toEqual({ kind: 'refused', reason: 'last_admin' });
    // Promoting is not demoting: a caller that is no admin is refused for that reason.
    await expect(changeRole(database.db, member.id, 'admin', editor)).resolves.toEqual({ kind: 'refused', reason: 'forbidden' });
    expect(await userRow(database.db, admin.id)).toMatchObject({ kind: 'admin', disabled: false });
  });
});

describe('two admins demoting or disabling each other at the same moment', () => {
  let own: Database;
  let first: BuiltUser;
  let second: BuiltUser;

  beforeAll(async () => {
    own = await freshDatabase();
    useDatabase(own);
  }, 60_000);
  afterAll(async () => {
    await own.close();
    useDatabase(database);
  });
  beforeEach(async () => {
    await own.db.delete(users);
    [first, second] = await Promise.all([
      buildUser(own.db, { kind: 'admin', name: '管理员 甲' }),
      buildUser(own.db, { kind: 'admin', name: '管理员 乙' }),
    ]);
  });

  async function both(route: Route, body: unknown) {
    const cookies = await Promise.all([first, second].map(async (who) => `tmz_session=${(await issueSession(own.db, who, { persistent: false })).token}`));
    return Promise.all([
      callApi(route, { method: 'POST', query: { id: String(second.id) }, body, headers: { cookie: cookies[0]! } }),
      callApi(route, { method: 'POST', query: { id: String(first.id) }, body, headers: { cookie: cookies[1]! } }),
    ]);
  }

  const enabledAdmins = async () => (await own.db.select().from(users)).filter((row) => row.kind === 'admin' && !row.disabled);

  it.each<[string, Route, unknown, string]>([
    ['role', userRoleRoute, { kind: 'member' }, '这是最后一位启用的管理员，不能改为其他角色。请先把另一个账号设为管理员。'],
    ['disable', userDisableRoute, { disabled: true }, '这是最后一位启用的管理员，不能停用。请先把另一个账号设为管理员。'],
  ])('%s: one succeeds, the other is refused as the last admin, and one enabled admin is left', async (_change, route, body, message) => {
    const answers = await both(route, body);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(errorOf(answers.find((answer) => answer.status === 409)!).message).toBe(message);
    expect(await enabledAdmins()).toHaveLength(1);
    expect(await own.db.select().from(auditLog).where(eq(auditLog.entityType, 'user'))).toHaveLength(1);
    await own.db.delete(auditLog);
  });
});

describe('secrets', () => {
  it('no password the server made is in any audit entry or log line', async () => {
    expect(madePasswords.length).toBeGreaterThan(5);
    const audit = JSON.stringify(await entries());
    const log = [...logged, ...jsonLog].join('\n');
    for (const password of madePasswords) {
      expect(audit).not.toContain(password);
      expect(log).not.toContain(password);
    }
  });

  it('generated passwords are 4 groups of 4 from 31 unambiguous characters, all different', () => {
    const made = Array.from({ length: 200 }, generatePassword);
    for (const password of made) expect(password).toMatch(GENERATED_PASSWORD);
    expect(new Set(made).size).toBe(200);
    expect(made.join('')).not.toMatch(/[01ilo]/);
  });
});
