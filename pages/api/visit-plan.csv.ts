import { visitPlanQuery } from '@/lib/companies/meeting-schemas';
import { planCompanyIds } from '@/server/companies/meetings/plan-ids';
import { visitPlanCsv } from '@/server/companies/meetings/plan-csv';
import { visitPlan } from '@/server/companies/meetings/visit-plan';
import { apiRoute, method } from '@/server/http/handler';
import { sendCsv } from '@/server/kernel/csv';

/** GET /api/visit-plan.csv?show=&ids=: the visit plan (as /api/visit-plan) as a CSV file that Excel opens as UTF-8. */
export default apiRoute({
  GET: method({
    query: visitPlanQuery,
    handle: async ({ query, res, locale, db, viewer }) => {
      const plan = await visitPlan(db, await planCompanyIds(db, await viewer(), query.ids), query.show, locale);
      sendCsv(res, await visitPlanCsv(plan, locale), `visit-plan-${plan.show?.id ?? 'none'}.csv`);
      return undefined;
    },
  }),
});
