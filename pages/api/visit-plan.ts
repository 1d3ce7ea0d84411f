import { visitPlanQuery } from '@/lib/companies/meeting-schemas';
import type { VisitPlanView } from '@/lib/companies/meeting-views';
import { planCompanyIds } from '@/server/companies/meetings/plan-ids';
import { visitPlan } from '@/server/companies/meetings/visit-plan';
import { apiRoute, method } from '@/server/http/handler';

/**
 * GET /api/visit-plan?show=&ids=1,2,3: the visit plan of the saved exhibitors — a logged-in account's together
 * with `ids` (the browser's list, kept before login) — at the show (default: the next show with booths), in hall
 * order then booth number → `{ show, stops, elsewhere }`. Public: it says only where public companies exhibit.
 */
export default apiRoute({
  GET: method({
    query: visitPlanQuery,
    handle: async ({ query, locale, db, viewer }): Promise<VisitPlanView> => {
      const ids = await planCompanyIds(db, await viewer(), query.ids);
      return visitPlan(db, ids, query.show, locale);
    },
  }),
});
