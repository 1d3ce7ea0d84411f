import { apiRoute, method } from '@/server/http/handler';
import { countLeads, listLeads } from '@/server/activities/registrations/check-in';

export const LEADS_SHOWN = 200;

/** GET /api/exhibitor/leads (exhibitors): `{ total, leads }`, the latest 200 visitors the exhibitor checked in. */
export default apiRoute({
  GET: method({
    access: ['exhibitor'],
    handle: async ({ session, db }) => {
      const [total, leads] = await Promise.all([countLeads(db, session.user.id), listLeads(db, session.user.id, LEADS_SHOWN)]);
      return { total, leads };
    },
  }),
});
