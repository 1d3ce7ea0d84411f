import { apiRoute, method } from '@/server/http/handler';
import { chinaDay } from '@/server/kernel/china-time';
import { sendCsv } from '@/server/kernel/csv';
import { listLeads } from '@/server/activities/registrations/check-in';
import { leadsCsv } from '@/server/activities/registrations/csv-export';

/** GET /api/exhibitor/leads.csv (exhibitors): every lead as a CSV file that Excel opens as UTF-8. */
export default apiRoute({
  GET: method({
    access: ['exhibitor'],
    handle: async ({ session, res, locale, db }) => {
      const body = await leadsCsv(await listLeads(db, session.user.id), locale);
      sendCsv(res, body, `leads-${chinaDay(new Date())}.csv`);
      return undefined;
    },
  }),
});
