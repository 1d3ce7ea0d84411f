import loginRoute from '@/pages/api/auth/login';
import meRoute from '@/pages/api/auth/me';
import { hashPassword } from '@/server/auth/password';
import { setUserDisabled } from '@/server/auth/users';
import { useDatabase } from '@/server/db';
import type { Database } from '@/server/db/client';
import { users } from '@/server/db/schema';
import {
  BROWSER_SESSION_COOKIE,
  PASSWORD,
  apiError,
  buildUser,
  cookieOf,
  freshIp,
  get,
  maxAgeOf,
  onlyCookie,
  post,
  sessionRowOf,
  sessionsOf,
  uniqueEmail,
  uniqueMobile,
  userRow,
  type BuiltUser,
} from './auth-support';
import { freshDatabase } from './support/db';

let database: Database;
let member: BuiltUser;
let exhibitor: BuiltUser;
let editor: BuiltUser;
let admin: BuiltUser;

beforeAll(async () => {
  database = await freshDatabase();
  useDatabase(database);
  [member, exhibitor, editor, admin] = await Promise.all([
    buildUser(database.db, { kind: 'member', login: uniqueMobile(), name: '会员甲' }),
    buildUser(database.db, { kind: 'exhibitor', login: uniqueEmail('booth'), name: '展商乙', exhibitor: { company: '乙公司' } }),
    buildUser(database.db, { kind: 'editor', login: 'editor.zhou', name: '编辑周' }),
    buildUser(database.db, { kind: 'admin', login: 'admin.wu', name: '管理员吴' }),
  ]);
}, 30_000);
afterAll(() => database.close());

const THIRTY_DAYS = 30 * 86_400;

describe('POST /api/auth/login: success', () => {
  it('logs a member in with the right password: 200, the masked viewer and a browser-session cookie', async () => {
    const ip = freshIp();
    const answer = await post(loginRoute, { login: member.login, password: PASSWORD }, { ip, headers: { 'user-agent': 'Jest/1.0' } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      user: { id: member.id, kind: 'member', name: '会员甲', login: `${member.login.slice(0, 3)}****${member.login.slice(7)}` },
    });
    const setCookie = onlyCookie(answer);
    expect(setCookie).toMatch(BROWSER_SESSION_COOKIE);
    expect(await sessionRowOf(database.db, cookieOf(answer))).toMatchObject({
      userId: member.id,
      kind: 'member',
      persistent: false,
      ip,
      userAgent: 'Jest/1.0',
    });
    expect((await userRow(database.db, member.id)).lastLoginAt).toBeInstanceOf(Date);

    // the cookie identifies the member on the next request
    const me = await get(meRoute, { cookie: cookieOf(answer) });
    expect(me).toMatchObject({ status: 200, body: { user: { id: member.id, kind: 'member' } }, cookies: [] });
  });

  it('accepts the login written differently (+86 and spaces, upper-case e-mail)', async () => {
    const mobile = `+86 ${member.login.slice(0, 3)} ${member.login.slice(3, 7)} ${member.login.slice(7)}`;
    expect((await post(loginRoute, { login: mobile, password: PASSWORD })).status).toBe(200);
    const email = await post(loginRoute, { login: exhibitor.login.toUpperCase(), password: PASSWORD, portal: 'exhibitor' });
    expect(email.status).toBe(200);
    expect(email.body).toEqual({ user: { id: exhibitor.id, kind: 'exhibitor', name: '展商乙', login: `bo***${exhibitor.login.slice(exhibitor.login.indexOf('@'))}` } });
  });

  it('with remember: true sets a cookie for 30 days, and the session is persistent', async () => {
    const answer = await post(loginRoute, { login: member.login, password: PASSWORD, remember: true });
    expect(answer.status).toBe(200);
    const setCookie = onlyCookie(answer);
    expect(setCookie).toMatch(/^tmz_session=[A-Za-z0-9_-]{43}; Max-Age=\d+; Path=\/; Expires=[^;]+ GMT; HttpOnly; SameSite=Lax$/);
    expect(maxAgeOf(setCookie)).toBeGreaterThanOrEqual(THIRTY_DAYS - 2);
    expect(maxAgeOf(setCookie)).toBeLessThanOrEqual(THIRTY_DAYS);
    const expires = new Date(/Expires=([^;]+)/.exec(setCookie)![1]!).getTime();
    expect(Math.abs(expires - (Date.now() + THIRTY_DAYS * 1000))).toBeLessThan(5_000);

    const row = await sessionRowOf(database.db, cookieOf(answer));
    expect(row).toMatchObject({ persistent: true });
    expect(Math.abs(row!.expiresAt.getTime() - expires)).toBeLessThan(1_000);
  });

  it.each([
    ['an editor', () => editor],
    ['an admin', () => admin],
  ])('lets %s log in at the member login page (a user-name login)', async (_who, user) => {
    const answer = await post(loginRoute, { login: user().login.toUpperCase(), password: PASSWORD, portal: 'member' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ user: { id: user().id, kind: user().kind, name: user().name, login: user().login } });
    expect(onlyCookie(answer)).toMatch(BROWSER_SESSION_COOKIE);
  });

  it('re-hashes a password stored with older scrypt parameters at the next successful login', async () => {
    const oldHash = await hashPassword(PASSWORD, { log2N: 14, r: 8, p: 1 });
    const login = uniqueEmail('legacy');
    const [row] = await database.db.insert(users).values({ kind: 'member', login, name: '老用户', passwordHash: oldHash }).returning();

    expect((await post(loginRoute, { login, password: PASSWORD })).status).toBe(200);
    const upgraded = await userRow(database.db, row!.id);
    expect(upgraded.passwordHash).toMatch(/^scrypt\$15\$8\$1\$/);
    expect(upgraded.passwordHash).not.toBe(oldHash);
    expect((await post(loginRoute, { login, password: PASSWORD })).status).toBe(200);
  });
});

describe('POST /api/auth/login: failure', () => {
  it('answers a wrong password and an unknown account alike: 401, the same body, no cookie, no session', async () => {
    const ip = freshIp();
    const wrongPassword = await post(loginRoute, { login: member.login, password: 'Not-The-Password-1' }, { ip });
    const unknownAccount = await post(loginRoute, { login: uniqueMobile(), password: PASSWORD }, { ip });
    const unknownEmail = await post(loginRoute, { login: uniqueEmail('nobody'), password: PASSWORD }, { ip });

    const expected = apiError('unauthorized', '账号或密码不正确，还可尝试 4 次');
    for (const answer of [wrongPassword, unknownAccount, unknownEmail]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual(expected);
      expect(answer.cookies).toEqual([]);
      expect(answer.headers['retry-after']).toBeUndefined();
    }
    expect(wrongPassword.body).toEqual(unknownAccount.body);
  });

  it('answers in English with the attempts left', async () => {
    const ip = freshIp();
    const first = await post(loginRoute, { login: member.login, password: 'wrong-password-1' }, { ip, lang: 'en' });
    expect(first.body).toEqual(apiError('unauthorized', 'Wrong account or password; 4 attempts left'));
    await post(loginRoute, { login: member.login, password: 'wrong-password-2' }, { ip });
    await post(loginRoute, { login: member.login, password: 'wrong-password-3' }, { ip });
    const fourth = await post(loginRoute, { login: member.login, password: 'wrong-password-4' }, { ip, lang: 'en' });
    expect(fourth.body).toEqual(apiError('unauthorized', 'Wrong account or password; 1 attempt left'));
  });

  it('refuses an empty login or password with 400 before checking anything', async () => {
    const answer = await post(loginRoute, { login: ' ', password: '' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(apiError('validation_failed', '请检查填写的内容。', { login: ['请输入手机号或邮箱'], password: ['请输入密码'] }));
    const badPortal = await post(loginRoute, { login: member.login, password: PASSWORD, portal: 'admin' });
    expect(badPortal).toMatchObject({ status: 400, body: { error: { code: 'validation_failed', fields: { portal: [expect.any(String)] } } } });
  });

  it('sends an exhibitor at the member login page to the exhibitor page: 403, no session', async () => {
    const before = (await sessionsOf(database.db, exhibitor.id)).length;
    const message = '这是参展商账号，请在展商登录页登录';
    const answer = await post(loginRoute, { login: exhibitor.login, password: PASSWORD, portal: 'member' });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual(apiError('forbidden', message, { portal: [message] }));
    expect(answer.cookies).toEqual([]);
    expect(await sessionsOf(database.db, exhibitor.id)).toHaveLength(before);

    // portal defaults to member
    const english = await post(loginRoute, { login: exhibitor.login, password: PASSWORD }, { lang: 'en' });
    const englishMessage = 'This is an exhibitor account: please log in on the exhibitor login page';
    expect(english.body).toEqual(apiError('forbidden', englishMessage, { portal: [englishMessage] }));
  });

  it.each([
    ['a member', () => member],
    ['an editor', () => editor],
  ])('sends %s at the exhibitor login page to the member page: 403', async (_who, user) => {
    const message = '这是会员账号，请在会员登录页登录';
    const answer = await post(loginRoute, { login: user().login, password: PASSWORD, portal: 'exhibitor' });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual(apiError('forbidden', message, { portal: [message] }));
    expect(answer.cookies).toEqual([]);
  });

  it('does not reveal the portal or a disabled account to a wrong password', async () => {
    const ip = freshIp();
    const answer = await post(loginRoute, { login: exhibitor.login, password: 'wrong-password-9', portal: 'member' }, { ip });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual(apiError('unauthorized', '账号或密码不正确，还可尝试 4 次'));
  });

  it('refuses a disabled account with the right password (403), ends its sessions, and lets it in again once enabled', async () => {
    const user = await buildUser(database.db, { login: uniqueMobile(), name: '停用者' });
    const first = await post(loginRoute, { login: user.login, password: PASSWORD });
    const second = await post(loginRoute, { login: user.login, password: PASSWORD, remember: true });
    expect(await sessionsOf(database.db, user.id)).toHaveLength(2);

    await setUserDisabled(database.db, user.id, true);
    expect(await sessionsOf(database.db, user.id)).toEqual([]);
    for (const answer of [first, second]) {
      const me = await get(meRoute, { cookie: cookieOf(answer) });
      expect(me.body).toEqual({ user: null });
    }

    const refused = await post(loginRoute, { login: user.login, password: PASSWORD });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(apiError('forbidden', '该账号已停用，如有疑问请联系客服'));
    expect(refused.cookies).toEqual([]);
    const english = await post(loginRoute, { login: user.login, password: PASSWORD }, { lang: 'en' });
    expect(english.body).toEqual(apiError('forbidden', 'This account has been disabled; please contact us'));
    expect(await sessionsOf(database.db, user.id)).toEqual([]);

    // a wrong password still gets the plain 401
    expect((await post(loginRoute, { login: user.login, password: 'wrong-password-0' })).status).toBe(401);

    await setUserDisabled(database.db, user.id, false);
    expect((await post(loginRoute, { login: user.login, password: PASSWORD })).status).toBe(200);
  });

  it('answers 405 with Allow for a GET', async () => {
    const answer = await get(loginRoute);
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('POST');
  });

});
