import type { AdminArticleView } from '@/lib/articles/staff-views';
import { ApiError, defaultMessage, type ApiLocale } from '../http/errors';
import { messagesOf } from '../kernel/i18n';
import { staleSaveError } from '../audit/record-version';
import type { AdminArticleOutcome } from './staff';

/** What the console's article API routes share: the answers to each outcome, in the request's language. */

/** A message of the `admin-articles` namespace in the request's language. */
export const adminArticleText = messagesOf('admin-articles');

/**
 * The article as it is now, or the error its outcome is: 404 unknown, 409 not
 * in a state for it or based on an older version (`fields.version`, saying
 * who saved it since and when), 400 with fields.
 */
export async function adminArticleAnswer(outcome: AdminArticleOutcome, locale: ApiLocale): Promise<AdminArticleView> {
  switch (outcome.kind) {
    case 'saved':
      return outcome.article;
    case 'not_found':
      throw new ApiError('not_found', await adminArticleText(locale, 'api.notFound'));
    case 'conflict':
      throw new ApiError('conflict', await adminArticleText(locale, `api.${outcome.reason}`));
    case 'stale':
      throw await staleSaveError(locale, outcome.version);
    case 'invalid':
      throw new ApiError('validation_failed', defaultMessage('validation_failed', locale), outcome.fields);
  }
}
