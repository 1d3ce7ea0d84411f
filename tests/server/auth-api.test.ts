import { eq } from 'drizzle-orm';
import { normaliseLogin } from '@/lib/auth/schema';
import loginRoute from '@/pages/api/auth/login';
import meRoute from '@/pages/api/auth/me';
import passwordRoute from '@/pages/api/auth/password';
import signupRoute from '@/pages/api/auth/signup';
import { hashPassword } from '@/server/auth/password';
import { hashSessionToken } from '@/server/auth/session-token';
import { issueSession } from '@/server/auth/sessions';
import { setUserDisabled } from '@/server/auth/users';
import { useDatabase } from '@/server/db';
import type { Database } from '@/server/db/client';
import { sessions, users } from '@/server/db/schema';
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
  tokenOf,
  uniqueEmail,
  uniqueMobile,
  userRow,
  withSignupCode,
  type BuiltUser,
} from './auth-support';
import { cookiePair } from './support/api';
import { freshDatabase } from './support/db';

/** POST /api/auth/signup, /login and /password through the routes, on a fresh database. */

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

const GOOD_PASSWORD = 'Harbour-Lights-77';

/** A sign-up body that passes every rule but the code's (well-formed, never sent); override a field to break one. */
function signupBody(overrides: Record<string, unknown> = {}) {
  return { login: uniqueEmail('signup'), code: '000000', password: GOOD_PASSWORD, name: '王小明', consent: true, ...overrides };
}

/** The body with the code really sent to its login (POST /api/auth/codes first). */
const withCode = (body: Record<string, unknown>) => withSignupCode(database.db, body);

async function storedUser(login: string) {
  const [row] = await database.db.select().from(users).where(eq(users.login, login));
  return row;
}

describe('POST /api/auth/signup: validation', () => {
  const ZH = '请检查填写的内容。';
  const EN = 'Please check what you entered.';

  it.each<[string, Record<string, unknown>, string, string, string]>([
    ['a login that is neither a mobile number nor an e-mail', { login: '12345' }, 'login', '请输入手机号（中国大陆 11 位；境外号码连同国家区号，如 +852 6123 4567）或有效的邮箱地址', 'Enter a mobile number (11 digits in mainland China, or with its country code, e.g. +44 7700 900123) or a valid e-mail address'],
    ['a user name as login (staff only)', { login: 'wangxiaoming' }, 'login', '请输入手机号（中国大陆 11 位；境外号码连同国家区号，如 +852 6123 4567）或有效的邮箱地址', 'Enter a mobile number (11 digits in mainland China, or with its country code, e.g. +44 7700 900123) or a valid e-mail address'],
    ['a mobile number outside the mainland ranges', { login: '12800138000' }, 'login', '请输入手机号（中国大陆 11 位；境外号码连同国家区号，如 +852 6123 4567）或有效的邮箱地址', 'Enter a mobile number (11 digits in mainland China, or with its country code, e.g. +44 7700 900123) or a valid e-mail address'],
    ['an empty login', { login: '   ' }, 'login', '请输入手机号或邮箱', 'Enter your mobile number or e-mail address'],
    ['a missing login', { login: undefined }, 'login', '请输入手机号或邮箱', 'Enter your mobile number or e-mail address'],
    ['a missing name', { name: undefined }, 'name', '请填写姓名或昵称', 'Enter your name or a nickname'],
    ['a name of spaces', { name: '   ' }, 'name', '请填写姓名或昵称', 'Enter your name or a nickname'],
    ['a name of 41 characters', { name: '展'.repeat(41) }, 'name', '姓名或昵称最多 40 个字符', 'The name can have at most 40 characters'],
    ['a missing password', { password: undefined }, 'password', '请输入密码', 'Enter your password'],
    ['a password of 7 characters', { password: 'Qz7-mk2' }, 'password', '密码至少需要 8 个字符', 'The password needs at least 8 characters'],
    ['a password of 129 characters', { password: 'k'.repeat(129) }, 'password', '密码最多 128 个字符', 'The password can have at most 128 characters'],
    ['the e-mail login as password', { login: 'Same.Person@Example.com', password: 'same.person@example.com' }, 'password', '密码不能与手机号或邮箱相同', 'The password must not be your mobile number or e-mail address'],
    ['the mobile login as password (written differently)', { login: '+86 139 0013 8000', password: '13900138000' }, 'password', '密码不能与手机号或邮箱相同', 'The password must not be your mobile number or e-mail address'],
    ['a common password', { password: 'password1' }, 'password', '这个密码过于常见，很容易被猜中，请换一个', 'This password is too common and easy to guess; please choose another'],
    ['a common password in other case', { password: 'PassWord1' }, 'password', '这个密码过于常见，很容易被猜中，请换一个', 'This password is too common and easy to guess; please choose another'],
    ['a common Chinese password (88888888)', { password: '88888888' }, 'password', '这个密码过于常见，很容易被猜中，请换一个', 'This password is too common and easy to guess; please choose another'],
    ['no consent to the privacy policy', { consent: undefined }, 'consent', '请阅读并同意隐私政策', 'Please read and accept the privacy policy'],
    ['consent refused', { consent: false }, 'consent', '请阅读并同意隐私政策', 'Please read and accept the privacy policy'],
    ['consent given as a string', { consent: 'true' }, 'consent', '请阅读并同意隐私政策', 'Please read and accept the privacy policy'],
    ['a common Chinese password (woaini1314)', { password: 'woaini1314' }, 'password', '这个密码过于常见，很容易被猜中，请换一个', 'This password is too common and easy to guess; please choose another'],
  ])('refuses %s with 400 and the field message, in zh-CN and in English', async (_case, overrides, field, zh, en) => {
    const body = signupBody(overrides);
    const chinese = await post(signupRoute, body);
    expect(chinese.status).toBe(400);
    expect(chinese.body).toEqual(apiError('validation_failed', ZH, { [field]: [zh] }));
    expect(chinese.cookies).toEqual([]);

    const english = await post(signupRoute, body, { lang: 'en-GB,en;q=0.9' });
    expect(english.status).toBe(400);
    expect(english.body).toEqual(apiError('validation_failed', EN, { [field]: [en] }));

    if (typeof body.login === 'string' && body.login.trim()) expect(await storedUser(normaliseLogin(body.login))).toBeUndefined();
  });

  it('refuses a body that is not an object', async () => {
    const answer = await post(signupRoute, 'login=a@b.cn');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: { code: 'validation_failed', message: ZH } });
  });
});

describe('POST /api/auth/signup: success', () => {
  it('creates a member from a mobile number written with spaces and +86, logs it in for the browser session', async () => {
    const mobile = uniqueMobile();
    const written = `+86 ${mobile.slice(0, 3)} ${mobile.slice(3, 7)} ${mobile.slice(7)}`;
    const answer = await post(signupRoute, await withCode(signupBody({ login: written, name: '  李华  ' })));

    expect(answer.status).toBe(201);
    const row = await storedUser(mobile);
    expect(row).toMatchObject({ kind: 'member', login: mobile, name: '李华', disabled: false });
    expect(answer.body).toEqual({ user: { id: row!.id, kind: 'member', name: '李华', login: `${mobile.slice(0, 3)}****${mobile.slice(7)}`, verified: true } });

    const setCookie = onlyCookie(answer);
    expect(setCookie).toMatch(BROWSER_SESSION_COOKIE);
    expect(setCookie).not.toMatch(/Max-Age|Expires/);
    const [session] = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSessionToken(tokenOf(cookiePair(setCookie)))));
    expect(session).toMatchObject({ userId: row!.id, kind: 'member', persistent: false });
  });

  it('accepts "86" and dashes in a mobile number too', async () => {
    const mobile = uniqueMobile();
    const answer = await post(signupRoute, await withCode(signupBody({ login: `86${mobile.slice(0, 3)}-${mobile.slice(3, 7)}-${mobile.slice(7)}`, name: '赵六' })));
    expect(answer.status).toBe(201);
    expect((await storedUser(mobile))?.login).toBe(mobile);
  });

  it('creates a member from an e-mail address (stored in lower case, masked in the answer)', async () => {
    const answer = await post(signupRoute, await withCode(signupBody({ login: '  Mei.Lin@Example.COM ', name: 'Mei' })));
    expect(answer.status).toBe(201);
    const row = await storedUser('mei.lin@example.com');
    expect(answer.body).toEqual({ user: { id: row!.id, kind: 'member', name: 'Mei', login: 'me***@example.com', verified: true } });
  });

  it('stores a scrypt hash that does not contain the password', async () => {
    const login = uniqueEmail('hash');
    expect((await post(signupRoute, await withCode(signupBody({ login, name: '哈希' })))).status).toBe(201);
    const row = await storedUser(login);
    expect(row!.passwordHash).toMatch(/^scrypt\$15\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(row!.passwordHash).not.toContain(GOOD_PASSWORD);
    expect(row!.passwordHash).not.toContain(Buffer.from(GOOD_PASSWORD).toString('base64url'));
  });

  it('accepts a 64-character password, 128 characters, and a name of exactly 40 characters', async () => {
    const long = await post(signupRoute, await withCode(signupBody({ password: 'Qx7!'.repeat(16) })));
    expect(long.status).toBe(201);
    const longest = await post(signupRoute, await withCode(signupBody({ password: 'Zr4#'.repeat(32), name: '名'.repeat(40) })));
    expect(longest.status).toBe(201);
    expect(longest.body).toMatchObject({ user: { name: '名'.repeat(40) } });
  });

  it('ends the session of a cookie the browser already had', async () => {
    const first = await post(signupRoute, await withCode(signupBody()));
    const previous = cookiePair(onlyCookie(first));
    const second = await post(signupRoute, await withCode(signupBody()), { cookie: previous });
    expect(second.status).toBe(201);
    const [old] = await database.db.select().from(sessions).where(eq(sessions.tokenHash, hashSessionToken(tokenOf(previous))));
    expect(old).toBeUndefined();
    expect(cookiePair(onlyCookie(second))).not.toBe(previous);
  });
});

describe('POST /api/auth/signup: a login already taken', () => {
  it('answers 409 with fields.login, whatever way the login is written', async () => {
    const mobile = uniqueMobile();
    const taken = await buildUser(database.db, { login: mobile });
    const email = await buildUser(database.db, { login: uniqueEmail('taken') });

    for (const login of [mobile, `+86 ${mobile}`, email.login.toUpperCase()]) {
      const answer = await post(signupRoute, await withCode(signupBody({ login, name: '第二个人' })));
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual(
        apiError('conflict', '该手机号或邮箱已注册，请直接登录', { login: ['该手机号或邮箱已注册，请直接登录'] }),
      );
      expect(answer.cookies).toEqual([]);
    }
    const english = await post(signupRoute, await withCode(signupBody({ login: mobile, name: 'Second' })), { lang: 'en' });
    const message = 'This mobile number or e-mail address already has an account; please log in';
    expect(english.body).toEqual(apiError('conflict', message, { login: [message] }));

    // the first account is untouched
    expect(await storedUser(mobile)).toMatchObject({ id: taken.id, name: '测试用户', passwordHash: taken.passwordHash });
  });
});

describe('POST /api/auth/signup: throttle', () => {
  it('allows 20 sign-up attempts an hour from one address (refused ones count too); the 21st gets 429 with Retry-After', async () => {
    const ip = freshIp();
    for (let n = 1; n <= 5; n += 1) {
      expect((await post(signupRoute, await withCode(signupBody()), { ip })).status).toBe(201);
    }
    // refused for a common password: no hashing, but still an attempt
    for (let n = 6; n <= 20; n += 1) {
      expect((await post(signupRoute, signupBody({ password: '88888888' }), { ip })).status).toBe(400);
    }
    const body = signupBody();
    const refused = await post(signupRoute, body, { ip });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(apiError('rate_limited', '注册过于频繁，请稍后再试'));
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3590);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(refused.cookies).toEqual([]);
    expect(await storedUser(body.login)).toBeUndefined();

    const english = await post(signupRoute, signupBody(), { ip, lang: 'en' });
    expect(english.body).toEqual(apiError('rate_limited', 'Too many sign-ups; please try again later'));

    expect((await post(signupRoute, await withCode(body), { ip: freshIp() })).status).toBe(201);
  });
});

const THIRTY_DAYS = 30 * 86_400;

describe('POST /api/auth/login: success', () => {
  it('logs a member in with the right password: 200, the masked viewer and a browser-session cookie', async () => {
    const ip = freshIp();
    const answer = await post(loginRoute, { login: member.login, password: PASSWORD }, { ip, headers: { 'user-agent': 'Jest/1.0' } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      user: { id: member.id, kind: 'member', name: '会员甲', login: `${member.login.slice(0, 3)}****${member.login.slice(7)}`, verified: false },
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
    expect(email.body).toEqual({ user: { id: exhibitor.id, kind: 'exhibitor', name: '展商乙', login: `bo***${exhibitor.login.slice(exhibitor.login.indexOf('@'))}`, verified: false } });
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
    expect(answer.body).toEqual({ user: { id: user().id, kind: user().kind, name: user().name, login: user().login, verified: false } });
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

describe('POST /api/auth/password', () => {
  let bystander: BuiltUser;

  beforeAll(async () => {
    bystander = await buildUser(database.db, { login: uniqueMobile(), name: '旁观者' });
  });

  const NEW_PASSWORD = 'Quiet-River-Stone-5';

  function change(cookie: string | undefined, body: Record<string, unknown>, lang?: string) {
    return post(passwordRoute, body, { cookie, lang, ip: freshIp() });
  }

  async function loggedIn(user: BuiltUser, remember = false) {
    const answer = await post(loginRoute, { login: user.login, password: user.password, remember });
    expect(answer.status).toBe(200);
    return cookieOf(answer);
  }

  it('answers 401 without a session', async () => {
    const answer = await change(undefined, { currentPassword: 'whatever-1', newPassword: NEW_PASSWORD });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual(apiError('unauthorized', '请先登录。'));
  });

  it('refuses a wrong current password: 400 on currentPassword, nothing changes', async () => {
    const user = await buildUser(database.db, { login: uniqueEmail('pw') });
    const { token } = await issueSession(database.db, user, { persistent: false });
    const cookie = `tmz_session=${token}`;

    const answer = await change(cookie, { currentPassword: 'Not-My-Password-1', newPassword: NEW_PASSWORD });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(apiError('validation_failed', '请检查填写的内容。', { currentPassword: ['当前密码不正确'] }));
    expect(answer.cookies).toEqual([]);
    const english = await change(cookie, { currentPassword: 'Not-My-Password-2', newPassword: NEW_PASSWORD }, 'en');
    expect(english.body).toEqual(apiError('validation_failed', 'Please check what you entered.', { currentPassword: ['The current password is not correct'] }));

    expect((await userRow(database.db, user.id)).passwordHash).toBe(user.passwordHash);
    expect((await get(meRoute, { cookie })).body).toMatchObject({ user: { id: user.id } });
  });

  it.each<[string, Record<string, string>, string, string]>([
    ['a common new password', { newPassword: 'woaini1314' }, 'newPassword', '这个密码过于常见，很容易被猜中，请换一个'],
    ['a common new password (password1)', { newPassword: 'Password1' }, 'newPassword', '这个密码过于常见，很容易被猜中，请换一个'],
    ['a new password of 7 characters', { newPassword: 'Short-1' }, 'newPassword', '密码至少需要 8 个字符'],
    ['a new password of 129 characters', { newPassword: 'x'.repeat(129) }, 'newPassword', '密码最多 128 个字符'],
    ['the current password again', { newPassword: 'CURRENT' }, 'newPassword', '新密码不能与当前密码相同'],
    ['an empty current password', { currentPassword: '' }, 'currentPassword', '请输入密码'],
  ])('refuses %s with 400 on that field', async (_case, overrides, field, message) => {
    const user = bystander;
    const { token } = await issueSession(database.db, user, { persistent: false });
    const body = { currentPassword: user.password, newPassword: NEW_PASSWORD, ...overrides };
    if (body.newPassword === 'CURRENT') body.newPassword = user.password;

    const answer = await change(`tmz_session=${token}`, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(apiError('validation_failed', '请检查填写的内容。', { [field]: [message] }));
    expect((await userRow(database.db, user.id)).passwordHash).toBe(user.passwordHash);
  });

  it('changes the password: other sessions end, this one gets a new token, only the new password logs in', async () => {
    const user = await buildUser(database.db, { login: uniqueMobile(), name: '改密码' });
    const here = await loggedIn(user);
    const phone = await issueSession(database.db, user, { persistent: true });
    const others = await issueSession(database.db, bystander, { persistent: false });
    const before = await userRow(database.db, user.id);

    const answer = await change(here, { currentPassword: user.password, newPassword: NEW_PASSWORD });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ changed: true });
    const setCookie = onlyCookie(answer);
    expect(setCookie).toMatch(BROWSER_SESSION_COOKIE);
    const fresh = cookieOf(answer);
    expect(fresh).not.toBe(here);

    // sessions: only the new one is left for this user; the bystander's is untouched
    const rows = await sessionsOf(database.db, user.id);
    expect(rows).toHaveLength(1);
    expect(await sessionRowOf(database.db, fresh)).toMatchObject({ userId: user.id, persistent: false });
    expect(await sessionRowOf(database.db, here)).toBeUndefined();
    expect(await sessionRowOf(database.db, `tmz_session=${phone.token}`)).toBeUndefined();
    expect(await sessionRowOf(database.db, `tmz_session=${others.token}`)).toMatchObject({ userId: bystander.id });
    expect((await get(meRoute, { cookie: fresh })).body).toMatchObject({ user: { id: user.id } });
    expect((await get(meRoute, { cookie: here })).body).toEqual({ user: null });

    // the stored hash is new and the change time moved
    const after = await userRow(database.db, user.id);
    expect(after.passwordHash).not.toBe(before.passwordHash);
    expect(after.passwordHash).toMatch(/^scrypt\$15\$8\$1\$/);
    expect(after.passwordHash).not.toContain(NEW_PASSWORD);
    expect(after.passwordChangedAt.getTime()).toBeGreaterThan(before.passwordChangedAt.getTime());

    const old = await post(loginRoute, { login: user.login, password: user.password });
    expect(old.status).toBe(401);
    const current = await post(loginRoute, { login: user.login, password: NEW_PASSWORD });
    expect(current.status).toBe(200);
  });

  it('keeps a remembered session remembered after the change', async () => {
    const user = await buildUser(database.db, { login: uniqueEmail('remember') });
    const here = await loggedIn(user, true);
    const answer = await change(here, { currentPassword: user.password, newPassword: NEW_PASSWORD });
    expect(answer.status).toBe(200);
    expect(maxAgeOf(onlyCookie(answer))).toBeGreaterThan(29 * 86_400);
    expect(await sessionRowOf(database.db, cookieOf(answer))).toMatchObject({ persistent: true });
  });

  it('refuses a new password equal to the account\'s own login, as sign-up does', async () => {
    const user = await buildUser(database.db, { login: uniqueEmail('same') });
    const { token } = await issueSession(database.db, user, { persistent: false });
    const answer = await change(`tmz_session=${token}`, { currentPassword: user.password, newPassword: user.login });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(apiError('validation_failed', '请检查填写的内容。', { newPassword: ['密码不能与手机号或邮箱相同'] }));
    expect((await userRow(database.db, user.id)).passwordHash).toBe(user.passwordHash);
  });
});
