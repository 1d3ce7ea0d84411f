import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse, serialize, type SerializeOptions } from 'cookie';
import { env } from '../kernel/env';

/**
 * The session cookie: HttpOnly, SameSite=Lax, Path=/. When the site's address
 * is https it is also Secure and named with the `__Host-` prefix, which the
 * browser accepts only from a secure origin, for the whole host, with no
 * Domain — so no subdomain can set or shadow it.
 */

const BASE_NAME = 'tmz_session';

export function sessionCookieName(siteUrl = env().SITE_URL): string {
  return isHttps(siteUrl) ? `__Host-${BASE_NAME}` : BASE_NAME;
}

/** Whether the site is served over https: its cookies are then Secure and prefixed. */
export function isHttps(siteUrl: string): boolean {
  return siteUrl.startsWith('https:');
}

/** The options every cookie of the site's accounts shares (the session's, WeChat login's). */
export function accountCookieOptions(siteUrl: string): SerializeOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure: isHttps(siteUrl) };
}

/** A random token of the site's (32 bytes, base64url): what every cookie of the site's accounts holds. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The token in the request's cookie `name`, if one there looks like a token of the site's. */
export function readTokenCookie(req: Pick<IncomingMessage, 'headers'>, name: string): string | null {
  const header = req.headers.cookie;
  if (!header) return null;
  const value = parse(header)[name];
  return value && TOKEN.test(value) ? value : null;
}

export function readSessionCookie(req: Pick<IncomingMessage, 'headers'>, siteUrl = env().SITE_URL): string | null {
  return readTokenCookie(req, sessionCookieName(siteUrl));
}

/** Adds a Set-Cookie header, keeping any the response already has (but an earlier one of the same name). */
export function appendSetCookie(res: Pick<ServerResponse, 'getHeader' | 'setHeader'>, cookie: string): void {
  const existing = res.getHeader('Set-Cookie');
  const list = existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
  res.setHeader('Set-Cookie', [...list.filter((entry) => !entry.startsWith(`${cookie.split('=')[0]}=`)), cookie]);
}

/** Sets the cookie: until `expiresAt` when persistent ("remember me"), else for the browser session. */
export function setSessionCookie(
  res: Pick<ServerResponse, 'getHeader' | 'setHeader'>,
  token: string,
  persistent: boolean,
  expiresAt: Date,
  siteUrl = env().SITE_URL,
): void {
  const lifetime = persistent ? { expires: expiresAt, maxAge: Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000)) } : {};
  appendSetCookie(res, serialize(sessionCookieName(siteUrl), token, { ...accountCookieOptions(siteUrl), ...lifetime }));
}

export function clearSessionCookie(res: Pick<ServerResponse, 'getHeader' | 'setHeader'>, siteUrl = env().SITE_URL): void {
  appendSetCookie(res, serialize(sessionCookieName(siteUrl), '', { ...accountCookieOptions(siteUrl), expires: new Date(0), maxAge: 0 }));
}
