import { and, desc, eq, sql } from 'drizzle-orm';
import type { NextApiRequest, NextApiResponse } from 'next';
import { normaliseLogin } from '@/lib/auth/schema';
import codesRoute from '@/pages/api/auth/codes';
import type { Db } from '@/server/db';
import { messages, sessions, users, verificationCodes } from '@/server/db/schema';
import { hashSessionToken } from '@/server/auth/session-token';
import { createUser, type NewUser, type UserRow } from '@/server/auth/users';
import { callApi, cookiePair, type ApiAnswer } from './support/api';

/**
 * Shared by the account tests (tests/server/auth-*.test.ts): user builders,
 * POST/GET helpers for the /api/auth routes, and readers of the session cookie
 * and the sessions table.
 */

type Route = (req: NextApiRequest, res: NextApiResponse) => Promise<void>;

/** The password every built user has unless told otherwise (not a common one, 8+ characters). */
export const PASSWORD = 'Lantern-Orchid-42';

let userCount = 0;

/** A unique e-mail login for a built user. */
export function uniqueEmail(prefix = 'user'): string {
  userCount += 1;
  return `${prefix}${userCount}@example.com`;
}

/** A unique mainland mobile number (139 + 8 digits). */
export function uniqueMobile(): string {
  userCount += 1;
  return `139${String(10_000_000 + userCount).slice(-8)}`;
}

export interface BuiltUser extends UserRow {
  password: string;
}

/** Creates an account through createUser (one scrypt hash) and returns its row with its password. */
export async function buildUser(db: Db, overrides: Partial<NewUser> = {}): Promise<BuiltUser> {
  const password = overrides.password ?? PASSWORD;
  const row = await createUser(db, {
    kind: 'member',
    login: uniqueEmail(overrides.kind ?? 'member'),
    name: '测试用户',
    ...overrides,
    password,
  });
  return { ...row, password };
}

let ipCount = 0;

/** A client address no other test of the file uses (so throttle counters never leak between tests). */
export function freshIp(): string {
  ipCount += 1;
  return `198.51.${Math.floor(ipCount / 250)}.${(ipCount % 250) + 1}`;
}

export interface CallOptions {
  ip?: string;
  /** The Cookie header (e.g. `cookiePair(answer.cookies[0])`). */
  cookie?: string;
  /** Accept-Language; the API answers in zh-CN unless it starts with "en". */
  lang?: string;
  headers?: Record<string, string>;
}

function headersOf(options: CallOptions): Record<string, string> {
  return {
    ...(options.cookie ? { cookie: options.cookie } : {}),
    ...(options.lang ? { 'accept-language': options.lang } : {}),
    ...options.headers,
  };
}

export function post(route: Route, body: unknown, options: CallOptions = {}): Promise<ApiAnswer> {
  return callApi(route, { method: 'POST', body, ip: options.ip ?? freshIp(), headers: headersOf(options) });
}

export function get(route: Route, options: CallOptions = {}): Promise<ApiAnswer> {
  return callApi(route, { method: 'GET', ip: options.ip ?? freshIp(), headers: headersOf(options) });
}

/** The one Set-Cookie header of an answer (fails the test when there is not exactly one). */
export function onlyCookie(answer: ApiAnswer): string {
  expect(answer.cookies).toHaveLength(1);
  return answer.cookies[0]!;
}

/** The `name=value` pair of the answer's Set-Cookie, for the next request's Cookie header. */
export function cookieOf(answer: ApiAnswer): string {
  return cookiePair(onlyCookie(answer));
}

/** The token (cookie value) of a `name=value` pair. */
export function tokenOf(pair: string): string {
  return pair.slice(pair.indexOf('=') + 1);
}

/** The session rows of a user. */
export function sessionsOf(db: Db, userId: number) {
  return db.select().from(sessions).where(eq(sessions.userId, userId));
}

/** The session row of a cookie's token, or undefined. */
export async function sessionRowOf(db: Db, pair: string) {
  const [row] = await db.select().from(sessions).where(eq(sessions.tokenHash, hashSessionToken(tokenOf(pair))));
  return row;
}

export async function userRow(db: Db, id: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error(`no user ${id}`);
  return row;
}

/** The error body of the API's one shape. */
export function apiError(code: string, message: string, fields?: Record<string, string[]>) {
  return { error: { code, message, ...(fields ? { fields } : {}) } };
}

/** A cleared session cookie, as the routes send it (http site: no Secure, no __Host- prefix). */
export const CLEARED_COOKIE = 'tmz_session=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax';

/** A browser-session cookie: name=43-character token; Path=/; HttpOnly; SameSite=Lax, no Max-Age or Expires. */
export const BROWSER_SESSION_COOKIE = /^tmz_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax$/;

/** The Max-Age of a Set-Cookie header, or null. */
export function maxAgeOf(setCookie: string): number | null {
  const match = /; Max-Age=(\d+)/.exec(setCookie);
  return match ? Number(match[1]) : null;
}

/** The code of the newest verification message to a recipient (the outbox row keeps it until a real transport has sent it), or null. */
export async function codeSentTo(db: Db, recipient: string): Promise<string | null> {
  const [row] = await db
    .select({ params: messages.params })
    .from(messages)
    .where(and(eq(messages.kind, 'verification_code'), eq(messages.recipient, recipient)))
    .orderBy(desc(messages.id))
    .limit(1);
  const code = row?.params.code;
  return typeof code === 'string' ? code : null;
}

/**
 * Asks POST /api/auth/codes for a code (from an address of its own) and
 * answers the code sent. The recipient's earlier codes are first moved back a
 * day, as if that time had passed: a test may ask for several codes to one
 * login without waiting out the minute between codes.
 */
export async function codeFor(db: Db, purpose: 'signup' | 'reset' | 'wechat', login: string): Promise<string> {
  const recipient = normaliseLogin(login);
  await db
    .update(verificationCodes)
    .set({ createdAt: sql`${verificationCodes.createdAt} - interval '1 day'` })
    .where(eq(verificationCodes.recipient, recipient));
  const answer = await post(codesRoute, { purpose, login });
  expect(answer.status).toBe(202);
  const code = await codeSentTo(db, recipient);
  if (code === null) throw new Error(`no code was sent to ${recipient}`);
  return code;
}

/** A sign-up body with the code sent to its login (asked for first), for POST /api/auth/signup. */
export async function withSignupCode<B extends { login?: unknown }>(db: Db, body: B): Promise<B & { code: string }> {
  return { ...body, code: await codeFor(db, 'signup', String(body.login)) };
}
