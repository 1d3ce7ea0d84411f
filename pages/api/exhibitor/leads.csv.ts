import { apiRoute, method } from '@/server/api/handler';
import { requireKind } from '@/server/auth/api-auth';
import { chinaDay } from '@/server/china-time';
import { sendCsv } from '@/server/csv';
import { database } from '@/server/db';
import { listLeads } from '@/server/registrations/check-in';
import { leadsCsv } from '@/server/registrations/csv-export';

/** GET /api/exhibitor/leads.csv (exhibitors): every lead as a CSV file that Excel opens as UTF-8. */
export default apiRoute({
  GET: method({
    handle: async ({ req, res, locale }) => {
      const session = await requireKind(req, res, locale, ['exhibitor']);
      const { db } = await database();
      const body = await leadsCsv(await listLeads(db, session.user.id), locale);
      sendCsv(res, body, `leads-${chinaDay(new Date())}.csv`);
      return undefined;
    },
  }),
});
