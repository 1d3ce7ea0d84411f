import { idParam } from '@/lib/http/api-queries';
import { reviewSchema } from '@/lib/certifications/schema';
import type { ReviewAnswer } from '@/lib/certifications/views';
import { ApiError, defaultMessage } from '@/server/http/errors';
import { apiRoute, method } from '@/server/http/handler';
import { STAFF_KINDS } from '@/server/auth/api-auth';
import { authorText } from '@/server/certifications/api-messages';
import { reviewApplication } from '@/server/certifications/review';
import { staffCertification } from '@/server/certifications/staff-list';
import { staffCertificationView } from '@/server/certifications/views';

/**
 * POST /api/admin/certifications/{id}/review `{ decision: "approve" |
 * "reject", note }` (editors and admins; a rejection needs a note, at most
 * 500 characters): `{ certification }` decided, with the reviewer and time.
 * 404 unknown; 409 when it is no longer pending.
 */
export default apiRoute({
  POST: method({
    access: STAFF_KINDS,
    query: idParam,
    body: reviewSchema,
    handle: async ({ session, query, body, locale, db }): Promise<ReviewAnswer> => {
      const outcome = await reviewApplication(db, query.id, body, session.user);
      if (outcome.kind === 'not_found') throw new ApiError('not_found', defaultMessage('not_found', locale));
      if (outcome.kind === 'not_pending') {
        throw new ApiError('conflict', await authorText(locale, 'api.notPending', { status: await authorText(locale, `status.${outcome.status}`) }));
      }
      const row = await staffCertification(db, outcome.row.id);
      if (!row) throw new Error(`certification ${outcome.row.id} vanished after its review`);
      return { certification: staffCertificationView(row) };
    },
  }),
});
