import type { AuthoringArticleView } from '@/lib/articles/publish-views';
import { ApiError, defaultMessage, type ApiLocale } from '../http/errors';
import type { CurrentSession } from '../auth/sessions';
import { messagesOf } from '../kernel/i18n';
import { staleSaveError } from '../audit/record-version';
import type { Author, AuthoringOutcome } from './authoring';

/** What the authoring and review API routes share: who may write, and the answers to each outcome. */

/** Accounts that write on /publish: every kind but exhibitors (a trade-show account, not a member). */
export const AUTHOR_KINDS = ['member', 'editor', 'admin'] as const;

/** The author behind a request whose method declares `access: AUTHOR_KINDS` (so a visitor has had 401 and an exhibitor 403). */
export function authorOf({ user }: CurrentSession): Author {
  return { id: user.id, kind: user.kind as Author['kind'], name: user.name };
}

/** A message of the `publish` namespace in the request's language. */
export const publishText = messagesOf('publish');

/** The saved article, or the error its outcome is: 404 not the author's, 409 no longer editable or saved since its version (`fields.version`), 400 with fields. */
export async function authoringAnswer(outcome: AuthoringOutcome, locale: ApiLocale): Promise<AuthoringArticleView> {
  switch (outcome.kind) {
    case 'saved':
      return outcome.article;
    case 'not_found':
      throw new ApiError('not_found', defaultMessage('not_found', locale));
    case 'locked':
      throw new ApiError('conflict', await publishText(locale, `api.locked.${outcome.status}`));
    case 'stale':
      throw await staleSaveError(locale, outcome.version, 'publish:api.stale');
    case 'invalid':
      throw new ApiError('validation_failed', defaultMessage('validation_failed', locale), outcome.fields);
  }
}
