import type { StaffCertificationList } from '@/lib/certifications/views';
import { apiRoute, method } from '@/server/http/handler';
import { STAFF_KINDS } from '@/server/auth/api-auth';
import { staffCertificationList } from '@/server/certifications/staff-api';
import { staffCertificationQuery } from '@/server/certifications/staff-list';

/**
 * GET /api/admin/certifications?status=&kind=&q= (editors and admins):
 * `{ totals, total, limit, rows }` — applications per status, how many match,
 * and the first 200 that match with their licence image (pending by default,
 * oldest first; `status=all` for every status).
 */
export default apiRoute({
  GET: method({
    access: STAFF_KINDS,
    query: staffCertificationQuery,
    handle: async ({ query, db }): Promise<StaffCertificationList> => {
      return staffCertificationList(db, query);
    },
  }),
});
