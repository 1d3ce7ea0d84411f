import type { ApiLocale } from '../../http/errors';
import { ApiError } from '../../http/errors';
import { messagesOf } from '../../kernel/i18n';

/** A message of the `activity` namespace in the request's language. */
export const activityText = messagesOf('activity');

/** One answer for a wrong code and an unknown mobile number, so that neither can be probed. */
export async function notFoundError(locale: ApiLocale): Promise<ApiError> {
  return new ApiError('not_found', await activityText(locale, 'lookup.notFound'));
}
