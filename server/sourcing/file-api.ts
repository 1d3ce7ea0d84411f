import { ApiError, type ApiLocale } from '../http/errors';
import type { CurrentSession } from '../auth/sessions';
import type { Db } from '../db';
import { sourcingText } from './api-messages';
import { fileAccess } from './attachments';

/**
 * The check in front of a request's files, on every call: the viewer may open them (attachments.ts), or the
 * answer says why not — 401 log in, 403 only certified companies, 404 no request this viewer may see.
 */
export async function requireFileAccess(db: Db, requestId: number, viewer: () => Promise<CurrentSession | null>, locale: ApiLocale): Promise<void> {
  const session = await viewer();
  const access = await fileAccess(db, requestId, session ? { id: session.user.id, kind: session.user.kind } : null);
  switch (access.kind) {
    case 'open':
      return;
    case 'login':
      throw new ApiError('unauthorized', await sourcingText(locale, 'files.loginToOpen'));
    case 'not_certified':
      throw new ApiError('forbidden', await sourcingText(locale, 'files.certifiedOnly'));
    case 'missing':
      throw new ApiError('not_found', await sourcingText(locale, 'files.notFound'));
  }
}
