import { idParam } from '@/lib/http/api-queries';
import { reviewSchema } from '@/lib/articles/schema';
import { ApiError, defaultMessage } from '@/server/http/errors';
import { apiRoute, method } from '@/server/http/handler';
import { STAFF_KINDS } from '@/server/auth/api-auth';
import { invalidate } from '@/server/kernel/cache';
import { publishText } from '@/server/articles/api';
import { reviewArticle } from '@/server/articles/review';

/**
 * POST /api/admin/articles/{id}/review `{ decision: "approve" | "reject", note }`
 * (editors and admins): approve publishes the submission now; reject sends it
 * back with the note (required) → `{ id, status }`. 401 not logged in, 403 not
 * staff, 404 unknown article, 409 not pending review, 400 with fields.
 */
export default apiRoute({
  POST: method({
    access: STAFF_KINDS,
    query: idParam,
    body: reviewSchema,
    handle: async ({ session: { user }, db, query, body, locale }) => {
      const outcome = await reviewArticle(db, user, query.id, body);
      switch (outcome.kind) {
        case 'not_found':
          throw new ApiError('not_found', defaultMessage('not_found', locale));
        case 'not_pending':
          throw new ApiError('conflict', await publishText(locale, 'api.notPending'));
        case 'reviewed':
          if (outcome.status === 'published') invalidate('articles');
          return { id: query.id, status: outcome.status };
      }
    },
  }),
});
