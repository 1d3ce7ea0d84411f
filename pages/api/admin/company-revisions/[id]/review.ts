import { revisionReviewSchema } from '@/lib/companies/profile-schema';
import type { RevisionReviewAnswer } from '@/lib/companies/profile-views';
import { idParam } from '@/lib/http/api-queries';
import { ApiError, defaultMessage } from '@/server/http/errors';
import { apiRoute, method } from '@/server/http/handler';
import { STAFF_KINDS } from '@/server/auth/api-auth';
import { companyProfileText } from '@/server/companies/revisions/api-messages';
import { reviewRevision } from '@/server/companies/revisions/review';

/**
 * POST /api/admin/company-revisions/{id}/review `{ decision: "approve" | "reject", note }` (editors and
 * admins; a rejection needs a note, at most 500 characters): approving applies the proposed profile to the
 * company, rejecting keeps the live one; the proposing account is told. → `{ revision }`. 404 unknown;
 * 409 when it is no longer pending.
 */
export default apiRoute({
  POST: method({
    access: STAFF_KINDS,
    query: idParam,
    body: revisionReviewSchema,
    handle: async ({ session, query, body, locale, db }): Promise<RevisionReviewAnswer> => {
      const outcome = await reviewRevision(db, query.id, body, session.user);
      if (outcome.kind === 'not_found') throw new ApiError('not_found', defaultMessage('not_found', locale));
      if (outcome.kind === 'not_pending') throw new ApiError('conflict', await companyProfileText(locale, 'api.notPending'));
      const { revision } = outcome;
      return { revision: { id: revision.id, status: revision.status === 'approved' ? 'approved' : 'rejected', companyId: revision.companyId } };
    },
  }),
});
