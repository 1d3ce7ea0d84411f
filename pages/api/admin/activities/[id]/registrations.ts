import { STAFF_KINDS } from '@/server/auth/api-auth';
import { apiRoute, method } from '@/server/http/handler';
import { staffActivity, staffRegistrationsQuery } from '@/server/activities/registrations/staff-api';
import { countRegistrations, listRegistrations, registrationTotals, STAFF_ROWS_SHOWN } from '@/server/activities/registrations/staff-list';

/**
 * GET /api/admin/activities/{id}/registrations?status=&audience=&q= (editors
 * and admins): `{ totals, total, registrations }` — the count per status, how
 * many match, and the first 500 that match in the order they came.
 */
export default apiRoute({
  GET: method({
    access: STAFF_KINDS,
    query: staffRegistrationsQuery,
    handle: async ({ db, query, locale }) => {
      await staffActivity(db, query.id, locale);
      const [totals, total, registrations] = await Promise.all([
        registrationTotals(db, query.id),
        countRegistrations(db, query.id, query),
        listRegistrations(db, query.id, query, STAFF_ROWS_SHOWN),
      ]);
      return { totals, total, registrations };
    },
  }),
});
