import { withoutRefusedCharacters } from '@/lib/http/text-input';
import { env, type Env } from '../kernel/env';
import { callWechat, WechatError } from './api';

/**
 * WeChat's OAuth for "微信登录" (issue 24), with one of two apps:
 * - `web`: the website application (网站应用) of WECHAT_OPEN_APP_ID/SECRET, whose
 *   QR code (qrconnect, scope snsapi_login) a computer shows and a phone scans;
 * - `mp`: the official account (公众号) of WECHAT_APP_ID/SECRET, whose web
 *   authorisation (oauth2/authorize, scope snsapi_userinfo) works only inside
 *   WeChat's browser.
 * Both send the browser back to `redirect_uri` with `code` and `state`; the
 * code is exchanged at WECHAT_API_BASE's sns/oauth2/access_token for the
 * openid (one per app) and, when the apps are bound to one open-platform
 * account, the unionid (one per person); sns/userinfo gives the nickname.
 * WECHAT_OPEN_BASE is the host of the authorisation pages (tests: a stand-in).
 */

export type WechatAppKind = 'web' | 'mp';

/** Where WeChat sends the browser back: on SITE_URL's host, which is WeChat's 授权回调域 / 网页授权域名. */
export const CALLBACK_PATH = '/api/auth/wechat/callback';

export interface WechatLoginApp {
  kind: WechatAppKind;
  appId: string;
  appSecret: string;
  apiBase: string;
  openBase: string;
}

/** The apps WeChat login can use: null where one is not configured (both null: no WeChat login at all). */
export function wechatLoginApps(e: Env = env()): Record<WechatAppKind, WechatLoginApp | null> {
  const common = { apiBase: e.WECHAT_API_BASE, openBase: e.WECHAT_OPEN_BASE };
  return {
    web: e.WECHAT_OPEN_APP_ID && e.WECHAT_OPEN_APP_SECRET ? { kind: 'web', appId: e.WECHAT_OPEN_APP_ID, appSecret: e.WECHAT_OPEN_APP_SECRET, ...common } : null,
    mp: e.WECHAT_APP_ID && e.WECHAT_APP_SECRET ? { kind: 'mp', appId: e.WECHAT_APP_ID, appSecret: e.WECHAT_APP_SECRET, ...common } : null,
  };
}

/** The app for a browser: the official account's inside WeChat, the website application elsewhere; null: no WeChat login there. */
export function appForBrowser(inWechat: boolean, e: Env = env()): WechatLoginApp | null {
  const apps = wechatLoginApps(e);
  return inWechat ? apps.mp : apps.web;
}

/** The app of an app id (a state row names the one it was started with), if it is still configured. */
export function appById(appId: string, e: Env = env()): WechatLoginApp | null {
  const { web, mp } = wechatLoginApps(e);
  return [web, mp].find((app) => app?.appId === appId) ?? null;
}

/** Where the browser goes to authorise: WeChat's QR code page, or the official account's authorisation in WeChat. */
export function authorizeUrl(app: WechatLoginApp, redirectUri: string, state: string): string {
  const path = app.kind === 'web' ? 'connect/qrconnect' : 'connect/oauth2/authorize';
  const url = new URL(path, app.openBase.endsWith('/') ? app.openBase : `${app.openBase}/`);
  // WeChat reads its parameters in this order and wants the #wechat_redirect fragment.
  url.searchParams.set('appid', app.appId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', app.kind === 'web' ? 'snsapi_login' : 'snsapi_userinfo');
  url.searchParams.set('state', state);
  url.hash = 'wechat_redirect';
  return url.toString();
}

export interface WechatPerson {
  appId: string;
  openId: string;
  unionId: string | null;
  nickname: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
/** An openid or unionid as WeChat gives them (28–29 characters today): anything else is not stored. */
const WECHAT_ID = /^[A-Za-z0-9_-]{1,128}$/;
const id = (value: unknown) => {
  const given = text(value);
  return WECHAT_ID.test(given) ? given : '';
};
/** A nickname as it can be stored and shown: without control characters or lone surrogates, at most 40 characters. */
export const nicknameOf = (value: unknown): string => Array.from(withoutRefusedCharacters(text(value)).trim()).slice(0, 40).join('');

/**
 * The person who authorised: the code exchanged for an access token and the
 * openid (sns/oauth2/access_token), then their nickname and unionid
 * (sns/userinfo). Throws WechatError: 40029 (an invalid code), 40163 (a code
 * used already), 45009 (a rate limit), null (no usable answer), …
 */
export async function exchangeCode(app: WechatLoginApp, code: string): Promise<WechatPerson> {
  const path = 'sns/oauth2/access_token';
  const token = await callWechat(app, path, { appid: app.appId, secret: app.appSecret, code, grant_type: 'authorization_code' });
  const accessToken = text(token.access_token);
  const openId = id(token.openid);
  if (!accessToken || !openId) throw new WechatError(null, `WeChat's API answered ${path} without an access_token and openid`);
  const info = await callWechat(app, 'sns/userinfo', { access_token: accessToken, openid: openId, lang: 'zh_CN' });
  if (text(info.openid) !== openId) throw new WechatError(null, "WeChat's API answered sns/userinfo for another openid");
  const unionId = id(token.unionid) || id(info.unionid);
  return { appId: app.appId, openId, unionId: unionId || null, nickname: nicknameOf(info.nickname) };
}
