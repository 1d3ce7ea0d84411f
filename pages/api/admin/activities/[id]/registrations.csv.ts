import { STAFF_KINDS } from '@/server/auth/api-auth';
import { apiRoute, method } from '@/server/http/handler';
import { sendCsv } from '@/server/kernel/csv';
import { registrationsCsv } from '@/server/activities/registrations/csv-export';
import { staffActivity, staffRegistrationsQuery } from '@/server/activities/registrations/staff-api';
import { listRegistrations } from '@/server/activities/registrations/staff-list';

/** GET /api/admin/activities/{id}/registrations.csv?status=&audience=&q= (editors and admins): every match as CSV. */
export default apiRoute({
  GET: method({
    access: STAFF_KINDS,
    query: staffRegistrationsQuery,
    handle: async ({ res, db, query, locale }) => {
      const activity = await staffActivity(db, query.id, locale);
      const body = await registrationsCsv(await listRegistrations(db, query.id, query), locale);
      sendCsv(res, body, `registrations-${activity.id}.csv`, `${activity.title}-报名.csv`);
      return undefined;
    },
  }),
});
