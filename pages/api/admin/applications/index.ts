import type { StaffApplicationsProps } from '@/lib/applications/views';
import { apiRoute, method } from '@/server/http/handler';
import { staffApplicationList } from '@/server/applications/staff-api';
import { staffApplicationQuery } from '@/server/applications/staff-list';
import { STAFF_KINDS } from '@/server/auth/api-auth';

/**
 * GET /api/admin/applications?job=&status=&q=&page= (editors and admins):
 * `{ filters, jobs, counts, total, pageCount, rows, exportHref }` — job
 * applications newest first, 50 a page, the count per status under the job
 * and keyword filters, and the jobs to filter by. Malformed filters are a 400.
 */
export default apiRoute({
  GET: method({
    access: STAFF_KINDS,
    query: staffApplicationQuery,
    handle: async ({ query, db }): Promise<StaffApplicationsProps> => staffApplicationList(db, query),
  }),
});
