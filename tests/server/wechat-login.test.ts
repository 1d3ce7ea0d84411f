import { eq } from 'drizzle-orm';
import codesRoute from '@/pages/api/auth/codes';
import callbackRoute from '@/pages/api/auth/wechat/callback';
import completeRoute from '@/pages/api/auth/wechat/complete';
import startRoute from '@/pages/api/auth/wechat/start';
import unlinkRoute from '@/pages/api/auth/wechat/unlink';
import { issueSession } from '@/server/auth/sessions';
import { setUserKind } from '@/server/auth/users';
import { useDatabase } from '@/server/db';
import type { Database } from '@/server/db/client';
import { wechatAuthorisations, wechatIdentities } from '@/server/db/schema';
import { env } from '@/server/kernel/env';
import { siteConfigFrom } from '@/server/kernel/site-config';
import { appForBrowser, nicknameOf } from '@/server/wechat/oauth';
import { linkWechat } from '@/server/accounts/wechat-identities';
import { BROWSER_SESSION_COOKIE, apiError, buildUser, codeFor, freshIp, sessionRowOf, uniqueEmail, uniqueMobile, userRow } from './auth-support';
import { callApi, cookiePair, type ApiAnswer } from './support/api';
import { freshDatabase } from './support/db';
import { createLogger, setLogger } from '@/server/kernel/log';
import { startFakeWechat, type FakeWechat } from './support/fake-wechat';

/**
 * WeChat login (issue 24, point 2) through its routes, against the stand-in
 * for WeChat (e2e/support/fake-wechat-api.mjs): the one-time state bound to
 * the browser, the code exchange and WeChat's errors, a first login's mobile
 * step that makes or links a member, staff and exhibitors refused, linking and
 * unlinking on /account, and the unionid shared by the two apps.
 */

const MP_APP = 'wx0000000000mp0001';
const WEB_APP = 'wx000000000web0001';
const WECHAT_UA = 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Mobile Safari/537.36 MicroMessenger/8.0.47.2560 WeChat/arm64';
const CALLBACK = 'http://localhost:3000/api/auth/wechat/callback';

let database: Database;
let wechat: FakeWechat;

beforeAll(async () => {
  setLogger(createLogger(undefined, 'silent'));
  wechat = await startFakeWechat(MP_APP, 'mp-secret', 0, { appId: WEB_APP, appSecret: 'web-secret' });
  // Before anything reads the environment: env() keeps what it read first.
  Object.assign(process.env, {
    WECHAT_APP_ID: MP_APP,
    WECHAT_APP_SECRET: 'mp-secret',
    WECHAT_OPEN_APP_ID: WEB_APP,
    WECHAT_OPEN_APP_SECRET: 'web-secret',
    WECHAT_API_BASE: wechat.base,
    WECHAT_OPEN_BASE: wechat.base,
    SITE_URL: 'http://localhost:3000',
  });
  database = await freshDatabase();
  useDatabase(database);
}, 30_000);
afterAll(async () => {
  await wechat.close();
  await database.close();
});

/** A browser: its cookies (name → value) and user agent; every request from an address of its own. */
class Browser {
  cookies = new Map<string, string>();
  constructor(readonly userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0') {}
  get header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  keep(answer: ApiAnswer): ApiAnswer {
    for (const setCookie of answer.cookies) {
      const [name, value] = cookiePair(setCookie).split('=') as [string, string];
      if (/Max-Age=0/.test(setCookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return answer;
  }
  async call(route: Parameters<typeof callApi>[0], call: Parameters<typeof callApi>[1]): Promise<ApiAnswer> {
    const headers = { 'user-agent': this.userAgent, ...(this.cookies.size ? { cookie: this.header } : {}), ...call?.headers };
    return this.keep(await callApi(route, { ip: freshIp(), ...call, headers }));
  }
}

/** POST /api/auth/wechat/start: WeChat's page to go to, and its state. */
async function start(browser: Browser, body: Record<string, unknown> = { intent: 'login', redirect: '/pay-news' }) {
  const answer = await browser.call(startRoute, { method: 'POST', body });
  expect(answer.status).toBe(200);
  const url = new URL((answer.body as { url: string }).url);
  return { answer, url, state: url.searchParams.get('state') ?? '' };
}

/** WeChat sends the browser back: GET the callback with these parameters; the answer's Location. */
async function callback(browser: Browser, query: Record<string, string>) {
  const answer = await browser.call(callbackRoute, { method: 'GET', query });
  expect(answer.status).toBe(302);
  return { answer, location: String(answer.headers.location) };
}

/** A whole authorisation by person `n` in `browser` (through the app its user agent gets): where the callback sends it. */
async function authorise(browser: Browser, n: number, body?: Record<string, unknown>) {
  const { url, state } = await start(browser, body);
  return callback(browser, { code: wechat.codeFor(url.searchParams.get('appid')!, n), state });
}

/** The mobile step after a first login: asks for the code and sends it with the number. */
async function completeWith(browser: Browser, mobile: string, overrides: Record<string, unknown> = {}) {
  const code = await codeFor(database.db, 'wechat', mobile);
  return browser.call(completeRoute, { method: 'POST', body: { mobile, code, consent: true, ...overrides } });
}

const identitiesOf = (userId: number) => database.db.select().from(wechatIdentities).where(eq(wechatIdentities.userId, userId));

/** A logged-in browser of an account (its session cookie). */
async function loggedIn(user: { id: number; kind: 'member' | 'exhibitor' | 'editor' | 'admin' }, userAgent?: string): Promise<Browser> {
  const browser = new Browser(userAgent);
  const session = await issueSession(database.db, user, { persistent: false });
  browser.cookies.set('tmz_session', session.token);
  return browser;
}

describe('what WeChat says of a person', () => {
  it('keeps a nickname that can be stored and shown: no control characters or lone surrogates, 40 characters at most', () => {
    expect(nicknameOf(' 小\u0000王\u0007 ')).toBe('小王');
    expect(nicknameOf('a\uD800b')).toBe('ab');
    expect(nicknameOf('😀'.repeat(50))).toBe('😀'.repeat(40));
    expect(nicknameOf(42)).toBe('');
  });
});

describe('starting', () => {
  it('sends a computer to the website application\'s QR code with a one-time state bound to the browser by an HttpOnly cookie', async () => {
    const browser = new Browser();
    const { answer, url, state } = await start(browser);
    expect(`${url.origin}${url.pathname}`).toBe(`${wechat.base}/connect/qrconnect`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ appid: WEB_APP, redirect_uri: CALLBACK, response_type: 'code', scope: 'snsapi_login', state });
    expect(url.hash).toBe('#wechat_redirect');
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(answer.cookies).toEqual([expect.stringMatching(/^tmz_wechat=[A-Za-z0-9_-]{43}; Max-Age=600; Path=\/; HttpOnly; SameSite=Lax$/)]);
    // Only hashes are stored: neither the state nor the cookie's value.
    const rows = await database.db.select().from(wechatAuthorisations);
    expect(rows.some((row) => row.stateHash === state || row.browserHash === browser.cookies.get('tmz_wechat'))).toBe(false);
  });

  it('inside WeChat uses the official account\'s authorisation (snsapi_userinfo)', async () => {
    const { url } = await start(new Browser(WECHAT_UA));
    expect(`${url.origin}${url.pathname}`).toBe(`${wechat.base}/connect/oauth2/authorize`);
    expect(url.searchParams.get('appid')).toBe(MP_APP);
    expect(url.searchParams.get('scope')).toBe('snsapi_userinfo');
    expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK);
  });

  it('is off where no app is configured for the browser, and shows nothing without either', () => {
    const only = (values: Record<string, string>) => env({ NODE_ENV: 'production', ...values });
    expect(appForBrowser(false, only({ WECHAT_APP_ID: MP_APP, WECHAT_APP_SECRET: 's' }))).toBeNull();
    expect(appForBrowser(true, only({ WECHAT_OPEN_APP_ID: WEB_APP, WECHAT_OPEN_APP_SECRET: 's' }))).toBeNull();
    expect(appForBrowser(false, only({ WECHAT_OPEN_APP_ID: WEB_APP, WECHAT_OPEN_APP_SECRET: 's' }))).toMatchObject({ kind: 'web', openBase: 'https://open.weixin.qq.com' });
    expect(siteConfigFrom(only({})).wechatLogin).toEqual({ web: false, inWechat: false });
    expect(() => only({ WECHAT_OPEN_APP_ID: WEB_APP })).toThrow(/WECHAT_OPEN_APP_SECRET: is required/);
  });
});

describe('the state', () => {
  it('is refused, with a page that says so, when missing, unknown, of another browser, used or expired', async () => {
    const refused = '/login/wechat?error=state';
    const browser = new Browser();
    expect((await callback(browser, { code: 'whatever' })).location).toBe(refused);
    expect((await callback(browser, { code: 'whatever', state: 'never-issued' })).location).toBe(refused);

    // Another browser (no cookie, or its own) holding this browser's state: refused, and the state is spent.
    const { state } = await start(browser);
    const code = wechat.codeFor(WEB_APP, wechat.newPerson());
    const thief = new Browser();
    await start(thief);
    expect((await callback(thief, { code, state })).location).toBe(refused);
    expect((await callback(browser, { code, state })).location).toBe(refused);

    // Used once: the second time is refused.
    const second = await start(browser);
    const person = wechat.newPerson();
    expect((await callback(browser, { code: wechat.codeFor(WEB_APP, person), state: second.state })).location).toBe('/login/wechat');
    expect((await callback(browser, { code: wechat.codeFor(WEB_APP, person), state: second.state })).location).toBe(refused);

    // Ten minutes old: refused.
    const late = await start(browser);
    await database.db.update(wechatAuthorisations).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await callback(browser, { code: wechat.codeFor(WEB_APP, person), state: late.state })).location).toBe(refused);
  });

  it('answers in English on the English page it came from', async () => {
    const browser = new Browser();
    await database.db.update(wechatAuthorisations).set({ expiresAt: new Date(Date.now() + 600_000) });
    const { state } = await start(browser, { intent: 'login', redirect: '/en/pay-news', locale: 'en' });
    expect((await callback(new Browser(), { code: 'x', state })).location).toBe('/login/wechat?error=state');
    const again = await start(browser, { intent: 'login', redirect: '/en/pay-news', locale: 'en' });
    wechat.denyNext();
    expect((await callback(browser, { state: again.state })).location).toBe('/en/login/wechat?error=denied');
  });
});

describe('the code exchange', () => {
  it('turns WeChat\'s refusals into pages that say what happened, never a 500', async () => {
    const browser = new Browser();
    const person = wechat.newPerson();
    const cases: [() => void, string, string?][] = [
      [() => undefined, 'code', 'not-a-code-wechat-gave'],
      [() => wechat.failNext('oauth', 40029), 'code'],
      [() => wechat.failNext('oauth', 45009), 'unavailable'],
      [() => wechat.failNext('userinfo', 45009), 'unavailable'],
      [() => wechat.failNext('oauth', -1), 'unavailable'],
    ];
    for (const [arrange, problem, code] of cases) {
      arrange();
      const { state } = await start(browser);
      const { location } = await callback(browser, { code: code ?? wechat.codeFor(WEB_APP, person), state });
      expect(location).toBe(`/login/wechat?error=${problem}`);
    }
    // A code WeChat gave once is no good the second time (40163).
    const code = wechat.codeFor(WEB_APP, person);
    const first = await start(browser);
    expect((await callback(browser, { code, state: first.state })).location).toBe('/login/wechat');
    const second = await start(browser);
    expect((await callback(browser, { code, state: second.state })).location).toBe('/login/wechat?error=code');
  });
});

describe('a first login', () => {
  it('asks for the mobile number, and with its SMS code makes a verified member account logged in', async () => {
    const browser = new Browser();
    const person = wechat.newPerson();
    const { location, answer } = await authorise(browser, person);
    expect(location).toBe('/login/wechat');
    expect(answer.cookies).toEqual([expect.stringMatching(/^tmz_wechat_pending=[A-Za-z0-9_-]{43}; Max-Age=600; Path=\/; HttpOnly; SameSite=Lax$/)]);

    const mobile = uniqueMobile();
    const wrong = await browser.call(completeRoute, { method: 'POST', body: { mobile, code: '000000', consent: true } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual(apiError('validation_failed', '请检查填写的内容。', { code: ['验证码已失效，请重新获取'] }));

    const done = await completeWith(browser, mobile);
    expect(done.status).toBe(201);
    expect(done.body).toEqual({ user: expect.objectContaining({ kind: 'member', name: `微信用户${person}`, login: `${mobile.slice(0, 3)}****${mobile.slice(-4)}`, verified: true }), redirect: '/pay-news' });
    const session = done.cookies.find((cookie) => cookie.startsWith('tmz_session='));
    expect(session).toMatch(BROWSER_SESSION_COOKIE);
    expect(done.cookies.some((cookie) => /^tmz_wechat_pending=; Max-Age=0/.test(cookie))).toBe(true);
    const row = await sessionRowOf(database.db, cookiePair(session));
    const user = await userRow(database.db, row!.userId);
    expect(user).toMatchObject({ login: mobile, kind: 'member' });
    expect(user.loginVerifiedAt).not.toBeNull();
    expect(await identitiesOf(user.id)).toEqual([expect.objectContaining({ appId: WEB_APP, ...{ openId: wechat.person(person, WEB_APP).openId, unionId: `union_person${person}` } })]);

    // The mobile step is done: once only.
    expect((await completeWith(browser, mobile)).body).toEqual(apiError('bad_request', '这次微信登录已超时，请重新点击“微信登录”。'));

    // The next time, WeChat alone logs in, where the login started.
    const again = new Browser();
    const next = await authorise(again, person, { intent: 'login', redirect: '/publish' });
    expect(next.location).toBe('/publish');
    const cookie = next.answer.cookies.find((value) => value.startsWith('tmz_session='));
    expect(cookie).toMatch(BROWSER_SESSION_COOKIE);
    expect((await sessionRowOf(database.db, cookiePair(cookie)))!.userId).toBe(user.id);
    expect((await userRow(database.db, user.id)).lastLoginAt).not.toBeNull();
  });

  it('links the member account that has the mobile number, once the code proves it, and marks it verified', async () => {
    const mobile = uniqueMobile();
    const member = await buildUser(database.db, { kind: 'member', login: mobile, name: '会员丙' });
    const browser = new Browser();
    expect((await authorise(browser, wechat.newPerson())).location).toBe('/login/wechat');
    // Without consent and without a well-formed number: field errors, nothing done.
    const bad = await browser.call(completeRoute, { method: 'POST', body: { mobile: '12345', code: '123456' } });
    expect(bad.status).toBe(400);
    expect((bad.body as { error: { fields: Record<string, string[]> } }).error.fields).toEqual({ mobile: ['请输入手机号：中国大陆 11 位，境外号码连同国家区号（如 +852 …）'], consent: ['请阅读并同意隐私政策'] });

    const done = await completeWith(browser, mobile);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ user: { id: member.id, name: '会员丙', verified: true } });
    expect(await identitiesOf(member.id)).toHaveLength(1);
    expect((await userRow(database.db, member.id)).loginVerifiedAt).not.toBeNull();
  });

  it('refuses an editor\'s or an exhibitor\'s number, and only after the code is proven', async () => {
    for (const kind of ['editor', 'exhibitor'] as const) {
      const mobile = uniqueMobile();
      const staff = await buildUser(database.db, { kind, login: mobile, ...(kind === 'exhibitor' ? { exhibitor: { company: '某公司' } } : {}) });
      const browser = new Browser();
      await authorise(browser, wechat.newPerson());
      const guessed = await browser.call(completeRoute, { method: 'POST', body: { mobile, code: '123456', consent: true } });
      expect(guessed.status).toBe(400);
      const done = await completeWith(browser, mobile);
      expect(done.status).toBe(403);
      expect(done.body).toEqual(apiError('forbidden', '编辑、管理员和展商账号不能使用微信登录，请用账号和密码登录。'));
      expect(done.cookies).toEqual([]);
      expect(await identitiesOf(staff.id)).toEqual([]);
    }
  });

  it('is refused without the browser\'s pending cookie', async () => {
    const answer = await completeWith(new Browser(), uniqueMobile());
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(apiError('bad_request', '这次微信登录已超时，请重新点击“微信登录”。'));
  });

  it('sends the code of the mobile step only to a mobile number', async () => {
    const answer = await callApi(codesRoute, { method: 'POST', body: { purpose: 'wechat', login: uniqueEmail() }, ip: freshIp() });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(apiError('validation_failed', '请检查填写的内容。', { login: ['请输入手机号：中国大陆 11 位，境外号码连同国家区号（如 +852 …）'] }));
  });
});

describe('staff and exhibitors', () => {
  it('are not logged in by a WeChat linked before their account became staff', async () => {
    const browser = new Browser();
    const person = wechat.newPerson();
    await authorise(browser, person);
    const done = await completeWith(browser, uniqueMobile());
    const userId = (done.body as { user: { id: number } }).user.id;
    await setUserKind(database.db, userId, 'editor');
    const { location, answer } = await authorise(new Browser(), person);
    expect(location).toBe('/login/wechat?error=staff');
    expect(answer.cookies.some((cookie) => cookie.startsWith('tmz_session='))).toBe(false);
  });

  it('cannot link WeChat from /account', async () => {
    const editor = await buildUser(database.db, { kind: 'editor', login: uniqueEmail('editor') });
    const browser = await loggedIn(editor);
    const answer = await browser.call(startRoute, { method: 'POST', body: { intent: 'link' } });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual(apiError('forbidden', '编辑、管理员和展商账号不能使用微信登录，请用账号和密码登录。'));
    expect((await browser.call(unlinkRoute, { method: 'POST' })).status).toBe(403);
  });
});

describe('linking and unlinking on /account', () => {
  it('links the logged-in member\'s WeChat, and refuses a WeChat that is another member\'s', async () => {
    const member = await buildUser(database.db, { kind: 'member', login: uniqueMobile() });
    const browser = await loggedIn(member);
    const person = wechat.newPerson();
    const { location } = await authorise(browser, person, { intent: 'link', locale: 'zh-CN' });
    expect(location).toBe('/account?wechat=linked');
    expect(await identitiesOf(member.id)).toHaveLength(1);
    // WeChat now logs in to it.
    expect((await authorise(new Browser(), person)).location).toBe('/pay-news');

    const other = await buildUser(database.db, { kind: 'member', login: uniqueMobile() });
    expect((await authorise(await loggedIn(other), person, { intent: 'link' })).location).toBe('/login/wechat?error=taken');
    expect(await identitiesOf(other.id)).toEqual([]);
    // A second, different WeChat for the same member: refused too.
    expect((await authorise(browser, wechat.newPerson(), { intent: 'link' })).location).toBe('/login/wechat?error=other_wechat');
  });

  it('links one WeChat to one member when two links race (two browsers at the same moment)', async () => {
    const person = (openId: string, unionId: string | null) => ({ appId: 'wx-race', openId, unionId, nickname: '' });
    const [first, second] = [await buildUser(database.db, { kind: 'member', login: uniqueMobile() }), await buildUser(database.db, { kind: 'member', login: uniqueMobile() })];
    const link = (userId: number, who: ReturnType<typeof person>) => database.db.transaction((tx) => linkWechat(tx, userId, who));
    // One WeChat, two members: one gets it, the other is told it is taken.
    const same = person('open-race-1', 'union-race-1');
    expect((await Promise.all([link(first.id, same), link(second.id, same)])).sort()).toEqual(['linked', 'taken']);
    // Two WeChats, one member: one is linked, the other refused.
    const third = await buildUser(database.db, { kind: 'member', login: uniqueMobile() });
    expect((await Promise.all([link(third.id, person('open-race-2', null)), link(third.id, person('open-race-3', 'union-race-3'))])).sort()).toEqual(['linked', 'other_wechat']);
    expect(await identitiesOf(third.id)).toHaveLength(1);
  });

  it('needs the session of the member who started it', async () => {
    const member = await buildUser(database.db, { kind: 'member', login: uniqueMobile() });
    const browser = await loggedIn(member);
    const { url, state } = await start(browser, { intent: 'link' });
    browser.cookies.delete('tmz_session');
    const { location } = await callback(browser, { code: wechat.codeFor(url.searchParams.get('appid')!, wechat.newPerson()), state });
    expect(location).toBe('/login/wechat?error=state');
    expect(await identitiesOf(member.id)).toEqual([]);
  });

  it('unlinks only an account whose login is verified (it can always get back in with a code)', async () => {
    const unverified = await buildUser(database.db, { kind: 'member', login: uniqueEmail() });
    const browser = await loggedIn(unverified);
    await authorise(browser, wechat.newPerson(), { intent: 'link' });
    const refused = await browser.call(unlinkRoute, { method: 'POST' });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual(apiError('conflict', '请先在本页验证您的登录手机号或邮箱，再解除绑定：这样以后仍能用验证码找回密码。'));
    expect(await identitiesOf(unverified.id)).toHaveLength(1);

    const verified = await buildUser(database.db, { kind: 'member', login: uniqueMobile(), loginVerifiedAt: new Date() });
    const own = await loggedIn(verified);
    const person = wechat.newPerson();
    await authorise(own, person, { intent: 'link' });
    const done = await own.call(unlinkRoute, { method: 'POST' });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ linked: false });
    expect(await identitiesOf(verified.id)).toEqual([]);
    expect((await own.call(unlinkRoute, { method: 'POST' })).body).toEqual(apiError('conflict', '这个账号没有绑定微信。'));
    // That WeChat is a stranger again: a first login.
    expect((await authorise(new Browser(), person)).location).toBe('/login/wechat');
  });
});

describe('the two apps', () => {
  it('find the same member through the unionid: linked on a computer, logged in inside WeChat', async () => {
    const browser = new Browser();
    const person = wechat.newPerson();
    await authorise(browser, person);
    const userId = ((await completeWith(browser, uniqueMobile())).body as { user: { id: number } }).user.id;
    const inWechat = await authorise(new Browser(WECHAT_UA), person);
    expect(inWechat.location).toBe('/pay-news');
    expect((await identitiesOf(userId)).map((row) => row.appId).sort()).toEqual([MP_APP, WEB_APP].sort());
  });

  it('without a unionid, each app\'s openid is its own: the other app is a first login', async () => {
    wechat.unionIds = false;
    try {
      const browser = new Browser();
      const person = wechat.newPerson();
      await authorise(browser, person);
      await completeWith(browser, uniqueMobile());
      expect((await authorise(new Browser(WECHAT_UA), person)).location).toBe('/login/wechat');
    } finally {
      wechat.unionIds = true;
    }
  });
});

describe('limits', () => {
  it('stops WeChat\'s callbacks from one address after 60 in 10 minutes', async () => {
    const ip = freshIp();
    const browser = new Browser();
    const locations: string[] = [];
    for (let i = 0; i < 61; i += 1) {
      const answer = await callApi(callbackRoute, { method: 'GET', query: { state: 'x' }, ip, headers: { cookie: browser.header } });
      locations.push(String(answer.headers.location));
    }
    expect(locations.slice(0, 60).every((location) => location === '/login/wechat?error=state')).toBe(true);
    expect(locations[60]).toBe('/login/wechat?error=busy');
  });
});
