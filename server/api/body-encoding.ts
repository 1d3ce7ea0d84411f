import enCommon from '@/locales/en/common.json';
import zhCommon from '@/locales/zh-CN/common.json';
import type { ApiErrorBody } from './errors';

/**
 * What the API receives must be UTF-8: a JSON body, and the %-escapes of the
 * query string. Next turns invalid bytes into U+FFFD without a word (and
 * rewrites the request's URL before a route sees it), so the proxy
 * (proxy.ts), which still sees the bytes and the address as sent, refuses
 * them first: 400 in the API's one error shape, in the caller's language.
 * (A page's address is left to Next: U+FFFD is harmless text there.)
 */

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const decoder = new TextDecoder('utf-8', { fatal: true });

/** Whether a request to `pathname` may carry a JSON body the API reads. */
export function carriesApiJson(method: string, pathname: string, contentType: string | null): boolean {
  if (!STATE_CHANGING.has(method) || !pathname.startsWith('/api/')) return false;
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return type === 'application/json' || type.endsWith('+json');
}

export function isUtf8(bytes: Uint8Array): boolean {
  try {
    decoder.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** Whether a request to `pathname` is the API's (whose query string the proxy checks). */
export function isApiPath(pathname: string): boolean {
  return pathname.startsWith('/api/');
}

/** The 400 for a body (`body`) or a query string (`address`) that is not UTF-8. */
export function invalidEncodingBody(acceptLanguage: string | null, what: 'body' | 'address' = 'body'): ApiErrorBody {
  const english = (acceptLanguage ?? '').trim().toLowerCase().startsWith('en');
  const texts = (english ? enCommon : zhCommon).input;
  return { error: { code: 'bad_request', message: what === 'body' ? texts.bodyEncoding : texts.encoding } };
}
