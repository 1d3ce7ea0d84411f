import { idParam } from '@/lib/schemas/api-queries';
import { ApiError, defaultMessage } from '@/server/api/errors';
import { apiRoute, method } from '@/server/api/handler';
import { requireKind, STAFF_KINDS } from '@/server/auth/api-auth';
import { getActivity } from '@/server/content/activities';
import { attachment } from '@/server/csv';
import { database } from '@/server/db';
import { registrationsCsv } from '@/server/registrations/csv-export';
import { listRegistrations, staffRegistrationQuery } from '@/server/registrations/staff-list';

/** GET /api/admin/activities/{id}/registrations.csv?status=&audience=&q= (editors and admins): every match as CSV. */
export default apiRoute({
  GET: method({
    query: idParam.extend(staffRegistrationQuery.shape),
    handle: async ({ req, res, query, locale }) => {
      await requireKind(req, res, locale, STAFF_KINDS);
      const { db } = await database();
      const activity = await getActivity(db, query.id);
      if (!activity) throw new ApiError('not_found', defaultMessage('not_found', locale));
      const body = await registrationsCsv(await listRegistrations(db, query.id, query), locale);
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', attachment(`registrations-${activity.id}.csv`, `${activity.title}-报名.csv`));
      res.status(200).send(body);
      return undefined;
    },
  }),
});
