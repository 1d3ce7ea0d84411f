import { ApiError, defaultMessage, type ApiLocale } from '../http/errors';
import { messagesOf } from '../kernel/i18n';
import { siteConfig } from '../kernel/site-config';

/**
 * A message of the `contact` namespace in the request's language. Every
 * refusal of the contact form says what to do next, and most offer the
 * phone number for those who would rather call.
 */
export const contactText = messagesOf('contact', { shared: () => ({ phone: siteConfig().phone }) });

/** A 400 on the form's token (missing, forged or expired): the form fetches a fresh one and keeps what was typed. */
export async function tokenError(locale: ApiLocale, key: 'api.tokenMissing' | 'api.tokenExpired'): Promise<ApiError> {
  return new ApiError('validation_failed', defaultMessage('validation_failed', locale), { token: [await contactText(locale, key)] });
}
