import { jobSchema } from '@/lib/catalogue/job-schema';
import { idParam } from '@/lib/http/api-queries';
import { recordVersion } from '@/lib/http/record-version';
import { STAFF_KINDS } from '@/server/auth/api-auth';
import { foundOr404, savedOr409 } from '@/server/catalogue/api';
import { apiRoute, method } from '@/server/http/handler';
import { jobRecords } from '@/server/jobs/staff';

/**
 * GET /api/admin/jobs/{id} → { item }: the job as its edit form shows it.
 * PUT → { item }: changed; `version` (the item's, as GET gave it) is required — 400 without it, 409 `conflict`
 * with `fields.version` when someone saved it since. 404 unknown. Editors and admins.
 */
export default apiRoute({
  GET: method({ access: STAFF_KINDS, query: idParam, handle: async ({ db, query, locale }) => foundOr404(await jobRecords.toEdit(db, query.id), 'jobs', locale) }),
  PUT: method({
    access: STAFF_KINDS,
    query: idParam,
    body: jobSchema.safeExtend({ version: recordVersion }),
    handle: async ({ db, session, query, body, locale }) => savedOr409(await jobRecords.update(db, query.id, body, session.user), 'jobs', locale),
  }),
});
