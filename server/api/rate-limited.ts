import { retryAfterSeconds } from '../auth/throttle';
import { serverTranslator } from '../i18n';
import { ApiError, type ApiLocale } from './errors';

/**
 * The 429 of a throttled request: the wait in whole minutes in the message
 * (`key`, namespaced, a `{{count}}` text with its plural forms, and any other
 * `values` it names), in seconds in Retry-After.
 */
export async function rateLimitedError(
  locale: ApiLocale,
  waitMs: number,
  key: `${string}:${string}`,
  values: Record<string, string> = {},
): Promise<ApiError> {
  const seconds = retryAfterSeconds(waitMs);
  const namespace = key.slice(0, key.indexOf(':'));
  const message = (await serverTranslator(locale, [namespace])).t(key, { ...values, count: Math.ceil(seconds / 60) });
  return new ApiError('rate_limited', message, undefined, { 'Retry-After': String(seconds) });
}
