import { z } from 'zod';
import { apiRoute, method } from '@/server/http/handler';
import { STAFF_KINDS } from '@/server/auth/api-auth';
import { searchCompaniesByName, type CompanyChoice } from '@/server/companies/exhibitor-company';

/**
 * GET /api/admin/exhibitors/companies?q= (editors and admins): companies whose name contains the words, for
 * choosing the company a new exhibitor account belongs to → `{ companies: [{ id, name, kinds, certified }] }`
 * (at most 20). Never the code or the certification.
 */
export default apiRoute({
  GET: method({
    access: STAFF_KINDS,
    query: z.object({ q: z.string().trim().max(100).optional().default('') }),
    handle: async ({ query, db }): Promise<{ companies: CompanyChoice[] }> => ({ companies: query.q ? await searchCompaniesByName(db, query.q) : [] }),
  }),
});
