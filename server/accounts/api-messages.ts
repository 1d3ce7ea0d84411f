import { ApiError, defaultMessage, type ApiLocale } from '../http/errors';
import { messagesOf } from '../kernel/i18n';
import type { AccountRefusal } from './user-accounts';

/** A message of the `admin-accounts` namespace in the request's language. */
export const accountsText = messagesOf('admin-accounts');

/** The 404 of an account id that names no account (of the kind the route is for). */
export async function accountNotFound(locale: ApiLocale): Promise<ApiError> {
  return new ApiError('not_found', await accountsText(locale, 'api.notFound'));
}

/** The answer to a refused change of role or of disabled: 404, 403, or 409 saying which rule refused it. */
export async function refusalError(reason: AccountRefusal, change: 'role' | 'disable', locale: ApiLocale): Promise<ApiError> {
  switch (reason) {
    case 'not_found':
      return accountNotFound(locale);
    case 'forbidden':
      return new ApiError('forbidden', defaultMessage('forbidden', locale));
    case 'exhibitor':
      return new ApiError('conflict', await accountsText(locale, 'api.exhibitorRole'));
    case 'self':
      return new ApiError('conflict', await accountsText(locale, change === 'role' ? 'api.selfRole' : 'api.selfDisable'));
    case 'last_admin':
      return new ApiError('conflict', await accountsText(locale, change === 'role' ? 'api.lastAdminRole' : 'api.lastAdminDisable'));
  }
}
