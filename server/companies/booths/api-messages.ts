import { ApiError, defaultMessage, type ApiLocale } from '../../http/errors';
import { messagesOf } from '../../kernel/i18n';
import { staleSaveError } from '../../audit/record-version';
import type { Refusal } from './placement';

/** A message of the `admin-show-floor` namespace in the request's language. */
export const floorText = messagesOf('admin-show-floor');

export async function showNotFound(locale: ApiLocale): Promise<ApiError> {
  return new ApiError('not_found', await floorText(locale, 'api.showNotFound'));
}

export async function hallNotFound(locale: ApiLocale): Promise<ApiError> {
  return new ApiError('not_found', await floorText(locale, 'api.hallNotFound'));
}

export async function boothNotFound(locale: ApiLocale): Promise<ApiError> {
  return new ApiError('not_found', await floorText(locale, 'api.boothNotFound'));
}

/** The 400 of a placement rule the input broke, at its field. */
export async function refusalError(locale: ApiLocale, refusal: Refusal): Promise<ApiError> {
  const key = refusal.key === 'companyTaken' && !refusal.values?.number ? 'companyTakenElsewhere' : refusal.key;
  return new ApiError('validation_failed', defaultMessage('validation_failed', locale), {
    [refusal.field]: [await floorText(locale, `errors.${key}`, refusal.values)],
  });
}

/** What an outcome that is not a success means to the caller. */
export async function outcomeError(
  locale: ApiLocale,
  outcome: { kind: 'not_found' } | { kind: 'stale'; version: Parameters<typeof staleSaveError>[1] } | Refusal,
  notFound: (locale: ApiLocale) => Promise<ApiError>,
): Promise<ApiError> {
  switch (outcome.kind) {
    case 'not_found':
      return notFound(locale);
    case 'stale':
      return staleSaveError(locale, outcome.version);
    case 'refused':
      return refusalError(locale, outcome);
  }
}
