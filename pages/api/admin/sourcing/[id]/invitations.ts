import { idParam } from '@/lib/http/api-queries';
import { invitationSchema } from '@/lib/sourcing/staff-schema';
import { STAFF_KINDS } from '@/server/auth/api-auth';
import { apiRoute, method } from '@/server/http/handler';
import { invitationAnswer } from '@/server/sourcing/staff-api';

/**
 * POST /api/admin/sourcing/{id}/invitations `{ companyId }` (editors and admins): invite a certified company of a
 * wanted kind (not the buyer's) to quote on a request open to quotes; its accounts are sent the request's link.
 * → `{ invitation: { requestId, companyId, invitedAt } }`. 400 `fields.companyId` for a company that
 * may not be invited; 404 unknown request; 409 not open, already invited or already quoted; 429 over the
 * account's allowance. Audited.
 */
export default apiRoute({
  POST: method({
    access: STAFF_KINDS,
    query: idParam,
    body: invitationSchema,
    handle: ({ db, session, query, body, locale }) => invitationAnswer({ db, actor: session.user, locale }, query.id, body.companyId),
  }),
});
