import { idParam } from '@/lib/http/api-queries';
import type { RetryMessageAnswer } from '@/lib/messages/views';
import { ApiError } from '@/server/http/errors';
import { apiRoute, method } from '@/server/http/handler';
import { STAFF_KINDS } from '@/server/auth/api-auth';
import { messagesOf } from '@/server/kernel/i18n';
import { sendNow } from '@/server/messages/retry';
import { staffMessageViews, transportsView } from '@/server/messages/staff-list';

/**
 * POST /api/admin/messages/{id}/send-now (editors and admins; no body): a pending message due later (waiting to
 * be tried again, or a reminder) is due now (audited as `message.send_now`); answers `{ message }` as the list
 * shows it. 404 for an unknown message, 409 for one that is not pending or is due already.
 */

const text = messagesOf('console', { prefix: 'messages.' });

export default apiRoute({
  POST: method({
    access: STAFF_KINDS,
    query: idParam,
    handle: async ({ session, query, locale, db }): Promise<RetryMessageAnswer> => {
      const outcome = await sendNow(db, query.id, session.user);
      if (outcome.kind === 'not_found') throw new ApiError('not_found', await text(locale, 'api.notFound'));
      if (outcome.kind === 'not_pending') {
        throw new ApiError('conflict', await text(locale, 'api.notPending', { status: await text(locale, `statuses.${outcome.status}`) }));
      }
      if (outcome.kind === 'already_due') throw new ApiError('conflict', await text(locale, 'api.alreadyDue'));
      const [message] = await staffMessageViews([outcome.message], transportsView(), session.user.kind === 'admin');
      return { message: message! };
    },
  }),
});
