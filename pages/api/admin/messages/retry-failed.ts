import type { RetryFailedAnswer } from '@/lib/messages/views';
import { retryFailedBody } from '@/lib/messages/schema';
import { ApiError } from '@/server/http/errors';
import { apiRoute, method } from '@/server/http/handler';
import { STAFF_KINDS } from '@/server/auth/api-auth';
import { messagesOf } from '@/server/kernel/i18n';
import { isMessageKind } from '@/server/messages/kinds';
import { retryFailedOfKind } from '@/server/messages/retry';

/**
 * POST /api/admin/messages/retry-failed (editors and admins) `{ kind }`: every failed message of that kind is
 * due again now, its tries counted afresh (one audit entry, `message.retry_all`, with the count); answers
 * `{ retried }`. 400 for a kind the site does not send.
 */

const text = messagesOf('console', { prefix: 'messages.' });

export default apiRoute({
  POST: method({
    access: STAFF_KINDS,
    body: retryFailedBody,
    handle: async ({ session, body, locale, db }): Promise<RetryFailedAnswer> => {
      if (!isMessageKind(body.kind)) throw new ApiError('validation_failed', await text(locale, 'api.unknownKind'), { kind: [await text(locale, 'api.unknownKind')] });
      return { retried: await retryFailedOfKind(db, body.kind, session.user) };
    },
  }),
});
