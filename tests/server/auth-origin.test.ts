import type { NextApiRequest } from 'next';
import loginRoute from '@/pages/api/auth/login';
import logoutAllRoute from '@/pages/api/auth/logout-all';
import logoutRoute from '@/pages/api/auth/logout';
import meRoute from '@/pages/api/auth/me';
import passwordRoute from '@/pages/api/auth/password';
import signupRoute from '@/pages/api/auth/signup';
import { originAllowed } from '@/server/http/handler';
import { clientAddress } from '@/server/auth/client-address';
import { clearSessionCookie, readSessionCookie, sessionCookieName, setSessionCookie } from '@/server/auth/session-cookie';
import { useDatabase, type Database } from '@/server/db';
import { apiError } from './auth-support';
import { freshDatabase } from './support/db';
import { callApi } from './support/api';

/**
 * Where a request comes from: the Origin/Referer check of state-changing API
 * requests, the session cookie's name on an https site, and the client address.
 * The site's address here is https://www.tmz.example; requests arrive at
 * Host localhost:3000 unless a test says otherwise. The API wrapper opens the
 * database before a handler runs: these requests get a fresh one.
 */

const SITE_URL = 'https://www.tmz.example';

let database: Database;
beforeAll(async () => {
  // read once by server/kernel/env on first use
  process.env.SITE_URL = SITE_URL;
  database = await freshDatabase();
  useDatabase(database);
});
afterAll(() => database.close());

const FORBIDDEN_ZH = apiError('forbidden', '没有权限执行此操作。');
const FORBIDDEN_EN = apiError('forbidden', 'You may not do this.');
/** What the login route answers an empty body: the request got past the Origin check. */
const PASSED_THE_CHECK = apiError('validation_failed', '请检查填写的内容。', { login: ['请输入手机号或邮箱'], password: ['请输入密码'] });

function loginFrom(headers: Record<string, string>) {
  return callApi(loginRoute, { method: 'POST', body: {}, headers });
}

describe('Origin check of state-changing requests', () => {
  it.each<[string, Record<string, string>]>([
    ['an Origin of another site', { origin: 'https://evil.example' }],
    ['an Origin of another port of the same host', { origin: 'http://localhost:3001' }],
    ['an Origin that only starts with the host', { origin: 'http://localhost:3000.evil.example' }],
    ['an Origin of the site\'s host over http (not the site\'s origin, not the Host)', { origin: 'http://www.tmz.example', host: 'app-1.internal:3000' }],
    ['a subdomain of the site', { origin: 'https://evil.tmz.example' }],
    ['Origin: null (sandboxed frame, data: URL)', { origin: 'null' }],
    ['an unreadable Origin', { origin: 'not a url' }],
    ['no Origin and a Referer from another site', { referer: 'https://evil.example/page?x=1' }],
    ['no Origin and an unreadable Referer', { referer: '::::' }],
    ['no Origin and an about:blank Referer', { referer: 'about:blank' }],
    ['Sec-Fetch-Site: cross-site without Origin', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: cross-site with a same-host Origin', { 'sec-fetch-site': 'cross-site', origin: 'http://localhost:3000' }],
    ['a foreign Origin even with a same-host Referer', { origin: 'https://evil.example', referer: 'http://localhost:3000/login' }],
  ])('refuses a POST to /api/auth/login with %s: 403 forbidden', async (_case, headers) => {
    const answer = await loginFrom(headers);
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual(FORBIDDEN_ZH);
    expect(answer.cookies).toEqual([]);
  });

  it('answers the refusal in English when asked', async () => {
    const answer = await loginFrom({ origin: 'https://evil.example', 'accept-language': 'en-US,en;q=0.8' });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual(FORBIDDEN_EN);
  });

  it.each<[string, Record<string, string>]>([
    ['the Host the request came to', { origin: 'http://localhost:3000' }],
    ['the Host, over https (TLS ended at a proxy)', { origin: 'https://localhost:3000' }],
    ['the site\'s own address (SITE_URL), whatever the Host', { origin: SITE_URL, host: 'app-1.internal:3000' }],
    ['no Origin and a Referer of the same host', { referer: 'http://localhost:3000/login?redirect=%2Fpublish' }],
    ['no Origin and a Referer of the site', { referer: `${SITE_URL}/en/login`, host: 'app-1.internal:3000' }],
    ['neither Origin nor Referer (not a browser)', {}],
    ['Sec-Fetch-Site: same-origin', { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:3000' }],
    ['Sec-Fetch-Site: none (typed by the user)', { 'sec-fetch-site': 'none' }],
  ])('lets a POST with %s through', async (_case, headers) => {
    const answer = await loginFrom(headers);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(PASSED_THE_CHECK);
  });

  it.each([
    ['signup', signupRoute],
    ['logout', logoutRoute],
    ['logout-all', logoutAllRoute],
    ['password', passwordRoute],
  ])('guards POST /api/auth/%s too, before reading the body or the session', async (_name, route) => {
    const cookie = `__Host-tmz_session=${'C'.repeat(43)}`;
    const answer = await callApi(route, { method: 'POST', body: {}, headers: { origin: 'https://evil.example', cookie } });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual(FORBIDDEN_ZH);
    expect(answer.cookies).toEqual([]);
  });

  it('never checks a GET', async () => {
    const answer = await callApi(meRoute, { method: 'GET', headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ user: null });
  });

  it('originAllowed compares against the given site address and the Host header', () => {
    const request = (headers: Record<string, string>) => ({ headers }) as unknown as NextApiRequest;
    expect(originAllowed(request({ host: 'a.example', origin: 'https://b.example' }), 'https://b.example/')).toBe(true);
    expect(originAllowed(request({ host: 'a.example', origin: 'https://b.example:8443' }), 'https://b.example/')).toBe(false);
    expect(originAllowed(request({ host: 'a.example', origin: 'https://a.example' }), 'https://b.example/')).toBe(true);
    expect(originAllowed(request({ host: 'a.example', referer: 'https://a.example.evil/' }), 'https://b.example/')).toBe(false);
  });
});

describe('the session cookie on an https site', () => {
  function fakeResponse() {
    const headers: Record<string, string | string[]> = {};
    return {
      headers,
      getHeader: (name: string) => headers[name.toLowerCase()],
      setHeader: (name: string, value: string | string[]) => {
        headers[name.toLowerCase()] = value;
      },
    };
  }

  it('is named __Host-tmz_session and is Secure', () => {
    expect(sessionCookieName()).toBe('__Host-tmz_session');
    const res = fakeResponse();
    setSessionCookie(res as never, 'T'.repeat(43), false, new Date(Date.now() + 3_600_000));
    expect(res.headers['set-cookie']).toEqual([`__Host-tmz_session=${'T'.repeat(43)}; Path=/; HttpOnly; Secure; SameSite=Lax`]);
  });

  it('is cleared by logout with the same name and attributes', async () => {
    const answer = await callApi(logoutRoute, { method: 'POST', headers: { origin: SITE_URL } });
    expect(answer.status).toBe(204);
    expect(answer.cookies).toEqual(['__Host-tmz_session=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Lax']);
  });

  it('is read only under its __Host- name (a plain tmz_session set by a subdomain is ignored) and only as a 43-character token', () => {
    const token = 'U'.repeat(43);
    expect(readSessionCookie({ headers: { cookie: `__Host-tmz_session=${token}` } })).toBe(token);
    expect(readSessionCookie({ headers: { cookie: `tmz_session=${token}` } })).toBeNull();
    expect(readSessionCookie({ headers: { cookie: `__Host-tmz_session=${token}x` } })).toBeNull();
    expect(readSessionCookie({ headers: { cookie: `__Host-tmz_session=${'U'.repeat(42)}!` } })).toBeNull();
    expect(readSessionCookie({ headers: {} })).toBeNull();
  });

  it('keeps other Set-Cookie headers of the response and replaces an earlier session cookie', () => {
    const res = fakeResponse();
    res.setHeader('Set-Cookie', 'theme=dark; Path=/');
    setSessionCookie(res as never, 'V'.repeat(43), false, new Date());
    clearSessionCookie(res as never);
    expect(res.headers['set-cookie']).toEqual([
      'theme=dark; Path=/',
      '__Host-tmz_session=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Lax',
    ]);
  });
});

describe('clientAddress', () => {
  const request = (remoteAddress: string, forwardedFor?: string | string[]) => ({
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    socket: { remoteAddress },
  });

  it('is the socket\'s peer, and ignores X-Forwarded-For unless the proxy is trusted', () => {
    expect(clientAddress(request('198.51.100.7', '203.0.113.1'), false)).toBe('198.51.100.7');
  });

  it('takes the first address of X-Forwarded-For behind a trusted proxy', () => {
    expect(clientAddress(request('10.0.0.2', '203.0.113.1, 10.0.0.1'), true)).toBe('203.0.113.1');
    expect(clientAddress(request('10.0.0.2', ['203.0.113.2', '10.0.0.1']), true)).toBe('203.0.113.2');
    expect(clientAddress(request('10.0.0.2', ' 2001:db8::1 '), true)).toBe('2001:db8::1');
  });

  it('falls back to the socket when the header is missing or not an address', () => {
    expect(clientAddress(request('10.0.0.2'), true)).toBe('10.0.0.2');
    expect(clientAddress(request('10.0.0.2', 'evil, 203.0.113.1'), true)).toBe('10.0.0.2');
    expect(clientAddress(request('10.0.0.2', ''), true)).toBe('10.0.0.2');
  });

  it('gives an IPv4 visitor on an IPv6 socket one key', () => {
    expect(clientAddress(request('::ffff:203.0.113.9'), false)).toBe('203.0.113.9');
    expect(clientAddress(request('10.0.0.2', '::ffff:203.0.113.9'), true)).toBe('203.0.113.9');
    expect(clientAddress(request('::ffff:not-v4'), false)).toBe('::ffff:not-v4');
  });
});
