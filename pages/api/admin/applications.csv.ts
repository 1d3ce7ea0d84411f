import { apiRoute, method } from '@/server/http/handler';
import { applicationsCsv } from '@/server/applications/csv-export';
import { allApplications, applicationExportQuery } from '@/server/applications/staff-list';
import { STAFF_KINDS } from '@/server/auth/api-auth';
import { sendCsv } from '@/server/kernel/csv';

/**
 * GET /api/admin/applications.csv?job=&status=&q= (editors and admins): every
 * application of one job that matches, newest first, as CSV (a cell a
 * spreadsheet could run as a formula is defused: server/kernel/csv.ts). 400 without a job.
 */
export default apiRoute({
  GET: method({
    access: STAFF_KINDS,
    query: applicationExportQuery,
    handle: async ({ res, query, locale, db }) => {
      const rows = await allApplications(db, query);
      sendCsv(res, await applicationsCsv(rows, locale), `applications-job-${query.job}.csv`, `${rows[0]?.jobTitle ?? `job-${query.job}`}-applications.csv`);
      return undefined;
    },
  }),
});
