import { jobSchema } from '@/lib/catalogue/job-schema';
import { STAFF_KINDS } from '@/server/auth/api-auth';
import { apiRoute, method, result } from '@/server/http/handler';
import { jobRecords } from '@/server/jobs/staff';

/**
 * GET /api/admin/jobs → { items }: every job in the public order, hidden ones too.
 * POST /api/admin/jobs → 201 { item }: a new job (400 with field errors). Editors and admins; changes are
 * audited and show on the public site at once.
 */
export default apiRoute({
  GET: method({ access: STAFF_KINDS, handle: async ({ db }) => ({ items: await jobRecords.rows(db) }) }),
  POST: method({
    access: STAFF_KINDS,
    body: jobSchema,
    handle: async ({ db, session, body }) => result(201, { item: await jobRecords.create(db, body, session.user) }),
  }),
});
