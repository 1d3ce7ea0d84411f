import enCommon from '@/locales/en/common.json';
import zhCommon from '@/locales/zh-CN/common.json';
import type { ApiErrorBody } from './errors';

/**
 * A JSON body must be UTF-8. Next's body parser would turn invalid bytes into
 * U+FFFD without a word, so the proxy (proxy.ts), which sees the bytes, refuses
 * them first: 400 in the API's one error shape, in the caller's language. A
 * route outside the proxy reads its body itself (server/http/json-body.ts) and
 * refuses them the same way.
 * (An address reaches even the proxy decoded already: the input guard reads
 * U+FFFD in a query value as escapes that were not UTF-8.)
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

export function invalidEncodingBody(acceptLanguage: string | null): ApiErrorBody {
  return { error: { code: 'bad_request', message: inputText(acceptLanguage, 'bodyEncoding') } };
}

/** A message of the input texts (common.json `input`) in the caller's language. */
export function inputText(acceptLanguage: string | null, key: 'bodyEncoding' | 'bodyJson'): string {
  const english = (acceptLanguage ?? '').trim().toLowerCase().startsWith('en');
  return (english ? enCommon : zhCommon).input[key];
}
