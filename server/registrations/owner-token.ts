import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse, serialize } from 'cookie';
import { appendSetCookie, isHttps } from '../auth/session-cookie';
import { env } from '../env';

/**
 * The browser that made a registration proves it with a capability: a random
 * 32-byte token in an HttpOnly cookie set on the 201, one cookie per
 * registration (named by its code), sent to the API only. The database keeps
 * only the token's SHA-256. With it, that browser sees its ticket again after
 * a reload or "back", and a repeat from it is answered with the registration;
 * anyone else must show the code with the mobile number (or be staff).
 */

const PREFIX = 'tmz_reg_';
/** Kept until 30 days after the activity ends (the ticket is worth seeing until then). */
const KEEP_AFTER_END_MS = 30 * 24 * 60 * 60 * 1000;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export interface OwnerToken {
  token: string;
  hash: string;
}

export function hashOwnerToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newOwnerToken(): OwnerToken {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOwnerToken(token) };
}

/** `__Secure-` on https: the browser then accepts it only over TLS. (`__Host-` would need Path=/.) */
export function ownerCookieName(code: string, siteUrl = env().SITE_URL): string {
  return `${isHttps(siteUrl) ? '__Secure-' : ''}${PREFIX}${code}`;
}

/** The token this request's browser holds for the registration `code`, if any looks like one. */
export function readOwnerToken(req: Pick<IncomingMessage, 'headers'>, code: string, siteUrl = env().SITE_URL): string | null {
  const header = req.headers.cookie;
  if (!header) return null;
  const value = parse(header)[ownerCookieName(code, siteUrl)];
  return value && TOKEN.test(value) ? value : null;
}

/** Whether `token` is the capability stored (hashed) with a registration. */
export function tokenProves(token: string | null, storedHash: string | null): boolean {
  if (!token || !storedHash) return false;
  const given = Buffer.from(hashOwnerToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** Adds the registration's capability cookie, keeping any other Set-Cookie the response has. */
export function setOwnerCookie(
  res: Pick<ServerResponse, 'getHeader' | 'setHeader'>,
  code: string,
  token: string,
  activityEndsAt: Date,
  now = new Date(),
  siteUrl = env().SITE_URL,
): void {
  const expires = new Date(Math.max(activityEndsAt.getTime(), now.getTime()) + KEEP_AFTER_END_MS);
  appendSetCookie(res, serialize(ownerCookieName(code, siteUrl), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(siteUrl),
    // Only the API reads it: pages stay the same for everyone (and cacheable).
    path: '/api',
    expires,
    maxAge: Math.floor((expires.getTime() - now.getTime()) / 1000),
  }));
}
