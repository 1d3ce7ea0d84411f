import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { normaliseError } from '@/lib/errors';
import loginRoute from '@/pages/api/auth/login';
import logoutAllRoute from '@/pages/api/auth/logout-all';
import logoutRoute from '@/pages/api/auth/logout';
import meRoute from '@/pages/api/auth/me';
import {
  SESSION_LIFETIME,
  countUserSessions,
  deleteExpiredSessions,
  findSession,
  issueSession,
} from '@/server/auth/sessions';
import { setUserKind } from '@/server/auth/users';
import { useDatabase } from '@/server/db';
import type { Database } from '@/server/db/client';
import { sessions, users } from '@/server/db/schema';
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL, definePage } from '@/server/http/page';
import {
  BROWSER_SESSION_COOKIE,
  CLEARED_COOKIE,
  apiError,
  buildUser,
  cookieOf,
  get,
  maxAgeOf,
  onlyCookie,
  post,
  sessionRowOf,
  sessionsOf,
  tokenOf,
  uniqueEmail,
  uniqueMobile,
  type BuiltUser,
} from './auth-support';
import { freshDatabase } from './support/db';

/** Sessions: what is stored, lifetimes, rotation, logout, /api/auth/me, and pages' guards and caching with real sessions. */

let database: Database;
let member: BuiltUser;
let bystander: BuiltUser;

beforeAll(async () => {
  database = await freshDatabase();
  useDatabase(database);
  [member, bystander] = await Promise.all([
    buildUser(database.db, { login: uniqueMobile(), name: '会员' }),
    buildUser(database.db, { login: uniqueMobile(), name: '旁观者' }),
  ]);
}, 30_000);
afterAll(() => database.close());

/** How pages and /api/auth/me show a mobile login. */
function maskedMobile(login: string) {
  return `${login.slice(0, 3)}****${login.slice(7)}`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function logIn(user: BuiltUser, options: { remember?: boolean; cookie?: string } = {}) {
  return post(loginRoute, { login: user.login, password: user.password, remember: options.remember ?? false }, { cookie: options.cookie });
}

/** A session started at `now` (no password hashing: straight to the sessions table), with its cookie pair. */
async function sessionAt(user: BuiltUser, now: Date, persistent = false) {
  const issued = await issueSession(database.db, user, { persistent, now, ip: '192.0.2.10', userAgent: 'Jest' });
  return { ...issued, cookie: `tmz_session=${issued.token}` };
}

async function rowExists(token: string): Promise<boolean> {
  return (await sessionRowOf(database.db, `tmz_session=${token}`)) !== undefined;
}

describe('what is stored of a session', () => {
  it('keeps only the SHA-256 of the token: no row contains the cookie value', async () => {
    const answer = await logIn(member);
    const pair = cookieOf(answer);
    const token = tokenOf(pair);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const row = await sessionRowOf(database.db, pair);
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    const everything = JSON.stringify(await database.db.select().from(sessions));
    expect(everything).not.toContain(token);
    expect(everything).not.toContain(token.slice(0, 20));
  });

  it('gives every login a new random token', async () => {
    const first = tokenOf(cookieOf(await logIn(bystander)));
    const second = tokenOf(cookieOf(await logIn(bystander)));
    expect(first).not.toBe(second);
  });
});

describe('findSession: lifetimes', () => {
  const start = () => new Date(Date.now() - 31 * DAY);

  it.each([
    ['browser', false, SESSION_LIFETIME.browser.idleMs, 2 * HOUR],
    ['persistent', true, SESSION_LIFETIME.persistent.idleMs, 14 * DAY],
  ])('ends a %s session after its idle limit without a request, and deletes its row', async (_kind, persistent, idleMs, expected) => {
    expect(idleMs).toBe(expected);
    const t0 = start();
    const justInTime = await sessionAt(member, t0, persistent);
    const tooLate = await sessionAt(member, t0, persistent);

    const found = await findSession(database.db, justInTime.token, new Date(t0.getTime() + idleMs - 1_000));
    expect(found).toEqual({ user: { id: member.id, kind: 'member', login: member.login, name: '会员', loginVerifiedAt: null }, persistent, expiresAt: justInTime.expiresAt });

    expect(await findSession(database.db, tooLate.token, new Date(t0.getTime() + idleMs))).toBeNull();
    expect(await rowExists(tooLate.token)).toBe(false);
    expect(await rowExists(justInTime.token)).toBe(true);
  });

  it.each([
    ['browser', false, SESSION_LIFETIME.browser.absoluteMs, 12 * HOUR, HOUR],
    ['persistent', true, SESSION_LIFETIME.persistent.absoluteMs, 30 * DAY, 10 * DAY],
  ])('ends a %s session at its absolute limit however active it is', async (_kind, persistent, absoluteMs, expected, step) => {
    expect(absoluteMs).toBe(expected);
    const t0 = start();
    const session = await sessionAt(member, t0, persistent);
    expect(session.expiresAt).toEqual(new Date(t0.getTime() + absoluteMs));

    // a request every `step` keeps it from going idle…
    for (let at = step; at < absoluteMs; at += step) {
      expect(await findSession(database.db, session.token, new Date(t0.getTime() + at))).not.toBeNull();
    }
    expect(await findSession(database.db, session.token, new Date(t0.getTime() + absoluteMs - 1_000))).not.toBeNull();
    // …but not past the absolute end
    expect(await findSession(database.db, session.token, new Date(t0.getTime() + absoluteMs))).toBeNull();
    expect(await rowExists(session.token)).toBe(false);
  });

  it('writes lastSeenAt at most every 5 minutes', async () => {
    const t0 = start();
    const session = await sessionAt(member, t0);
    const lastSeen = async () => (await sessionRowOf(database.db, session.cookie))!.lastSeenAt.getTime();

    await findSession(database.db, session.token, new Date(t0.getTime() + 5 * MINUTE - 1_000));
    expect(await lastSeen()).toBe(t0.getTime());
    await findSession(database.db, session.token, new Date(t0.getTime() + 5 * MINUTE));
    expect(await lastSeen()).toBe(t0.getTime() + 5 * MINUTE);
    await findSession(database.db, session.token, new Date(t0.getTime() + 9 * MINUTE));
    expect(await lastSeen()).toBe(t0.getTime() + 5 * MINUTE);
    await findSession(database.db, session.token, new Date(t0.getTime() + 10 * MINUTE));
    expect(await lastSeen()).toBe(t0.getTime() + 10 * MINUTE);
  });

  it('refuses and deletes the session of a disabled account, however the account was disabled', async () => {
    const user = await buildUser(database.db, { login: uniqueMobile() });
    const session = await sessionAt(user, new Date());
    await database.db.update(users).set({ disabled: true }).where(eq(users.id, user.id));
    expect(await findSession(database.db, session.token)).toBeNull();
    expect(await rowExists(session.token)).toBe(false);
  });

  it('sweeps expired sessions when a session starts, at most once an hour', async () => {
    const user = await buildUser(database.db, { login: uniqueMobile() });
    const realNow = Date.now();
    const clock = jest.spyOn(Date, 'now');
    // two hours on: past any earlier sweep of this process. This start sweeps first, then stores a long-ended session.
    clock.mockReturnValue(realNow + 2 * HOUR);
    const ended = await sessionAt(user, new Date(realNow - 31 * DAY), true);
    expect(await rowExists(ended.token)).toBe(true);

    clock.mockReturnValue(realNow + 2 * HOUR + 59 * MINUTE);
    await sessionAt(user, new Date());
    expect(await rowExists(ended.token)).toBe(true);

    clock.mockReturnValue(realNow + 3 * HOUR);
    const live = await sessionAt(user, new Date());
    expect(await rowExists(ended.token)).toBe(false);
    expect(await rowExists(live.token)).toBe(true);
  });

  it('knows no session for an unknown token', async () => {
    expect(await findSession(database.db, 'A'.repeat(43))).toBeNull();
  });

  it('deleteExpiredSessions removes idle and ended sessions only; countUserSessions counts what is left', async () => {
    const user = await buildUser(database.db, { login: uniqueMobile() });
    const now = new Date();
    const fresh = await sessionAt(user, new Date(now.getTime() - HOUR));
    const idleBrowser = await sessionAt(user, new Date(now.getTime() - 3 * HOUR));
    const activePersistent = await sessionAt(user, new Date(now.getTime() - 3 * DAY), true);
    const ended = await sessionAt(user, new Date(now.getTime() - 31 * DAY), true);
    expect(await countUserSessions(database.db, user.id)).toBe(4);

    expect(await deleteExpiredSessions(database.db, now)).toBeGreaterThanOrEqual(2);
    expect(await countUserSessions(database.db, user.id)).toBe(2);
    expect(await rowExists(fresh.token)).toBe(true);
    expect(await rowExists(activePersistent.token)).toBe(true);
    expect(await rowExists(idleBrowser.token)).toBe(false);
    expect(await rowExists(ended.token)).toBe(false);
  });
});

describe('rotation', () => {
  it('on login: logging in with a session cookie ends that session and gives a new token', async () => {
    const first = await logIn(member);
    const oldPair = cookieOf(first);
    const second = await logIn(member, { cookie: oldPair });
    const newPair = cookieOf(second);

    expect(newPair).not.toBe(oldPair);
    expect(await sessionRowOf(database.db, oldPair)).toBeUndefined();
    expect(await sessionRowOf(database.db, newPair)).toMatchObject({ userId: member.id });

    const stale = await get(meRoute, { cookie: oldPair });
    expect(stale.body).toEqual({ user: null });
    // A replaced token's cookie is left alone: a request that raced the login must not clear the new cookie.
    expect(stale.cookies).toEqual([]);
  });

  it('on a change of role: the next request with the old cookie is answered with the new kind and a new cookie; the old token is dead', async () => {
    const user = await buildUser(database.db, { login: uniqueMobile(), name: '将成编辑' });
    const oldPair = cookieOf(await logIn(user));
    const before = await sessionRowOf(database.db, oldPair);

    await setUserKind(database.db, user.id, 'editor');
    const answer = await get(meRoute, { cookie: oldPair });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ user: { id: user.id, kind: 'editor', name: '将成编辑', login: maskedMobile(user.login), verified: false } });
    const setCookie = onlyCookie(answer);
    expect(setCookie).toMatch(BROWSER_SESSION_COOKIE);
    const newPair = cookieOf(answer);
    expect(newPair).not.toBe(oldPair);

    expect(await sessionRowOf(database.db, oldPair)).toBeUndefined();
    expect(await sessionRowOf(database.db, newPair)).toMatchObject({ userId: user.id, kind: 'editor', persistent: false, expiresAt: before!.expiresAt });

    const stale = await get(meRoute, { cookie: oldPair });
    expect(stale.body).toEqual({ user: null });
    const current = await get(meRoute, { cookie: newPair });
    expect(current).toMatchObject({ body: { user: { kind: 'editor' } }, cookies: [] });
  });

  it('keeps a remembered session remembered (same absolute end) when it rotates', async () => {
    const user = await buildUser(database.db, { login: uniqueMobile() });
    const oldPair = cookieOf(await logIn(user, { remember: true }));
    const before = await sessionRowOf(database.db, oldPair);

    await setUserKind(database.db, user.id, 'admin');
    const answer = await get(meRoute, { cookie: oldPair });
    const setCookie = onlyCookie(answer);
    const maxAge = maxAgeOf(setCookie)!;
    expect(Math.abs(maxAge - (before!.expiresAt.getTime() - Date.now()) / 1000)).toBeLessThan(3);
    expect(await sessionRowOf(database.db, cookieOf(answer))).toMatchObject({ kind: 'admin', persistent: true, expiresAt: before!.expiresAt });
  });
});

describe('POST /api/auth/logout', () => {
  it('ends this session (204), deletes its row, clears the cookie, and leaves the user\'s other sessions', async () => {
    const here = cookieOf(await logIn(member));
    const elsewhere = await sessionAt(member, new Date());

    const answer = await post(logoutRoute, undefined, { cookie: here });
    expect(answer.status).toBe(204);
    expect(answer.body).toBeUndefined();
    expect(answer.cookies).toEqual([CLEARED_COOKIE]);
    expect(await sessionRowOf(database.db, here)).toBeUndefined();
    expect(await rowExists(elsewhere.token)).toBe(true);
    expect((await get(meRoute, { cookie: here })).body).toEqual({ user: null });
  });

  it('answers 204 and clears the cookie without a session too', async () => {
    const answer = await post(logoutRoute, undefined);
    expect(answer).toMatchObject({ status: 204, cookies: [CLEARED_COOKIE] });
  });
});

describe('POST /api/auth/logout-all', () => {
  it('ends every session of the user, on every device, and no one else\'s', async () => {
    const user = await buildUser(database.db, { login: uniqueMobile() });
    const here = cookieOf(await logIn(user));
    const phone = await sessionAt(user, new Date(), true);
    const tablet = await sessionAt(user, new Date());
    const others = await sessionAt(bystander, new Date());

    const answer = await post(logoutAllRoute, undefined, { cookie: here });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ended: 3 });
    expect(answer.cookies).toEqual([CLEARED_COOKIE]);
    expect(await sessionsOf(database.db, user.id)).toEqual([]);
    expect(await rowExists(others.token)).toBe(true);
    for (const cookie of [here, phone.cookie, tablet.cookie]) {
      expect((await get(meRoute, { cookie })).body).toEqual({ user: null });
    }
    expect((await get(meRoute, { cookie: others.cookie })).body).toMatchObject({ user: { id: bystander.id } });
  });

  it('answers 401 without a session, and clears the cookie of an ended one', async () => {
    const none = await post(logoutAllRoute, undefined);
    expect(none.status).toBe(401);
    expect(none.body).toEqual(apiError('unauthorized', '请先登录。'));
    expect(none.cookies).toEqual([]);

    const unknown = await post(logoutAllRoute, undefined, { cookie: `tmz_session=${'B'.repeat(43)}`, lang: 'en' });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(apiError('unauthorized', 'Please log in first.'));
    expect(unknown.cookies).toEqual([]);

    const ended = await sessionAt(bystander, new Date(Date.now() - 13 * HOUR));
    const dead = await post(logoutAllRoute, undefined, { cookie: ended.cookie, lang: 'en' });
    expect(dead.status).toBe(401);
    expect(dead.cookies).toEqual([CLEARED_COOKIE]);
    expect(await rowExists(ended.token)).toBe(false);
  });
});

describe('GET /api/auth/me', () => {
  it('answers { user: null } without a cookie, or with one that is not a token, and sets nothing', async () => {
    for (const cookie of [undefined, 'tmz_session=short', 'other=1']) {
      const answer = await get(meRoute, { cookie });
      expect(answer).toMatchObject({ status: 200, body: { user: null }, cookies: [] });
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers the masked viewer for a live session', async () => {
    const session = await sessionAt(bystander, new Date());
    const answer = await get(meRoute, { cookie: `theme=dark; ${session.cookie}; lang=en` });
    expect(answer.body).toEqual({ user: { id: bystander.id, kind: 'member', name: '旁观者', login: maskedMobile(bystander.login), verified: false } });
    expect(answer.cookies).toEqual([]);
  });

  it('does not accept the session row id or token hash as a cookie', async () => {
    const session = await sessionAt(bystander, new Date());
    const [row] = await database.db.select().from(sessions).where(eq(sessions.tokenHash, createHash('sha256').update(session.token).digest('hex')));
    const answer = await get(meRoute, { cookie: `tmz_session=${row!.tokenHash}` });
    expect(answer.body).toEqual({ user: null });
  });
});

describe('pages: guards and caching (server/http/page.ts definePage) with real sessions', () => {
  let exhibitor: BuiltUser;
  let editor: BuiltUser;
  let admin: BuiltUser;

  beforeAll(async () => {
    [exhibitor, editor, admin] = await Promise.all([
      buildUser(database.db, { kind: 'exhibitor', login: uniqueEmail('booth'), name: '展商', exhibitor: { company: '展商公司' } }),
      buildUser(database.db, { kind: 'editor', login: uniqueEmail('editor'), name: '编辑' }),
      buildUser(database.db, { kind: 'admin', login: uniqueEmail('admin'), name: '管理员' }),
    ]);
  });

  type Who = 'visitor' | BuiltUser;

  /** A cookie of a fresh session of the user, or none for a visitor. */
  async function sessionCookieFor(who: Who): Promise<string | undefined> {
    if (who === 'visitor') return undefined;
    const { token } = await issueSession(database.db, who, { persistent: false });
    return `tmz_session=${token}`;
  }

  interface Visit {
    cookie?: string;
    locale?: string;
    resolvedUrl?: string;
    query?: Record<string, string | string[]>;
  }

  /** A GetServerSidePropsContext as Next builds it, with a response that records its headers. */
  function contextOf(visit: Visit) {
    const headers: Record<string, string | string[]> = {};
    const ctx = {
      locale: visit.locale ?? 'zh-CN',
      locales: ['zh-CN', 'en'],
      defaultLocale: 'zh-CN',
      resolvedUrl: visit.resolvedUrl ?? '/',
      params: undefined,
      query: visit.query ?? {},
      req: { headers: visit.cookie ? { cookie: visit.cookie } : {} },
      res: {
        statusCode: 200,
        getHeader: (name: string) => headers[name.toLowerCase()],
        setHeader: (name: string, value: string | string[]) => {
          headers[name.toLowerCase()] = value;
        },
      },
    } as unknown as GetServerSidePropsContext;
    return { ctx, headers };
  }

  async function visit(guards: string[], who: Who, options: Omit<Visit, 'cookie'> = {}) {
    const { ctx, headers } = contextOf({ ...options, cookie: await sessionCookieFor(who) });
    const result = await definePage({ guards })(ctx);
    return { result, headers };
  }

  function redirectTo(destination: string) {
    return { redirect: { destination, permanent: false } };
  }

  async function propsOf(result: GetServerSidePropsResult<object>): Promise<Record<string, unknown>> {
    if (!('props' in result)) throw new Error(`expected props, got ${JSON.stringify(result)}`);
    return (await result.props) as Record<string, unknown>;
  }

  async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
    try {
      await promise;
    } catch (error) {
      return error;
    }
    throw new Error('expected a rejection');
  }


  describe('auth guard', () => {
    it('sends a visitor to /login with the page to come back to', async () => {
      const { result, headers } = await visit(['auth'], 'visitor', { resolvedUrl: '/account?tab=password' });
      expect(result).toEqual(redirectTo('/login?redirect=%2Faccount%3Ftab%3Dpassword'));
      expect(headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    });

    it('keeps the /en prefix for an English visitor, in the login page and the way back', async () => {
      const { result } = await visit(['auth'], 'visitor', { locale: 'en', resolvedUrl: '/account' });
      expect(result).toEqual(redirectTo('/en/login?redirect=%2Fen%2Faccount'));
    });

    it('lets a member in, with the masked viewer in the props and a private Cache-Control', async () => {
      const { result, headers } = await visit(['auth'], member, { resolvedUrl: '/account' });
      const props = await propsOf(result);
      expect(props.viewer).toEqual({ id: member.id, kind: 'member', name: '会员', login: maskedMobile(member.login), verified: false });
      expect(headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
      expect(headers['set-cookie']).toBeUndefined();
    });

    it('treats an ended session as a visitor and clears its cookie; an unknown token is left alone', async () => {
      const ended = await sessionAt(member, new Date(Date.now() - 13 * HOUR));
      const { ctx, headers } = contextOf({ cookie: ended.cookie, resolvedUrl: '/account' });
      expect(await definePage({ guards: ['auth'] })(ctx)).toEqual(redirectTo('/login?redirect=%2Faccount'));
      expect(headers['set-cookie']).toEqual([CLEARED_COOKIE]);

      const unknown = contextOf({ cookie: `tmz_session=${'D'.repeat(43)}`, resolvedUrl: '/account' });
      expect(await definePage({ guards: ['auth'] })(unknown.ctx)).toEqual(redirectTo('/login?redirect=%2Faccount'));
      expect(unknown.headers['set-cookie']).toBeUndefined();
    });
  });

  describe('exhibitor guard', () => {
    it('sends a visitor to the exhibitor login page', async () => {
      const { result } = await visit(['exhibitor'], 'visitor', { resolvedUrl: '/exhibitor' });
      expect(result).toEqual(redirectTo('/exhibitor/login?redirect=%2Fexhibitor'));
      const english = await visit(['exhibitor'], 'visitor', { locale: 'en', resolvedUrl: '/exhibitor' });
      expect(english.result).toEqual(redirectTo('/en/exhibitor/login?redirect=%2Fen%2Fexhibitor'));
    });

    it.each([
      ['a member', () => member],
      ['an editor', () => editor],
      ['an admin', () => admin],
    ])('answers %s with 403', async (_who, user) => {
      const { ctx } = contextOf({ cookie: await sessionCookieFor(user()), resolvedUrl: '/exhibitor' });
      expect(normaliseError(await rejectionOf(definePage({ guards: ['exhibitor'] })(ctx)))).toEqual({ statusCode: 403, message: 'Forbidden' });
    });

    it('lets an exhibitor in', async () => {
      const props = await propsOf((await visit(['exhibitor'], exhibitor, { resolvedUrl: '/exhibitor' })).result);
      expect(props.viewer).toEqual({ id: exhibitor.id, kind: 'exhibitor', name: '展商', login: `bo***${exhibitor.login.slice(exhibitor.login.indexOf('@'))}`, verified: false });
    });
  });

  describe('editor guard', () => {
    it('sends a visitor to /login', async () => {
      expect((await visit(['editor'], 'visitor', { resolvedUrl: '/publish' })).result).toEqual(redirectTo('/login?redirect=%2Fpublish'));
    });

    it.each([
      ['a member', () => member],
      ['an exhibitor', () => exhibitor],
    ])('answers %s with 403', async (_who, user) => {
      const { ctx } = contextOf({ cookie: await sessionCookieFor(user()), resolvedUrl: '/publish' });
      expect(normaliseError(await rejectionOf(definePage({ guards: ['editor'] })(ctx)))).toEqual({ statusCode: 403, message: 'Forbidden' });
    });

    it.each([
      ['an editor', () => editor],
      ['an admin', () => admin],
    ])('lets %s in', async (_who, user) => {
      const props = await propsOf((await visit(['editor'], user(), { resolvedUrl: '/publish' })).result);
      expect(props.viewer).toMatchObject({ id: user().id, kind: user().kind });
    });

    it('follows a change of role at the next page request: the old cookie is swapped and the new role applies', async () => {
      const user = await buildUser(database.db, { login: uniqueMobile(), name: '升为编辑' });
      const cookie = await sessionCookieFor(user);
      const { ctx: before } = contextOf({ cookie, resolvedUrl: '/publish' });
      expect(normaliseError(await rejectionOf(definePage({ guards: ['editor'] })(before)))).toMatchObject({ statusCode: 403 });

      await setUserKind(database.db, user.id, 'editor');
      const { ctx, headers } = contextOf({ cookie, resolvedUrl: '/publish' });
      const props = await propsOf(await definePage({ guards: ['editor'] })(ctx));
      expect(props.viewer).toEqual({ id: user.id, kind: 'editor', name: '升为编辑', login: maskedMobile(user.login), verified: false });
      const setCookie = headers['set-cookie'] as string[];
      expect(setCookie).toHaveLength(1);
      expect(setCookie[0]).toMatch(BROWSER_SESSION_COOKIE);
      expect(setCookie[0]!.split(';')[0]).not.toBe(cookie);
      expect(await sessionRowOf(database.db, cookie!)).toBeUndefined();
    });
  });

  describe('guest guard (the login pages)', () => {
    it('shows the page to a visitor', async () => {
      const { result, headers } = await visit(['guest'], 'visitor', { resolvedUrl: '/login' });
      expect((await propsOf(result)).viewer).toBeNull();
      expect(headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    });

    it.each([
      ['/publish', '/publish'],
      ['/pay-news-details?id=3', '/pay-news-details?id=3'],
      ['/en/hot?q=展会#top', '/en/hot?q=展会#top'],
    ])('sends a logged-in member to ?redirect=%s', async (redirect, destination) => {
      const { result, headers } = await visit(['guest'], member, { resolvedUrl: '/login', query: { redirect } });
      expect(result).toEqual(redirectTo(destination));
      expect(headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    });

    it.each([
      '//evil.com',
      '///evil.com',
      '/\\evil.com',
      'https://evil.com',
      'javascript:alert(1)',
      '/\t/evil.com',
      ' //evil.com',
      'evil.com',
    ])('sends a logged-in member home, not to ?redirect=%j', async (redirect) => {
      expect((await visit(['guest'], member, { resolvedUrl: '/login', query: { redirect } })).result).toEqual(redirectTo('/'));
      const english = await visit(['guest'], member, { locale: 'en', resolvedUrl: '/login', query: { redirect } });
      expect(english.result).toEqual(redirectTo('/en'));
    });

    it('takes the first of repeated ?redirect= values', async () => {
      const hostileFirst = await visit(['guest'], member, { resolvedUrl: '/login', query: { redirect: ['//evil.com', '/publish'] } });
      expect(hostileFirst.result).toEqual(redirectTo('/'));
      const localFirst = await visit(['guest'], member, { resolvedUrl: '/login', query: { redirect: ['/publish', '//evil.com'] } });
      expect(localFirst.result).toEqual(redirectTo('/publish'));
    });

    it('keeps the English prefix', async () => {
      const cases: [Record<string, string>, string][] = [
        [{ redirect: '/publish' }, '/en/publish'],
        [{ redirect: '/en/publish' }, '/en/publish'],
        [{ redirect: '/' }, '/en'],
        [{ redirect: '/en' }, '/en'],
        [{}, '/en'],
      ];
      for (const [query, destination] of cases) {
        expect((await visit(['guest'], member, { locale: 'en', resolvedUrl: '/login', query })).result).toEqual(redirectTo(destination));
      }
    });

    it.each([
      ['an exhibitor', () => exhibitor, '/exhibitor', '/en/exhibitor'],
      ['an editor', () => editor, '/admin', '/en/admin'],
      ['an admin', () => admin, '/admin', '/en/admin'],
    ])('sends %s without ?redirect= to their home page', async (_who, user, home, englishHome) => {
      expect((await visit(['guest'], user(), { resolvedUrl: '/exhibitor/login' })).result).toEqual(redirectTo(home));
      expect((await visit(['guest'], user(), { locale: 'en', resolvedUrl: '/exhibitor/login', query: { redirect: '//evil.com' } })).result).toEqual(
        redirectTo(englishHome),
      );
    });
  });

  describe('caching of pages without guards', () => {
    it('is public for a visitor without a session cookie (or with a cookie that is not a token)', async () => {
      for (const cookie of [undefined, 'theme=dark', 'tmz_session=not-a-token']) {
        const { ctx, headers } = contextOf({ cookie, resolvedUrl: '/hot' });
        const props = await propsOf(await definePage()(ctx));
        expect(props.viewer).toBeNull();
        expect(headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
        expect(headers['set-cookie']).toBeUndefined();
      }
    });

    it('is private for a logged-in viewer, who is in the props', async () => {
      const { ctx, headers } = contextOf({ cookie: await sessionCookieFor(member), resolvedUrl: '/hot' });
      const props = await propsOf(await definePage()(ctx));
      expect(props.viewer).toEqual({ id: member.id, kind: 'member', name: '会员', login: maskedMobile(member.login), verified: false });
      expect(headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    });

    it('is private when the session cookie names an ended session, and the cookie is cleared', async () => {
      const ended = await sessionAt(editor, new Date(Date.now() - 13 * HOUR));
      const { ctx, headers } = contextOf({ cookie: ended.cookie, resolvedUrl: '/hot' });
      const props = await propsOf(await definePage()(ctx));
      expect(props.viewer).toBeNull();
      expect(headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
      expect(headers['set-cookie']).toEqual([CLEARED_COOKIE]);
    });

    it('hands the loader the viewer', async () => {
      const load = jest.fn(async () => ({ props: {} }));
      const { ctx } = contextOf({ cookie: await sessionCookieFor(editor), resolvedUrl: '/hot' });
      await definePage({ load })(ctx);
      expect(load).toHaveBeenCalledWith(expect.objectContaining({ viewer: { id: editor.id, kind: 'editor', name: '编辑', login: `ed***${editor.login.slice(editor.login.indexOf('@'))}`, verified: false } }));
    });
  });
});

describe('rotation under concurrency', () => {
  it('two simultaneous requests with a token from before a role change leave one new session, not two', async () => {
    const user = await buildUser(database.db, { name: '并发' });
    const before = await sessionAt(user, new Date());
    await setUserKind(database.db, user.id, 'editor');

    const answers = await Promise.all([get(meRoute, { cookie: before.cookie }), get(meRoute, { cookie: before.cookie })]);
    for (const answer of answers) expect(answer.body).toMatchObject({ user: { id: user.id, kind: 'editor' } });
    // one of them carries the new cookie; the other answers as the same user without one
    expect(answers.map((answer) => answer.cookies.length).sort()).toEqual([0, 1]);
    const rows = await database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'editor' });
  });
});
