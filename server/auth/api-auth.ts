import type { NextApiRequest } from 'next';
import type { ApiLocale } from '../http/errors';
import { ApiError, defaultMessage } from '../http/errors';
import { messagesOf } from '../kernel/i18n';
import { retryAfterSeconds } from './throttle';
import type { CurrentSession, UserKind } from './sessions';

/** What the API routes share about who calls them: the access a method declares, 401 and 403, the account messages. */

/** Every kind of account: `access: ANY_ACCOUNT` is for whoever is logged in. */
export const ANY_ACCOUNT = ['member', 'exhibitor', 'editor', 'admin'] as const satisfies readonly UserKind[];

/**
 * The session of a method that needs one only for some of its inputs (a code to verify one's own number, linking
 * WeChat): 401 without one. A method that always needs one declares `access` instead.
 */
export function sessionOr401(session: CurrentSession | null, locale: ApiLocale): CurrentSession {
  if (!session) throw new ApiError('unauthorized', defaultMessage('unauthorized', locale));
  return session;
}

/** The session when its account is one of `kinds` (a method's `access`): else 401 (not logged in) or 403. */
export function sessionOfKind(session: CurrentSession | null, kinds: readonly UserKind[], locale: ApiLocale): CurrentSession {
  const found = sessionOr401(session, locale);
  if (!kinds.includes(found.user.kind)) throw new ApiError('forbidden', defaultMessage('forbidden', locale));
  return found;
}

/** Accounts that may run the site's content: editors and admins. */
export const STAFF_KINDS = ['editor', 'admin'] as const;

/** A message of `common:auth.messages.*` in the request's language. */
export const authMessage = messagesOf('common', { prefix: 'auth.messages.' });

/** A 400 with one field's message (a translation key of the shared schemas, answered in the request's language). */
export function fieldError(field: string, key: string, locale: ApiLocale): ApiError {
  return new ApiError('validation_failed', defaultMessage('validation_failed', locale), { [field]: [`common:auth.errors.${key}`] });
}

/** The 429 of a locked login: the wait in whole minutes in the message, in seconds in Retry-After. */
export async function lockedError(locale: ApiLocale, waitMs: number): Promise<ApiError> {
  const seconds = retryAfterSeconds(waitMs);
  return new ApiError('rate_limited', await authMessage(locale, 'locked', { count: Math.ceil(seconds / 60) }), undefined, {
    'Retry-After': String(seconds),
  });
}

export function userAgentOf(req: NextApiRequest): string {
  return String(req.headers['user-agent'] ?? '');
}
