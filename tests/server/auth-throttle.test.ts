import { createHash } from 'node:crypto';
import { eq, like, or } from 'drizzle-orm';
import loginRoute from '@/pages/api/auth/login';
import passwordRoute from '@/pages/api/auth/password';
import { issueSession } from '@/server/auth/sessions';
import { LIMITS, addressKey, createThrottle, throttle } from '@/server/auth/throttle';
import { useDatabase } from '@/server/db';
import type { Database } from '@/server/db/client';
import { rateLimits } from '@/server/db/schema';
import { PASSWORD, apiError, buildUser, freshIp, onlyCookie, post, uniqueEmail, uniqueMobile, type BuiltUser } from './auth-support';
import { freshDatabase } from './support/db';

let database: Database;
let member: BuiltUser;
let other: BuiltUser;

beforeAll(async () => {
  database = await freshDatabase();
  useDatabase(database);
  [member, other] = await Promise.all([
    buildUser(database.db, { login: uniqueMobile(), name: '会员' }),
    buildUser(database.db, { login: uniqueEmail('other'), name: '另一位' }),
  ]);
}, 30_000);
afterAll(() => database.close());

const LOCKED_ZH = '登录失败次数过多，为保护账号安全，请 15 分钟后再试';
const LOCKED_EN = 'Too many failed logins. To protect the account, try again in 15 minutes';

function failLogin(login: string, ip: string, extra: Record<string, string> = {}) {
  return post(loginRoute, { login, password: 'Wrong-Password-0' }, { ip, headers: extra });
}

function rightLogin(user: BuiltUser, ip: string, lang?: string) {
  return post(loginRoute, { login: user.login, password: user.password }, { ip, lang });
}

/** A 429 of the login lock; Retry-After is what is left of the 15 minutes that began `windowStartedMs` ago. */
function expectLocked(answer: Awaited<ReturnType<typeof post>>, message = LOCKED_ZH, windowStartedMs = 0) {
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual(apiError('rate_limited', message));
  expect(answer.cookies).toEqual([]);
  const retryAfter = Number(answer.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(899 - Math.ceil(windowStartedMs / 1000));
  expect(retryAfter).toBeLessThanOrEqual(900);
}

/** Ends the throttle's windows of one address (as if its 15 minutes had passed): the rows' expiry moves into the past. */
async function windowPasses(ip: string) {
  const moved = await database.db
    .update(rateLimits)
    .set({ expire: new Date(Date.now() - 1_000) })
    .where(or(like(rateLimits.key, `loginPerAccountAndIp:${ip}|%`), eq(rateLimits.key, `loginPerIp:${ip}`)))
    .returning({ key: rateLimits.key });
  expect(moved.length).toBeGreaterThan(0);
}

describe('login throttle (database store)', () => {
  it('locks an account at one address after 5 failures: the 5th answers 429 with Retry-After 900, even the right password then; not elsewhere', async () => {
    const ip = freshIp();
    for (const left of [4, 3, 2, 1]) {
      const answer = await failLogin(member.login, ip);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual(apiError('unauthorized', `账号或密码不正确，还可尝试 ${left} 次`));
    }
    expectLocked(await failLogin(member.login, ip));
    expectLocked(await failLogin(member.login, ip));
    expectLocked(await rightLogin(member, ip));
    expectLocked(await rightLogin(member, ip, 'en'), LOCKED_EN);
    // the same account written differently is the same account
    expectLocked(await post(loginRoute, { login: `+86 ${member.login}`, password: PASSWORD }, { ip }));
    // X-Forwarded-For is ignored without TRUST_PROXY: it cannot be used to dodge the lock
    expectLocked(await failLogin(member.login, ip, { 'x-forwarded-for': '203.0.113.77' }));

    // the same account from another address, and another account from this one, are not locked
    const elsewhere = await rightLogin(member, freshIp());
    expect(elsewhere.status).toBe(200);
    expect(onlyCookie(elsewhere)).toMatch(/^tmz_session=/);
    expect((await rightLogin(other, ip)).status).toBe(200);
  });

  it('lets the right password in again once the 15-minute window has passed, with a fresh count', async () => {
    const ip = freshIp();
    for (let n = 0; n < 5; n += 1) await failLogin(member.login, ip);
    expectLocked(await rightLogin(member, ip));

    await windowPasses(ip);
    const answer = await rightLogin(member, ip);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ user: { id: member.id } });
    expect((await failLogin(member.login, ip)).body).toEqual(apiError('unauthorized', '账号或密码不正确，还可尝试 4 次'));
  });

  it('resets the count of an account at an address on a successful login', async () => {
    const ip = freshIp();
    for (let n = 0; n < 4; n += 1) await failLogin(member.login, ip);
    expect((await rightLogin(member, ip)).status).toBe(200);
    for (const left of [4, 3, 2, 1]) {
      expect((await failLogin(member.login, ip)).body).toEqual(apiError('unauthorized', `账号或密码不正确，还可尝试 ${left} 次`));
    }
    expectLocked(await failLogin(member.login, ip));
  });

  it('stops one address after 30 failures across different accounts, whatever the account; other addresses go on', async () => {
    const ip = freshIp();
    const started = Date.now();
    // failures 1–5 through the route, 6–28 straight into the same counters (a route failure costs a scrypt hash)…
    for (let n = 1; n <= 5; n += 1) {
      expect((await failLogin(uniqueEmail('stuffing'), ip)).status).toBe(401);
    }
    const limiter = await throttle();
    for (let n = 6; n <= 28; n += 1) {
      // attempts left: the account's 4, or fewer once the address has fewer
      expect(await limiter.loginAttempt(ip, uniqueEmail('stuffing'))).toEqual({ locked: false, remaining: Math.min(4, 30 - n), windowEndsInMs: expect.any(Number) });
    }
    const [row] = await database.db.select().from(rateLimits).where(eq(rateLimits.key, `loginPerIp:${ip}`));
    expect(row?.points).toBe(28);
    // …the 29th through the route is still an ordinary failure (one left for this address), the 30th locks the address for every account
    expect((await failLogin(uniqueEmail('stuffing'), ip)).body).toEqual(apiError('unauthorized', '账号或密码不正确，还可尝试 1 次'));
    expect(LIMITS.loginPerIp.points).toBe(30);
    expectLocked(await failLogin(uniqueEmail('stuffing'), ip), LOCKED_ZH, Date.now() - started);
    expectLocked(await rightLogin(other, ip), LOCKED_ZH, Date.now() - started);
    expect((await rightLogin(other, freshIp())).status).toBe(200);

    await windowPasses(ip);
    expect((await rightLogin(other, ip)).status).toBe(200);
  });

  it('checks at most 5 passwords of a burst of simultaneous attempts: the rest are turned away uncounted against the password', async () => {
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: 9 }, () => failLogin(member.login, ip)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429, 429, 429, 429]);
    expect((await rightLogin(member, ip)).status).toBe(429);
  });

  it('keeps logins out of the rate_limits table: keys name the address and a hash of the login', async () => {
    const ip = freshIp();
    await failLogin(member.login, ip);
    const rows = await database.db.select().from(rateLimits).where(or(like(rateLimits.key, `%${ip}|%`), eq(rateLimits.key, `loginPerIp:${ip}`)));
    const loginHash = createHash('sha256').update(member.login).digest('base64url').slice(0, 22);
    expect(rows.map((row) => [row.key, row.points]).sort()).toEqual([
      [`loginPerAccountAndIp:${ip}|${loginHash}`, 1],
      [`loginPerIp:${ip}`, 1],
    ]);
    const all = await database.db.select({ key: rateLimits.key }).from(rateLimits);
    for (const { key } of all) {
      expect(key).not.toContain(member.login);
      expect(key).not.toContain(other.login);
    }
  });

  it('counts wrong current passwords of a password change toward the same lock', async () => {
    const ip = freshIp();
    const { token } = await issueSession(database.db, other, { persistent: false, ip });
    const change = (currentPassword: string) =>
      post(passwordRoute, { currentPassword, newPassword: 'Brand-New-Secret-9' }, { ip, cookie: `tmz_session=${token}` });
    for (let n = 0; n < 4; n += 1) {
      const answer = await change(`Wrong-Current-${n}`);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(apiError('validation_failed', '请检查填写的内容。', { currentPassword: ['当前密码不正确'] }));
    }
    expectLocked(await change('Wrong-Current-4'));
    // locked: even the right current password is refused, and so is a login at that address
    expectLocked(await change(other.password));
    expectLocked(await rightLogin(other, ip));
  });
});

describe('createThrottle (memory store, fake clock)', () => {
  const START = new Date('2026-03-02T08:00:00Z');

  beforeEach(() => {
    jest.useFakeTimers({ now: START });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  const allowed = (remaining: number, windowEndsInMs = 900_000) => ({ locked: false, remaining, windowEndsInMs });
  const locked = (retryAfterMs: number) => ({ locked: true, retryAfterMs });

  it('allows 5 attempts of an account at an address, counted before the password is checked, then locks it until 15 minutes after the first', async () => {
    const throttle = createThrottle('memory');
    for (const remaining of [4, 3, 2, 1, 0]) {
      expect(await throttle.loginAttempt('192.0.2.1', 'a@example.com')).toEqual(allowed(remaining));
    }
    expect(await throttle.loginAttempt('192.0.2.1', 'a@example.com')).toEqual(locked(900_000));
    expect(await throttle.loginAttempt('192.0.2.2', 'a@example.com')).toEqual(allowed(4));
    expect(await throttle.loginAttempt('192.0.2.1', 'b@example.com')).toEqual(allowed(4));

    jest.advanceTimersByTime(600_000);
    expect(await throttle.loginAttempt('192.0.2.1', 'a@example.com')).toEqual(locked(300_000));
    jest.advanceTimersByTime(299_000);
    expect(await throttle.loginAttempt('192.0.2.1', 'a@example.com')).toEqual(locked(1_000));
    jest.advanceTimersByTime(1_000);
    expect(await throttle.loginAttempt('192.0.2.1', 'a@example.com')).toEqual(allowed(4));
  });

  it('counts attempts in a window that starts with the first one (not sliding)', async () => {
    const throttle = createThrottle('memory');
    await throttle.loginAttempt('192.0.2.3', 'c@example.com');
    jest.advanceTimersByTime(14 * 60_000);
    for (let n = 0; n < 3; n += 1) await throttle.loginAttempt('192.0.2.3', 'c@example.com');
    jest.advanceTimersByTime(60_000);
    // the first window has ended: the count starts again
    expect(await throttle.loginAttempt('192.0.2.3', 'c@example.com')).toEqual(allowed(4));
  });

  it('forgets the account’s attempts on success and gives the address its attempt back, keeping its failures', async () => {
    const throttle = createThrottle('memory');
    for (let n = 0; n < 29; n += 1) await throttle.loginAttempt('192.0.2.4', `user${n}@example.com`);
    await throttle.loginSucceeded('192.0.2.4', 'user0@example.com');
    // the address: 28 failures; user0: none
    expect(await throttle.loginAttempt('192.0.2.4', 'user0@example.com')).toEqual(allowed(1));
    expect(await throttle.loginAttempt('192.0.2.4', 'someone-else@example.com')).toEqual(allowed(0));
    expect(await throttle.loginAttempt('192.0.2.4', 'third@example.com')).toEqual(locked(900_000));
    jest.advanceTimersByTime(900_000);
    expect(await throttle.loginAttempt('192.0.2.4', 'third@example.com')).toEqual(allowed(4));
  });

  it('counts an IPv6 client by its /64 network', async () => {
    const throttle = createThrottle('memory');
    for (let n = 1; n <= 5; n += 1) await throttle.loginAttempt(`2001:db8:1:2::${n.toString(16)}`, 'd@example.com');
    expect(await throttle.loginAttempt('2001:db8:1:2:ffff::9', 'd@example.com')).toEqual(locked(900_000));
    expect(await throttle.loginAttempt('2001:db8:1:3::1', 'd@example.com')).toEqual(allowed(4));
  });

  it('allows 20 sign-ups an hour per address', async () => {
    const throttle = createThrottle('memory');
    for (let n = 0; n < 20; n += 1) expect(await throttle.signupWait('192.0.2.5')).toBeNull();
    expect(await throttle.signupWait('192.0.2.5')).toBe(3_600_000);
    expect(await throttle.signupWait('192.0.2.6')).toBeNull();
    jest.advanceTimersByTime(1_800_000);
    expect(await throttle.signupWait('192.0.2.5')).toBe(1_800_000);
    jest.advanceTimersByTime(1_800_000);
    expect(await throttle.signupWait('192.0.2.5')).toBeNull();
  });
});

describe('addressKey', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['not an address', 'not an address'],
  ])('%s → %s', (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });
});
