import { idParam } from '@/lib/http/api-queries';
import { sourcingReviewSchema } from '@/lib/sourcing/schema';
import type { SourcingReviewAnswer } from '@/lib/sourcing/views';
import { STAFF_KINDS } from '@/server/auth/api-auth';
import { ApiError, defaultMessage } from '@/server/http/errors';
import { apiRoute, method } from '@/server/http/handler';
import { sourcingText } from '@/server/sourcing/api-messages';
import { reviewRequest } from '@/server/sourcing/review';

/**
 * POST /api/admin/sourcing/{id}/review `{ decision: "approve" | "reject", note }` (editors and admins; a
 * rejection needs a note, at most 500 characters): approving puts the request live for its open days,
 * rejecting keeps it off the site; the buyer is told either way. → `{ request: { id, status } }`. 404 unknown;
 * 409 when it is no longer pending.
 */
export default apiRoute({
  POST: method({
    access: STAFF_KINDS,
    query: idParam,
    body: sourcingReviewSchema,
    handle: async ({ session, query, body, locale, db }): Promise<SourcingReviewAnswer> => {
      const outcome = await reviewRequest(db, query.id, body, session.user);
      if (outcome.kind === 'not_found') throw new ApiError('not_found', defaultMessage('not_found', locale));
      if (outcome.kind === 'not_pending') throw new ApiError('conflict', await sourcingText(locale, 'api.notPending'));
      return { request: { id: outcome.request.id, status: outcome.request.status === 'live' ? 'live' : 'rejected' } };
    },
  }),
});
