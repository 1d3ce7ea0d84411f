import { idParam } from '@/lib/http/api-queries';
import { handleSchema } from '@/lib/feedback/schema';
import type { HandleFeedbackAnswer } from '@/lib/feedback/views';
import { ApiError } from '@/server/http/errors';
import { apiRoute, method } from '@/server/http/handler';
import { STAFF_KINDS } from '@/server/auth/api-auth';
import { contactText } from '@/server/feedback/api-messages';
import { setFeedbackHandled } from '@/server/feedback/staff';

/**
 * POST /api/admin/feedback/{id}/handle `{ handled: boolean }` (editors and
 * admins): `{ feedback }` marked handled by the caller (with the time), or new
 * again. 404 for an unknown message.
 */
export default apiRoute({
  POST: method({
    access: STAFF_KINDS,
    query: idParam,
    body: handleSchema,
    handle: async ({ session, query, body, locale, db }): Promise<HandleFeedbackAnswer> => {
      const updated = await setFeedbackHandled(db, query.id, body.handled, session.user);
      if (!updated) throw new ApiError('not_found', await contactText(locale, 'api.notFound'));
      return { feedback: updated };
    },
  }),
});
