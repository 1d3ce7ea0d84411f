import type { NextApiRequest, NextApiResponse } from 'next';
import type { AuthoringArticleView } from '@/lib/views/publish-views';
import { ApiError, defaultMessage, type ApiLocale } from '../http/errors';
import { requireKind } from '../auth/api-auth';
import { serverTranslator } from '../kernel/i18n';
import { staleSaveError } from '../kernel/record-version';
import type { Author, AuthoringOutcome } from './authoring';

/** What the authoring and review API routes share: who may write, and the answers to each outcome. */

/** Accounts that write on /publish: every kind but exhibitors (a trade-show account, not a member). */
export const AUTHOR_KINDS = ['member', 'editor', 'admin'] as const;

/** The author behind the request: 401 without a session, 403 for an exhibitor. */
export async function requireAuthor(req: NextApiRequest, res: NextApiResponse, locale: ApiLocale): Promise<Author> {
  const { user } = await requireKind(req, res, locale, AUTHOR_KINDS);
  return { id: user.id, kind: user.kind, name: user.name };
}

/** A message of the `publish` namespace in the request's language. */
export async function publishText(locale: ApiLocale, key: string): Promise<string> {
  return (await serverTranslator(locale, ['publish'])).t(`publish:${key}`);
}

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
