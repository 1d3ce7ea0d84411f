import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import codesRoute from '@/pages/api/auth/codes';
import loginRoute from '@/pages/api/auth/login';
import meRoute from '@/pages/api/auth/me';
import passwordResetRoute from '@/pages/api/auth/password-reset';
import signupRoute from '@/pages/api/auth/signup';
import verifyRoute from '@/pages/api/auth/verify';
import { CODE_TTL_MINUTES, CODES_PER_DAY, MAX_WRONG_TRIES, checkCode, newCode, requestCode } from '@/server/accounts/verification';
import { setUserDisabled } from '@/server/auth/users';
import { useDatabase } from '@/server/db';
import type { Database } from '@/server/db/client';
import { messages, users, verificationCodes } from '@/server/db/schema';
import {
  PASSWORD,
  apiError,
  buildUser,
  codeFor,
  codeSentTo,
  cookieOf,
  freshIp,
  get,
  post,
  sessionsOf,
  uniqueEmail,
  uniqueMobile,
  userRow,
} from './auth-support';
import { freshDatabase } from './support/db';

/**
 * One-time codes (server/accounts/verification.ts) and the routes that use
 * them: /api/auth/codes, /signup, /password-reset and /verify. Rules that
 * depend on time take a fake `now` through the domain module; the routes run
 * on the real clock.
 */

let database: Database;

beforeAll(async () => {
  database = await freshDatabase();
  useDatabase(database);
}, 30_000);
afterAll(() => database.close());

const MINUTE = 60_000;
const T0 = new Date('2026-03-02T08:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const GOOD_PASSWORD = 'Harbour-Lights-77';
const VALIDATION = '请检查填写的内容。';

function codeRows(recipient: string) {
  return database.db.select().from(verificationCodes).where(eq(verificationCodes.recipient, recipient)).orderBy(asc(verificationCodes.id));
}

function messagesTo(recipient: string) {
  return database.db
    .select()
    .from(messages)
    .where(and(eq(messages.kind, 'verification_code'), eq(messages.recipient, recipient)))
    .orderBy(asc(messages.id));
}

/** Asks for a code at `now` through the domain module and answers it (read from the outbox). */
async function sendAt(recipient: string, now: Date, purpose: 'signup' | 'verify' | 'reset' = 'signup'): Promise<string> {
  expect(await requestCode(database.db, { purpose, recipient, locale: 'zh-CN' }, now)).toEqual({ kind: 'sent' });
  const code = await codeSentTo(database.db, recipient);
  if (!code) throw new Error('no code sent');
  return code;
}

/** A six-digit code that is not `code`. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('codes', () => {
  it('are six digits, leading zeros included', () => {
    const drawn = Array.from({ length: 2000 }, () => newCode());
    for (const code of drawn) expect(code).toMatch(/^\d{6}$/);
    // 2000 draws: a code under 100000 (a leading zero) is all but certain (1 - 0.9^2000).
    expect(drawn.some((code) => code.startsWith('0'))).toBe(true);
    expect(new Set(drawn).size).toBeGreaterThan(1900);
  });

  it('are stored as an HMAC, never in clear, and sent through the outbox in the same step', async () => {
    const mobile = uniqueMobile();
    const code = await sendAt(mobile, T0);
    const [row] = await codeRows(mobile);
    expect(row).toMatchObject({ purpose: 'signup', recipient: mobile, attempts: 0, usedAt: null, createdAt: T0, expiresAt: at(CODE_TTL_MINUTES * MINUTE) });
    expect(row!.codeHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(row!.codeHash).not.toBe(createHash('sha256').update(code).digest('base64url'));
    expect(JSON.stringify(row)).not.toContain(code);

    const [message] = await messagesTo(mobile);
    expect(message).toMatchObject({ channel: 'sms', locale: 'zh-CN', status: 'pending', params: { code, purpose: 'signup', minutes: 5 } });
    const email = uniqueEmail('code');
    await sendAt(email, T0, 'verify');
    expect(await messagesTo(email)).toMatchObject([{ channel: 'email', params: { purpose: 'verify' } }]);
  });

  it('are valid for 5 minutes', async () => {
    const mobile = uniqueMobile();
    const code = await sendAt(mobile, T0);
    expect(await checkCode(database.db, { purpose: 'signup', recipient: mobile, code }, at(5 * MINUTE))).toBe('expired');
    expect(await checkCode(database.db, { purpose: 'signup', recipient: mobile, code }, at(5 * MINUTE - 1000))).toBe('ok');
  });

  it('end at the fifth wrong try: the right code is refused after it', async () => {
    const mobile = uniqueMobile();
    const code = await sendAt(mobile, T0);
    for (let attempt = 1; attempt <= MAX_WRONG_TRIES; attempt += 1) {
      expect(await checkCode(database.db, { purpose: 'signup', recipient: mobile, code: otherThan(code) }, at(MINUTE))).toBe('wrong');
    }
    expect((await codeRows(mobile))[0]!.attempts).toBe(5);
    expect(await checkCode(database.db, { purpose: 'signup', recipient: mobile, code }, at(MINUTE))).toBe('expired');
  });

  it('count four wrong tries and still take the right code', async () => {
    const mobile = uniqueMobile();
    const code = await sendAt(mobile, T0);
    for (let attempt = 1; attempt < MAX_WRONG_TRIES; attempt += 1) {
      expect(await checkCode(database.db, { purpose: 'signup', recipient: mobile, code: otherThan(code) }, at(MINUTE))).toBe('wrong');
    }
    expect(await checkCode(database.db, { purpose: 'signup', recipient: mobile, code }, at(MINUTE))).toBe('ok');
  });

  it('are used once', async () => {
    const mobile = uniqueMobile();
    const code = await sendAt(mobile, T0);
    expect(await checkCode(database.db, { purpose: 'signup', recipient: mobile, code }, at(MINUTE))).toBe('ok');
    expect((await codeRows(mobile))[0]!.usedAt).toEqual(at(MINUTE));
    expect(await checkCode(database.db, { purpose: 'signup', recipient: mobile, code }, at(MINUTE))).toBe('expired');
  });

  it('prove one purpose only, for one recipient only', async () => {
    const mobile = uniqueMobile();
    const code = await sendAt(mobile, T0, 'verify');
    expect(await checkCode(database.db, { purpose: 'reset', recipient: mobile, code }, at(MINUTE))).toBe('expired');
    expect(await checkCode(database.db, { purpose: 'verify', recipient: uniqueMobile(), code }, at(MINUTE))).toBe('expired');
    expect(await checkCode(database.db, { purpose: 'verify', recipient: mobile, code }, at(MINUTE))).toBe('ok');
  });

  it('are replaced by a newer one of the same purpose and recipient', async () => {
    const mobile = uniqueMobile();
    const first = await sendAt(mobile, T0);
    const second = await sendAt(mobile, at(MINUTE));
    if (first === second) return; // one chance in a million: nothing to tell apart
    expect(await checkCode(database.db, { purpose: 'signup', recipient: mobile, code: first }, at(2 * MINUTE))).toBe('wrong');
    expect(await checkCode(database.db, { purpose: 'signup', recipient: mobile, code: second }, at(2 * MINUTE))).toBe('ok');
  });

  it('prove nothing twice when two checks of the right code come at once', async () => {
    const mobile = uniqueMobile();
    const code = await sendAt(mobile, T0);
    const outcomes = await Promise.all(
      Array.from({ length: 4 }, () => checkCode(database.db, { purpose: 'signup', recipient: mobile, code }, at(MINUTE))),
    );
    expect(outcomes.sort()).toEqual(['expired', 'expired', 'expired', 'ok']);
  });
});

describe('how often a recipient gets a code', () => {
  it('one a minute: a request within it is told the wait', async () => {
    const mobile = uniqueMobile();
    await sendAt(mobile, T0);
    const request = { purpose: 'reset' as const, recipient: mobile, locale: 'zh-CN' };
    expect(await requestCode(database.db, request, at(20_000))).toEqual({ kind: 'wait', retryAfterMs: 40_000 });
    expect(await requestCode(database.db, { ...request, purpose: 'verify' }, at(59_999))).toEqual({ kind: 'wait', retryAfterMs: 1 });
    expect(await requestCode(database.db, { ...request, purpose: 'verify' }, at(MINUTE))).toEqual({ kind: 'sent' });
    expect(await codeRows(mobile)).toHaveLength(2);
    expect(await messagesTo(mobile)).toHaveLength(2);
    // Another recipient is not held up.
    expect(await requestCode(database.db, { ...request, recipient: uniqueMobile() }, at(20_000))).toEqual({ kind: 'sent' });
  });

  it('ten in 24 hours, whatever the purpose; the eleventh waits until the first is a day old', async () => {
    const email = uniqueEmail('daily');
    const purposes = ['signup', 'verify', 'reset'] as const;
    for (let n = 0; n < CODES_PER_DAY; n += 1) {
      const outcome = await requestCode(database.db, { purpose: purposes[n % 3]!, recipient: email, locale: 'en' }, at(n * 10 * MINUTE));
      expect(outcome).toEqual({ kind: 'sent' });
    }
    const request = { purpose: 'signup' as const, recipient: email, locale: 'en' };
    const day = 24 * 60 * MINUTE;
    expect(await requestCode(database.db, request, at(100 * MINUTE))).toEqual({ kind: 'wait', retryAfterMs: day - 100 * MINUTE });
    expect(await requestCode(database.db, request, at(day - 1))).toEqual({ kind: 'wait', retryAfterMs: 1 });
    expect(await requestCode(database.db, request, at(day))).toEqual({ kind: 'sent' });
    // Now the second code (10 minutes in) is the oldest of the day's ten.
    expect(await requestCode(database.db, request, at(day + MINUTE))).toEqual({ kind: 'wait', retryAfterMs: 9 * MINUTE });
    expect(await codeRows(email)).toHaveLength(CODES_PER_DAY + 1);
  });

  it('gives one code, not three, to three simultaneous requests', async () => {
    const mobile = uniqueMobile();
    const request = { purpose: 'signup' as const, recipient: mobile, locale: 'zh-CN' };
    const outcomes = await Promise.all([1, 2, 3].map(() => requestCode(database.db, request, T0)));
    expect(outcomes.filter((outcome) => outcome.kind === 'sent')).toHaveLength(1);
    expect(await codeRows(mobile)).toHaveLength(1);
    expect(await messagesTo(mobile)).toHaveLength(1);
  });
});

describe('password-reset codes say nothing about which accounts exist', () => {
  it('write a row either way, but send only to an existing, enabled account', async () => {
    const account = await buildUser(database.db, { login: uniqueMobile() });
    const disabled = await buildUser(database.db, { login: uniqueMobile() });
    await setUserDisabled(database.db, disabled.id, true);
    const nobody = uniqueMobile();
    for (const recipient of [account.login, disabled.login, nobody]) {
      expect(await requestCode(database.db, { purpose: 'reset', recipient, locale: 'zh-CN' }, T0)).toEqual({ kind: 'sent' });
      expect(await codeRows(recipient)).toHaveLength(1);
      // …and count toward the minute alike.
      expect(await requestCode(database.db, { purpose: 'reset', recipient, locale: 'zh-CN' }, at(1000))).toEqual({ kind: 'wait', retryAfterMs: 59_000 });
    }
    expect(await messagesTo(account.login)).toHaveLength(1);
    expect(await messagesTo(disabled.login)).toEqual([]);
    expect(await messagesTo(nobody)).toEqual([]);
  });

  it('get the same HTTP answer with and without an account', async () => {
    const account = await buildUser(database.db, { login: uniqueEmail('reset') });
    const nobody = uniqueEmail('nobody');
    const withAccount = await post(codesRoute, { purpose: 'reset', login: account.login.toUpperCase() });
    const without = await post(codesRoute, { purpose: 'reset', login: nobody });
    for (const answer of [withAccount, without]) {
      expect(answer.status).toBe(202);
      expect(answer.body).toEqual({ sent: true, resendAfterSeconds: 60 });
      expect(answer.cookies).toEqual([]);
    }
    expect(Object.keys(withAccount.headers).sort()).toEqual(Object.keys(without.headers).sort());
    expect(await messagesTo(account.login)).toHaveLength(1);
    expect(await messagesTo(nobody)).toEqual([]);

    // A second request within the minute is refused alike.
    const again = [await post(codesRoute, { purpose: 'reset', login: account.login }), await post(codesRoute, { purpose: 'reset', login: nobody })];
    for (const answer of again) {
      expect(answer.status).toBe(429);
      expect(Number(answer.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    expect(again[0]!.body).toEqual(again[1]!.body);
  });
});

describe('POST /api/auth/codes', () => {
  it('answers 202 and sends the code to the login, normalised', async () => {
    const mobile = uniqueMobile();
    const answer = await post(codesRoute, { purpose: 'signup', login: `+86 ${mobile.slice(0, 3)} ${mobile.slice(3)}` });
    expect(answer).toMatchObject({ status: 202, body: { sent: true, resendAfterSeconds: 60 } });
    expect(await messagesTo(mobile)).toMatchObject([{ channel: 'sms', params: { purpose: 'signup' } }]);
  });

  it('sends the message in the language of the request', async () => {
    const email = uniqueEmail('english');
    await post(codesRoute, { purpose: 'signup', login: email }, { lang: 'en-US,en;q=0.9' });
    expect(await messagesTo(email)).toMatchObject([{ locale: 'en' }]);
  });

  it('refuses a second code within the minute with 429, the wait in seconds and Retry-After', async () => {
    const mobile = uniqueMobile();
    expect((await post(codesRoute, { purpose: 'signup', login: mobile })).status).toBe(202);
    const refused = await post(codesRoute, { purpose: 'signup', login: mobile });
    expect(refused.status).toBe(429);
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThan(55);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(refused.body).toEqual(apiError('rate_limited', `获取验证码过于频繁，请 ${seconds} 秒后再试`));
    const english = await post(codesRoute, { purpose: 'signup', login: mobile }, { lang: 'en' });
    expect((english.body as { error: { message: string } }).error.message).toMatch(/^Too many codes asked for; please try again in \d+ seconds?$/);
    expect(await messagesTo(mobile)).toHaveLength(1);
  });

  it('counts the minute per number, not per visitor: a corrected number gets its code at once, the same number waits', async () => {
    const ip = freshIp();
    const mistyped = uniqueMobile();
    const corrected = uniqueMobile();
    expect((await post(codesRoute, { purpose: 'signup', login: mistyped }, { ip })).status).toBe(202);
    expect((await post(codesRoute, { purpose: 'signup', login: corrected }, { ip })).status).toBe(202);
    expect(await messagesTo(corrected)).toHaveLength(1);
    const again = await post(codesRoute, { purpose: 'signup', login: mistyped }, { ip });
    expect(again.status).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(await messagesTo(mistyped)).toHaveLength(1);
  });

  it('refuses the 21st code an hour from one address, whatever the recipients', async () => {
    const ip = freshIp();
    for (let n = 0; n < 20; n += 1) expect((await post(codesRoute, { purpose: 'signup', login: uniqueMobile() }, { ip })).status).toBe(202);
    const mobile = uniqueMobile();
    const refused = await post(codesRoute, { purpose: 'signup', login: mobile }, { ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(refused.body).toEqual(apiError('rate_limited', '获取验证码过于频繁，请 1 小时后再试'));
    expect(await messagesTo(mobile)).toEqual([]);
    expect((await post(codesRoute, { purpose: 'signup', login: mobile }, { ip: freshIp() })).status).toBe(202);
  });

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['a user name to sign up with', { purpose: 'signup', login: 'wangxiaoming' }, { login: ['请输入手机号（中国大陆 11 位；境外号码连同国家区号，如 +852 6123 4567）或有效的邮箱地址'] }],
    ['a user name to reset (staff: ask an admin)', { purpose: 'reset', login: 'Editor.Zhou' }, { login: ['用户名账号无法接收验证码，请联系管理员重置密码'] }],
    ['no login', { purpose: 'reset' }, { login: ['请输入手机号或邮箱'] }],
    ['a login that is no login', { purpose: 'signup', login: '12345' }, { login: ['请输入手机号（中国大陆 11 位；境外号码连同国家区号，如 +852 6123 4567）或有效的邮箱地址'] }],
    ['an unknown purpose', { purpose: 'login', login: '13900001111' }, { purpose: ['无法识别验证码的用途'] }],
    ['no purpose', { login: '13900001111' }, { purpose: ['无法识别验证码的用途'] }],
  ])('refuses %s with 400 and the field message', async (_case, body, fields) => {
    const answer = await post(codesRoute, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(apiError('validation_failed', VALIDATION, fields));
  });

  it('sends a `verify` code to the logged-in account only (401 without a session; a login in the body is ignored)', async () => {
    const anonymous = await post(codesRoute, { purpose: 'verify', login: uniqueMobile() });
    expect(anonymous.status).toBe(401);

    const member = await buildUser(database.db, { login: uniqueMobile() });
    const cookie = cookieOf(await post(loginRoute, { login: member.login, password: PASSWORD }));
    const someoneElse = uniqueMobile();
    const answer = await post(codesRoute, { purpose: 'verify', login: someoneElse }, { cookie });
    expect(answer).toMatchObject({ status: 202, body: { sent: true, resendAfterSeconds: 60 } });
    expect(await messagesTo(member.login)).toMatchObject([{ params: { purpose: 'verify' } }]);
    expect(await messagesTo(someoneElse)).toEqual([]);
  });

  it('refuses a `verify` code to a user-name login, which cannot receive one', async () => {
    const editor = await buildUser(database.db, { kind: 'editor', login: 'editor.verify' });
    const cookie = cookieOf(await post(loginRoute, { login: editor.login, password: PASSWORD }));
    const answer = await post(codesRoute, { purpose: 'verify' }, { cookie });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(apiError('validation_failed', VALIDATION, { login: ['用户名账号无法接收验证码，请联系管理员重置密码'] }));
  });
});

describe('POST /api/auth/signup with a code', () => {
  const body = (login: string, code?: string) => ({ login, ...(code === undefined ? {} : { code }), password: GOOD_PASSWORD, name: '新会员', consent: true });
  const stored = async (login: string) => (await database.db.select().from(users).where(eq(users.login, login)))[0];

  it('refuses a missing code, and a code that is not six digits, before anything else', async () => {
    const mobile = uniqueMobile();
    expect((await post(signupRoute, body(mobile))).body).toEqual(apiError('validation_failed', VALIDATION, { code: ['请输入验证码'] }));
    expect((await post(signupRoute, body(mobile, '12345'))).body).toEqual(apiError('validation_failed', VALIDATION, { code: ['验证码为 6 位数字'] }));
    expect((await post(signupRoute, body(mobile, '12a456'), { lang: 'en' })).body).toEqual(
      apiError('validation_failed', 'Please check what you entered.', { code: ['The code has 6 digits'] }),
    );
    expect(await stored(mobile)).toBeUndefined();
  });

  it('refuses a wrong code (400 on code, nothing created), then takes the right one with spaces typed in it', async () => {
    const mobile = uniqueMobile();
    const code = await codeFor(database.db, 'signup', mobile);
    const wrong = await post(signupRoute, body(mobile, otherThan(code)));
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual(apiError('validation_failed', VALIDATION, { code: ['验证码不正确'] }));
    expect(wrong.cookies).toEqual([]);
    expect(await stored(mobile)).toBeUndefined();

    const before = Date.now();
    const right = await post(signupRoute, body(mobile, `${code.slice(0, 3)} ${code.slice(3)}`));
    expect(right.status).toBe(201);
    const row = await stored(mobile);
    expect(right.body).toEqual({ user: { id: row!.id, kind: 'member', name: '新会员', login: `${mobile.slice(0, 3)}****${mobile.slice(7)}`, verified: true } });
    expect(row!.loginVerifiedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const me = await get(meRoute, { cookie: cookieOf(right) });
    expect(me.body).toMatchObject({ user: { id: row!.id, verified: true } });
  });

  it('refuses a code sent for another purpose, and one already used', async () => {
    const email = uniqueEmail('purpose');
    await buildUser(database.db, { login: email });
    const resetCode = await codeFor(database.db, 'reset', email);
    const signup = await post(signupRoute, body(email, resetCode));
    expect(signup.body).toEqual(apiError('validation_failed', VALIDATION, { code: ['验证码已失效，请重新获取'] }));

    const fresh = uniqueEmail('used');
    const code = await codeFor(database.db, 'signup', fresh);
    expect((await post(signupRoute, body(fresh, code))).status).toBe(201);
    const reused = await post(signupRoute, { ...body(fresh, code), name: '第二次' });
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual(apiError('validation_failed', VALIDATION, { code: ['验证码已失效，请重新获取'] }));
  });

  it('says a login is taken only once its code is proven', async () => {
    const taken = await buildUser(database.db, { login: uniqueMobile() });
    const guessed = await post(signupRoute, body(taken.login, '000000'));
    expect(guessed.status).toBe(400);
    expect(guessed.body).toMatchObject({ error: { fields: { code: [expect.any(String)] } } });

    const code = await codeFor(database.db, 'signup', taken.login);
    const proven = await post(signupRoute, body(taken.login, code));
    expect(proven.status).toBe(409);
    expect(proven.body).toEqual(apiError('conflict', '该手机号或邮箱已注册，请直接登录', { login: ['该手机号或邮箱已注册，请直接登录'] }));
  });

  it('keeps the code for a common password refused first', async () => {
    const mobile = uniqueMobile();
    const code = await codeFor(database.db, 'signup', mobile);
    const common = await post(signupRoute, { ...body(mobile, code), password: 'password1' });
    expect(common.status).toBe(400);
    expect(common.body).toMatchObject({ error: { fields: { password: [expect.any(String)] } } });
    expect((await post(signupRoute, body(mobile, code))).status).toBe(201);
  });
});

describe('POST /api/auth/password-reset', () => {
  const reset = (login: string, code: string, newPassword = GOOD_PASSWORD, ip = freshIp()) =>
    post(passwordResetRoute, { login, code, newPassword }, { ip });

  it('stores the new password, ends EVERY session of the account, and marks the login verified', async () => {
    const member = await buildUser(database.db, { login: uniqueMobile() });
    const phone = cookieOf(await post(loginRoute, { login: member.login, password: PASSWORD }));
    await post(loginRoute, { login: member.login, password: PASSWORD, remember: true });
    expect(await sessionsOf(database.db, member.id)).toHaveLength(2);

    const code = await codeFor(database.db, 'reset', member.login);
    const answer = await reset(member.login, code);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ reset: true });
    expect(answer.cookies).toEqual([]);

    expect(await sessionsOf(database.db, member.id)).toEqual([]);
    expect((await get(meRoute, { cookie: phone })).body).toEqual({ user: null });
    expect((await post(loginRoute, { login: member.login, password: PASSWORD })).status).toBe(401);
    const relogin = await post(loginRoute, { login: member.login, password: GOOD_PASSWORD });
    expect(relogin.status).toBe(200);
    expect(relogin.body).toMatchObject({ user: { verified: true } });
    expect((await userRow(database.db, member.id)).loginVerifiedAt).toBeInstanceOf(Date);
    // The code is spent.
    expect((await reset(member.login, code, 'Another-Password-88')).status).toBe(400);
  });

  it('answers a wrong code the same whether or not an account has the login', async () => {
    const member = await buildUser(database.db, { login: uniqueEmail('wrong') });
    const nobody = uniqueEmail('nobody');
    const code = await codeFor(database.db, 'reset', member.login);
    expect((await post(codesRoute, { purpose: 'reset', login: nobody })).status).toBe(202);

    const withAccount = await reset(member.login, otherThan(code));
    const without = await reset(nobody, otherThan(code));
    const neverAsked = await reset(uniqueEmail('never'), code);
    expect(withAccount.status).toBe(400);
    expect(withAccount.body).toEqual(apiError('validation_failed', VALIDATION, { code: ['验证码不正确'] }));
    expect(without).toEqual(withAccount);
    expect(neverAsked.status).toBe(400);
    expect(neverAsked.body).toEqual(apiError('validation_failed', VALIDATION, { code: ['验证码已失效，请重新获取'] }));
    expect((await userRow(database.db, member.id)).passwordHash).toBe(member.passwordHash);
  });

  it('answers a right code for a login nobody has (it was never sent: guessed) as a wrong one', async () => {
    const nobody = uniqueMobile();
    const code = '246810';
    await requestCode(database.db, { purpose: 'reset', recipient: nobody, locale: 'zh-CN' }, new Date(), code);
    expect(await messagesTo(nobody)).toEqual([]);
    const answer = await reset(nobody, code);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(apiError('validation_failed', VALIDATION, { code: ['验证码不正确'] }));
  });

  it('refuses a disabled account like a login nobody has', async () => {
    const member = await buildUser(database.db, { login: uniqueMobile() });
    const code = await codeFor(database.db, 'reset', member.login);
    await setUserDisabled(database.db, member.id, true);
    const answer = await reset(member.login, code);
    expect(answer.body).toEqual(apiError('validation_failed', VALIDATION, { code: ['验证码不正确'] }));
  });

  it('refuses a common new password, or the login as password, without using the code up', async () => {
    const member = await buildUser(database.db, { login: uniqueMobile() });
    const code = await codeFor(database.db, 'reset', member.login);
    const common = await reset(member.login, code, '88888888');
    expect(common.body).toEqual(apiError('validation_failed', VALIDATION, { newPassword: ['这个密码过于常见，很容易被猜中，请换一个'] }));
    const same = await reset(member.login, code, member.login);
    expect(same.body).toEqual(apiError('validation_failed', VALIDATION, { newPassword: ['密码不能与手机号或邮箱相同'] }));
    expect((await reset(member.login, code)).status).toBe(200);
  });

  it('tells a user-name login to ask an admin', async () => {
    const answer = await reset('admin.reset', '123456');
    expect(answer.body).toEqual(apiError('validation_failed', VALIDATION, { login: ['用户名账号无法接收验证码，请联系管理员重置密码'] }));
  });

  it('counts wrong codes as wrong passwords: after five from one address the account is locked there', async () => {
    const member = await buildUser(database.db, { login: uniqueMobile() });
    const ip = freshIp();
    const code = await codeFor(database.db, 'reset', member.login);
    for (let attempt = 1; attempt <= 4; attempt += 1) expect((await reset(member.login, otherThan(code), GOOD_PASSWORD, ip)).status).toBe(400);
    // The fifth failure is a wrong password at login: the login says at once that it is locked now.
    expect((await post(loginRoute, { login: member.login, password: 'Not-The-Password-1' }, { ip })).status).toBe(429);
    const locked = await reset(member.login, code, GOOD_PASSWORD, ip);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual(apiError('rate_limited', '登录失败次数过多，为保护账号安全，请 15 分钟后再试'));
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    // From elsewhere the right code still works (the code took four wrong tries, not five).
    expect((await reset(member.login, code)).status).toBe(200);
  });
});

describe('POST /api/auth/verify', () => {
  it('proves the logged-in account\'s login: /me says verified, and the row has the time', async () => {
    const member = await buildUser(database.db, { login: uniqueEmail('verify') });
    const cookie = cookieOf(await post(loginRoute, { login: member.login, password: PASSWORD }));
    expect((await get(meRoute, { cookie })).body).toMatchObject({ user: { id: member.id, verified: false } });

    expect((await post(codesRoute, { purpose: 'verify' }, { cookie })).status).toBe(202);
    const code = (await codeSentTo(database.db, member.login))!;
    const wrong = await post(verifyRoute, { code: otherThan(code) }, { cookie });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual(apiError('validation_failed', VALIDATION, { code: ['验证码不正确'] }));
    expect((await userRow(database.db, member.id)).loginVerifiedAt).toBeNull();

    const right = await post(verifyRoute, { code }, { cookie });
    expect(right.status).toBe(200);
    expect(right.body).toEqual({ user: { id: member.id, kind: 'member', name: member.name, login: `${member.login.slice(0, 2)}***@example.com`, verified: true } });
    expect((await get(meRoute, { cookie })).body).toMatchObject({ user: { id: member.id, verified: true } });
    expect((await userRow(database.db, member.id)).loginVerifiedAt).toBeInstanceOf(Date);
  });

  it('refuses a code sent to someone else, and answers 401 without a session', async () => {
    const member = await buildUser(database.db, { login: uniqueMobile() });
    const other = await buildUser(database.db, { login: uniqueMobile() });
    const otherCode = await sendAt(other.login, new Date(), 'verify');
    const cookie = cookieOf(await post(loginRoute, { login: member.login, password: PASSWORD }));
    const answer = await post(verifyRoute, { code: otherCode }, { cookie });
    expect(answer.status).toBe(400);
    expect((await userRow(database.db, member.id)).loginVerifiedAt).toBeNull();

    const anonymous = await post(verifyRoute, { code: otherCode });
    expect(anonymous.status).toBe(401);
  });
});
