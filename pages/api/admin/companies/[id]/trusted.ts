import { idParam } from '@/lib/http/api-queries';
import { companyTrustSchema } from '@/lib/sourcing/staff-schema';
import { STAFF_KINDS } from '@/server/auth/api-auth';
import { apiRoute, method } from '@/server/http/handler';
import { trustAnswer } from '@/server/sourcing/staff-api';

/**
 * PUT /api/admin/companies/{id}/trusted `{ trusted, version }` (editors and admins): mark a company trusted — its
 * sourcing requests go live without review — or take the mark back. `version` is the company's (its updatedAt,
 * as /admin/sourcing lists it). → `{ company: { id, trusted, version } }`. 404 unknown; 409 stale; 429 over the
 * account's allowance. Audited (`company.trust`).
 */
export default apiRoute({
  PUT: method({
    access: STAFF_KINDS,
    query: idParam,
    body: companyTrustSchema,
    handle: ({ db, session, query, body, locale }) => trustAnswer({ db, actor: session.user, locale }, query.id, body),
  }),
});
