import { idParam } from '@/lib/http/api-queries';
import type { StaffApplicationAnswer } from '@/lib/applications/views';
import { apiRoute, method } from '@/server/http/handler';
import { applicationNotFound } from '@/server/applications/staff-api';
import { staffApplication } from '@/server/applications/staff-detail';
import { STAFF_KINDS } from '@/server/auth/api-auth';

/** GET /api/admin/applications/{id} (editors and admins): `{ application }` with its notes, status changes and résumé link; 404 unknown. */
export default apiRoute({
  GET: method({
    access: STAFF_KINDS,
    query: idParam,
    handle: async ({ query, locale, db }): Promise<StaffApplicationAnswer> => {
      const application = await staffApplication(db, query.id);
      if (!application) throw applicationNotFound(locale);
      return { application };
    },
  }),
});
