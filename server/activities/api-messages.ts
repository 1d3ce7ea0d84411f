import { ApiError, defaultMessage, type ApiLocale } from '../http/errors';
import { messagesOf } from '../kernel/i18n';

/** A message of the `admin-activities` namespace (with the `activity` namespace's status names) in the request's language. */
export const adminActivityText = messagesOf('admin-activities', { also: ['activity'] });

/** The 404 of an activity id that names none. */
export async function activityNotFound(locale: ApiLocale): Promise<ApiError> {
  return new ApiError('not_found', await adminActivityText(locale, 'api.notFound'));
}

/** The 400 of a capacity below the seats already taken, at the capacity field. */
export async function capacityBelowTaken(locale: ApiLocale, taken: number): Promise<ApiError> {
  return new ApiError('validation_failed', defaultMessage('validation_failed', locale), {
    capacity: [await adminActivityText(locale, 'errors.capacityBelowTaken', { taken })],
  });
}

/** The 400 of exhibitor ids that are not exhibitor accounts, at the exhibitors' field. */
export async function unknownExhibitors(locale: ApiLocale): Promise<ApiError> {
  return new ApiError('validation_failed', defaultMessage('validation_failed', locale), {
    exhibitorIds: [await adminActivityText(locale, 'errors.exhibitorsUnknown')],
  });
}

/** The 400 of a "belongs to show" that names no show (or the activity itself), at that field. */
export async function notAShow(locale: ApiLocale): Promise<ApiError> {
  return new ApiError('validation_failed', defaultMessage('validation_failed', locale), {
    showId: [await adminActivityText(locale, 'errors.showInvalid')],
  });
}

/** A registration status by its name ("候补", "Waitlisted"). */
export const statusName = messagesOf('activity', { prefix: 'status.' });
