/**
 * The two calls of WeChat's server API the JS-SDK needs, on the base address
 * WECHAT_API_BASE (https://api.weixin.qq.com; tests point it at a local
 * server): the official account's access_token (cgi-bin/token) and, with it,
 * the jsapi_ticket (cgi-bin/ticket/getticket). WeChat answers errors with
 * HTTP 200 and an `errcode`: they become a WechatError with it. The login's
 * calls (sns/…) are in ./oauth.ts, through the same `callWechat`.
 */

export interface WechatAccount {
  apiBase: string;
  appId: string;
  appSecret: string;
}

export interface Issued {
  value: string;
  /** Seconds it is valid for, as WeChat says (7200). */
  expiresIn: number;
}

/** The errcodes that say the access_token is no longer valid: ask for a new one and try again. */
export const STALE_TOKEN_CODES: ReadonlySet<number> = new Set([40001, 40014, 42001]);

export class WechatError extends Error {
  constructor(
    readonly errcode: number | null,
    message: string,
  ) {
    super(message);
    this.name = 'WechatError';
  }
}

const TIMEOUT_MS = 10_000;

/** Calls one of WeChat's API paths on `account.apiBase`: its JSON answer, or a WechatError (its errcode, or null: no usable answer). */
export async function callWechat(account: Pick<WechatAccount, 'apiBase'>, path: string, query: Record<string, string>): Promise<Record<string, unknown>> {
  const url = new URL(path, account.apiBase.endsWith('/') ? account.apiBase : `${account.apiBase}/`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new WechatError(null, `WeChat's API did not answer ${path}: ${(error as Error).message}`);
  }
  if (!response.ok) throw new WechatError(null, `WeChat's API answered ${path} with HTTP ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new WechatError(null, `WeChat's API answered ${path} with something that is not JSON`);
  }
  if (typeof body !== 'object' || body === null) throw new WechatError(null, `WeChat's API answered ${path} with ${JSON.stringify(body)}`);
  const record = body as Record<string, unknown>;
  const errcode = typeof record.errcode === 'number' ? record.errcode : 0;
  // errmsg is WeChat's own text: no secret is in it (the secret goes in the query only).
  if (errcode !== 0) throw new WechatError(errcode, `WeChat's API refused ${path}: ${errcode} ${String(record.errmsg ?? '')}`.trim());
  return record;
}

function issued(record: Record<string, unknown>, field: string, path: string): Issued {
  const value = record[field];
  const expiresIn = record.expires_in;
  if (typeof value !== 'string' || value === '' || typeof expiresIn !== 'number' || expiresIn <= 0) {
    throw new WechatError(null, `WeChat's API answered ${path} without a ${field} and its expires_in`);
  }
  return { value, expiresIn };
}

export async function fetchAccessToken(account: WechatAccount): Promise<Issued> {
  const path = 'cgi-bin/token';
  const record = await callWechat(account, path, { grant_type: 'client_credential', appid: account.appId, secret: account.appSecret });
  return issued(record, 'access_token', path);
}

export async function fetchJsapiTicket(account: WechatAccount, accessToken: string): Promise<Issued> {
  const path = 'cgi-bin/ticket/getticket';
  const record = await callWechat(account, path, { access_token: accessToken, type: 'jsapi' });
  return issued(record, 'ticket', path);
}
