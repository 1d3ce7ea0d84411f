import type { IncomingMessage, ServerResponse } from 'node:http';
import { serialize } from 'cookie';
import { env } from '../kernel/env';
import { accountCookieOptions, appendSetCookie, isHttps, readTokenCookie } from './session-cookie';

/**
 * The two cookies of a WeChat login (server/accounts/wechat-authorisations.ts),
 * HttpOnly and SameSite=Lax (WeChat sends the browser back by a top-level
 * navigation, which carries them), `__Host-` prefixed and Secure on https like
 * the session cookie, and ending with the authorisation (10 minutes):
 * - `browser`: a random value whose hash each `state` is stored with, so that a
 *   state is good only in the browser that asked for it;
 * - `pending`: a first login's token for the mobile step, after WeChat answered.
 */

export type WechatCookie = 'browser' | 'pending';

const BASE_NAMES: Record<WechatCookie, string> = { browser: 'tmz_wechat', pending: 'tmz_wechat_pending' };

export function wechatCookieName(cookie: WechatCookie, siteUrl = env().SITE_URL): string {
  return isHttps(siteUrl) ? `__Host-${BASE_NAMES[cookie]}` : BASE_NAMES[cookie];
}

export function readWechatCookie(req: Pick<IncomingMessage, 'headers'>, cookie: WechatCookie, siteUrl = env().SITE_URL): string | null {
  return readTokenCookie(req, wechatCookieName(cookie, siteUrl));
}

/** Sets one of the cookies for `maxAgeSeconds`; `value` empty and 0 seconds clears it. */
export function setWechatCookie(
  res: Pick<ServerResponse, 'getHeader' | 'setHeader'>,
  cookie: WechatCookie,
  value: string,
  maxAgeSeconds: number,
  siteUrl = env().SITE_URL,
): void {
  const lifetime = maxAgeSeconds > 0 ? { maxAge: maxAgeSeconds } : { expires: new Date(0), maxAge: 0 };
  appendSetCookie(res, serialize(wechatCookieName(cookie, siteUrl), value, { ...accountCookieOptions(siteUrl), ...lifetime }));
}

export function clearWechatCookie(res: Pick<ServerResponse, 'getHeader' | 'setHeader'>, cookie: WechatCookie, siteUrl = env().SITE_URL): void {
  setWechatCookie(res, cookie, '', 0, siteUrl);
}
