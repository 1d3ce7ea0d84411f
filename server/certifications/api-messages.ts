import { ApiError, defaultMessage, type ApiLocale } from '../http/errors';
import { messagesOf } from '../kernel/i18n';

/** A message of the `author` namespace (the certification pages') in the request's language. */
export const authorText = messagesOf('author');

/** One answer for a wrong number and a wrong mobile number, so that neither can be probed. */
export async function lookupNotFoundError(locale: ApiLocale): Promise<ApiError> {
  return new ApiError('not_found', await authorText(locale, 'api.notFound'));
}

/** A 400 on one field with a message of `author:form.errors.*` (answered in the request's language by the API wrapper). */
export function fieldError(field: string, key: string, locale: ApiLocale): ApiError {
  return new ApiError('validation_failed', defaultMessage('validation_failed', locale), { [field]: [`author:form.errors.${key}`] });
}
