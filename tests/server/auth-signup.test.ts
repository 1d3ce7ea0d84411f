import { eq } from 'drizzle-orm';
import signupRoute from '@/pages/api/auth/signup';
import { useDatabase } from '@/server/db';
import type { Database } from '@/server/db/client';
import { sessions, users } from '@/server/db/schema';
import { hashSessionToken } from '@/server/auth/session-token';
import { BROWSER_SESSION_COOKIE, apiError, buildUser, freshIp, onlyCookie, post, tokenOf, uniqueEmail, uniqueMobile } from './auth-support';
import { cookiePair } from './support/api';
import { freshDatabase } from './support/db';

let database: Database;

beforeAll(async () => {
  database = await freshDatabase();
  useDatabase(database);
}, 30_000);
afterAll(() => database.close());

const GOOD_PASSWORD = 'Harbour-Lights-77';

/** A sign-up body that passes every rule; override a field to break one. */
function signupBody(overrides: Record<string, unknown> = {}) {
  return { login: uniqueEmail('signup'), password: GOOD_PASSWORD, name: '王小明', consent: true, ...overrides };
}

async function storedUser(login: string) {
  const [row] = await database.db.select().from(users).where(eq(users.login, login));
  return row;
}

describe('POST /api/auth/signup: validation', () => {
  const ZH = '请检查填写的内容。';
  const EN = 'Please check what you entered.';

  it.each<[string, Record<string, unknown>, string, string, string]>([
    ['a login that is neither a mobile number nor an e-mail', { login: '12345' }, 'login', '请输入 11 位中国大陆手机号或有效的邮箱地址', 'Enter an 11-digit mainland China mobile number or a valid e-mail address'],
    ['a user name as login (staff only)', { login: 'wangxiaoming' }, 'login', '请输入 11 位中国大陆手机号或有效的邮箱地址', 'Enter an 11-digit mainland China mobile number or a valid e-mail address'],
    ['a mobile number outside the mainland ranges', { login: '12800138000' }, 'login', '请输入 11 位中国大陆手机号或有效的邮箱地址', 'Enter an 11-digit mainland China mobile number or a valid e-mail address'],
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

    const login = typeof body.login === 'string' ? body.login.trim().toLowerCase() : '';
    if (login) expect(await storedUser(login)).toBeUndefined();
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
    const answer = await post(signupRoute, signupBody({ login: written, name: '  李华  ' }));

    expect(answer.status).toBe(201);
    const row = await storedUser(mobile);
    expect(row).toMatchObject({ kind: 'member', login: mobile, name: '李华', disabled: false });
    expect(answer.body).toEqual({ user: { id: row!.id, kind: 'member', name: '李华', login: `${mobile.slice(0, 3)}****${mobile.slice(7)}` } });

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
    const answer = await post(signupRoute, signupBody({ login: `86${mobile.slice(0, 3)}-${mobile.slice(3, 7)}-${mobile.slice(7)}`, name: '赵六' }));
    expect(answer.status).toBe(201);
    expect((await storedUser(mobile))?.login).toBe(mobile);
  });

  it('creates a member from an e-mail address (stored in lower case, masked in the answer)', async () => {
    const answer = await post(signupRoute, signupBody({ login: '  Mei.Lin@Example.COM ', name: 'Mei' }));
    expect(answer.status).toBe(201);
    const row = await storedUser('mei.lin@example.com');
    expect(answer.body).toEqual({ user: { id: row!.id, kind: 'member', name: 'Mei', login: 'me***@example.com' } });
  });

  it('stores a scrypt hash that does not contain the password', async () => {
    const login = uniqueEmail('hash');
    expect((await post(signupRoute, signupBody({ login, name: '哈希' }))).status).toBe(201);
    const row = await storedUser(login);
    expect(row!.passwordHash).toMatch(/^scrypt\$15\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(row!.passwordHash).not.toContain(GOOD_PASSWORD);
    expect(row!.passwordHash).not.toContain(Buffer.from(GOOD_PASSWORD).toString('base64url'));
  });

  it('accepts a 64-character password, 128 characters, and a name of exactly 40 characters', async () => {
    const long = await post(signupRoute, signupBody({ password: 'Qx7!'.repeat(16) }));
    expect(long.status).toBe(201);
    const longest = await post(signupRoute, signupBody({ password: 'Zr4#'.repeat(32), name: '名'.repeat(40) }));
    expect(longest.status).toBe(201);
    expect(longest.body).toMatchObject({ user: { name: '名'.repeat(40) } });
  });

  it('ends the session of a cookie the browser already had', async () => {
    const first = await post(signupRoute, signupBody());
    const previous = cookiePair(onlyCookie(first));
    const second = await post(signupRoute, signupBody(), { cookie: previous });
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
      const answer = await post(signupRoute, signupBody({ login, name: '第二个人' }));
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual(
        apiError('conflict', '该手机号或邮箱已注册，请直接登录', { login: ['该手机号或邮箱已注册，请直接登录'] }),
      );
      expect(answer.cookies).toEqual([]);
    }
    const english = await post(signupRoute, signupBody({ login: mobile, name: 'Second' }), { lang: 'en' });
    const message = 'This mobile number or e-mail address already has an account; please log in';
    expect(english.body).toEqual(apiError('conflict', message, { login: [message] }));

    // the first account is untouched
    expect(await storedUser(mobile)).toMatchObject({ id: taken.id, name: '测试用户', passwordHash: taken.passwordHash });
  });
});

describe('POST /api/auth/signup: throttle', () => {
  it('allows 20 sign-ups an hour from one address; the 21st gets 429 with Retry-After, another address is not affected', async () => {
    const ip = freshIp();
    for (let n = 1; n <= 20; n += 1) {
      const answer = await post(signupRoute, signupBody(), { ip });
      expect(answer.status).toBe(201);
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

    expect((await post(signupRoute, body, { ip: freshIp() })).status).toBe(201);
  });
});
