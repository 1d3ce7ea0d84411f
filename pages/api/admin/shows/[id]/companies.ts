import { z } from 'zod';
import { idParam } from '@/lib/http/api-queries';
import type { CompanyChoiceView } from '@/lib/companies/floor-views';
import { STAFF_KINDS } from '@/server/auth/api-auth';
import { showNotFound } from '@/server/companies/booths/api-messages';
import { companyChoices, staffShow } from '@/server/companies/booths/console';
import { apiRoute, method } from '@/server/http/handler';

const query = idParam.extend({ q: z.string().trim().max(100).optional().default('') });

/** GET /api/admin/shows/{id}/companies?q= (editors and admins): `{ companies }` — up to 20 whose name holds q, each with its booth at the show if any. */
export default apiRoute({
  GET: method({
    access: STAFF_KINDS,
    query,
    handle: async ({ db, query: { id, q }, locale }): Promise<{ companies: CompanyChoiceView[] }> => {
      if (!(await staffShow(db, id))) throw await showNotFound(locale);
      return { companies: await companyChoices(db, id, q) };
    },
  }),
});
