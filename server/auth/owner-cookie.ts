import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse, serialize } from 'cookie';
import { env } from '../kernel/env';
import { appendSetCookie, isHttps, readTokenCookie } from './session-cookie';

/**
 * The browser that made something personal (a registration, a job
 * application) proves it later with a capability: a random 32-byte token in
 * an HttpOnly cookie set on the answer that created it, one cookie per record
 * (named by its code), sent to the API only. The database keeps only the
 * token's SHA-256. With it, that browser is answered with the record again (a
 * reload, "back", a repeat); anyone else must show the record's code with the
 * mobile number, or be told through that number.
 */

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

/** Whether `token` is the capability stored (hashed) with a record. */
export function tokenProves(token: string | null, storedHash: string | null): boolean {
  if (!token || !storedHash) return false;
  const given = Buffer.from(hashOwnerToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

export interface OwnerCookie {
  /** `__Secure-` on https: the browser then accepts it only over TLS. (`__Host-` would need Path=/.) */
  name(code: string, siteUrl?: string): string;
  /** The token this request's browser holds for the record `code`, if any looks like one. */
  read(req: Pick<IncomingMessage, 'headers'>, code: string, siteUrl?: string): string | null;
  /** Every record this request's browser holds a token for, by code (at most HELD_MAX, the first in the header). */
  held(req: Pick<IncomingMessage, 'headers'>, siteUrl?: string): { code: string; token: string }[];
  /** Adds the record's capability cookie until `expires`, keeping any other Set-Cookie the response has. */
  set(res: Pick<ServerResponse, 'getHeader' | 'setHeader'>, code: string, token: string, expires: Date, now?: Date, siteUrl?: string): void;
}

/** The most capability cookies of one kind a request is checked with (a browser keeps one per record it made). */
export const HELD_MAX = 50;

/** The capability cookies of one kind of record, named `<prefix><code>`. */
export function ownerCookie(prefix: string): OwnerCookie {
  const name = (code: string, siteUrl = env().SITE_URL) => `${isHttps(siteUrl) ? '__Secure-' : ''}${prefix}${code}`;
  return {
    name,
    read: (req, code, siteUrl = env().SITE_URL) => readTokenCookie(req, name(code, siteUrl)),
    held(req, siteUrl = env().SITE_URL) {
      const start = name('', siteUrl);
      const names = Object.keys(req.headers.cookie ? parse(req.headers.cookie) : {}).filter((key) => key.startsWith(start) && key.length > start.length);
      return names.slice(0, HELD_MAX).flatMap((key) => {
        const token = readTokenCookie(req, key);
        return token ? [{ code: key.slice(start.length), token }] : [];
      });
    },
    set(res, code, token, expires, now = new Date(), siteUrl = env().SITE_URL) {
      appendSetCookie(res, serialize(name(code, siteUrl), token, {
        httpOnly: true,
        sameSite: 'lax',
        secure: isHttps(siteUrl),
        // Only the API reads it: pages stay the same for everyone (and cacheable).
        path: '/api',
        expires,
        maxAge: Math.max(0, Math.floor((expires.getTime() - now.getTime()) / 1000)),
      }));
    },
  };
}
