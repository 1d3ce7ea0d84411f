import type { NextApiRequest, NextApiResponse } from 'next';
import type { ApiLocale } from '../http/errors';
import { ApiError, defaultMessage } from '../http/errors';
import { serverTranslator } from '../kernel/i18n';
import { retryAfterSeconds } from './throttle';
import { currentSession } from './viewer';
import type { CurrentSession } from './sessions';

/** What the account API routes share: the viewer's session or a 401, and their messages in the request's language. */

export async function requireSession(req: NextApiRequest, res: NextApiResponse, locale: ApiLocale): Promise<CurrentSession> {
  const session = await currentSession(req, res);
  if (!session) throw new ApiError('unauthorized', defaultMessage('unauthorized', locale));
  return session;
}

/** The viewer's session when their account is one of `kinds`: else 401 (not logged in) or 403. */
export async function requireKind(
  req: NextApiRequest,
  res: NextApiResponse,
  locale: ApiLocale,
  kinds: readonly CurrentSession['user']['kind'][],
): Promise<CurrentSession> {
  const session = await requireSession(req, res, locale);
  if (!kinds.includes(session.user.kind)) throw new ApiError('forbidden', defaultMessage('forbidden', locale));
  return session;
}

/** Accounts that may run the site's content: editors and admins. */
export const STAFF_KINDS = ['editor', 'admin'] as const;

/** A message of `common:auth.messages.*` in the request's language. */
export async function authMessage(locale: ApiLocale, key: string, values: Record<string, unknown> = {}): Promise<string> {
  return (await serverTranslator(locale)).t(`auth.messages.${key}`, values);
}

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
