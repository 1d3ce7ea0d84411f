import { idParam } from '@/lib/schemas/api-queries';
import { ApiError, defaultMessage } from '@/server/api/errors';
import { apiRoute, method } from '@/server/api/handler';
import { requireKind, STAFF_KINDS } from '@/server/auth/api-auth';
import { getActivity } from '@/server/content/activities';
import { database } from '@/server/db';
import { countRegistrations, listRegistrations, registrationTotals, staffRegistrationQuery } from '@/server/registrations/staff-list';

export const STAFF_ROWS_SHOWN = 500;

/**
 * GET /api/admin/activities/{id}/registrations?status=&audience=&q= (editors
 * and admins): `{ totals, total, registrations }` — the count per status, how
 * many match, and the first 500 that match in the order they came.
 */
export default apiRoute({
  GET: method({
    query: idParam.extend(staffRegistrationQuery.shape),
    handle: async ({ req, res, query, locale }) => {
      await requireKind(req, res, locale, STAFF_KINDS);
      const { db } = await database();
      const activity = await getActivity(db, query.id);
      if (!activity) throw new ApiError('not_found', defaultMessage('not_found', locale));
      const [totals, total, registrations] = await Promise.all([
        registrationTotals(db, query.id),
        countRegistrations(db, query.id, query),
        listRegistrations(db, query.id, query, STAFF_ROWS_SHOWN),
      ]);
      return { totals, total, registrations };
    },
  }),
});
