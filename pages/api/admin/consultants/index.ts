import { consultantSchema } from '@/lib/catalogue/consultant-schema';
import { STAFF_KINDS } from '@/server/auth/api-auth';
import { apiRoute, method, result } from '@/server/http/handler';
import { consultantRecords } from '@/server/people/consultants';

/**
 * GET /api/admin/consultants → { items }: every consultant in the public order, hidden ones too.
 * POST /api/admin/consultants → 201 { item }: a new consultant (400 with field errors). Editors and admins; changes are
 * audited and show on the public site at once.
 */
export default apiRoute({
  GET: method({ access: STAFF_KINDS, handle: async ({ db }) => ({ items: await consultantRecords.rows(db) }) }),
  POST: method({
    access: STAFF_KINDS,
    body: consultantSchema,
    handle: async ({ db, session, body }) => result(201, { item: await consultantRecords.create(db, body, session.user) }),
  }),
});
