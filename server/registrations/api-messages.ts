import type { ApiLocale } from '../api/errors';
import { ApiError } from '../api/errors';
import { serverTranslator } from '../i18n';
import { retryAfterSeconds } from '../auth/throttle';

/** A message of the `activity` namespace in the request's language. */
export async function activityText(locale: ApiLocale, key: string, values: Record<string, unknown> = {}): Promise<string> {
  return (await serverTranslator(locale, ['activity'])).t(`activity:${key}`, values);
}

/** The 429 of a throttled registration, look-up or cancellation, with Retry-After. */
export async function tooManyError(locale: ApiLocale, waitMs: number): Promise<ApiError> {
  const seconds = retryAfterSeconds(waitMs);
  return new ApiError('rate_limited', await activityText(locale, 'form.limited', { count: Math.ceil(seconds / 60) }), undefined, {
    'Retry-After': String(seconds),
  });
}

/** One answer for a wrong code and an unknown mobile number, so that neither can be probed. */
export async function notFoundError(locale: ApiLocale): Promise<ApiError> {
  return new ApiError('not_found', await activityText(locale, 'lookup.notFound'));
}
