import { partnerSchema } from '@/lib/catalogue/partner-schema';
import { STAFF_KINDS } from '@/server/auth/api-auth';
import { apiRoute, method, result } from '@/server/http/handler';
import { partnerRecords } from '@/server/people/partners';

/**
 * GET /api/admin/partners → { items }: every partner in the public order, hidden ones too.
 * POST /api/admin/partners → 201 { item }: a new partner (400 with field errors). Editors and admins; changes are
 * audited and show on the public site at once.
 */
export default apiRoute({
  GET: method({ access: STAFF_KINDS, handle: async ({ db }) => ({ items: await partnerRecords.rows(db) }) }),
  POST: method({
    access: STAFF_KINDS,
    body: partnerSchema,
    handle: async ({ db, session, body }) => result(201, { item: await partnerRecords.create(db, body, session.user) }),
  }),
});
