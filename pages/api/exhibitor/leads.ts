import { apiRoute, method } from '@/server/http/handler';
import { requireKind } from '@/server/auth/api-auth';
import { database } from '@/server/db';
import { countLeads, listLeads } from '@/server/activities/registrations/check-in';

export const LEADS_SHOWN = 200;

/** GET /api/exhibitor/leads (exhibitors): `{ total, leads }`, the latest 200 visitors the exhibitor checked in. */
export default apiRoute({
  GET: method({
    handle: async ({ req, res, locale }) => {
      const session = await requireKind(req, res, locale, ['exhibitor']);
      const { db } = await database();
      const [total, leads] = await Promise.all([countLeads(db, session.user.id), listLeads(db, session.user.id, LEADS_SHOWN)]);
      return { total, leads };
    },
  }),
});
