import { withQuery } from '@/lib/routes';
import type { StaffApplicationsProps } from '@/lib/applications/views';
import { ApiError, defaultMessage, type ApiLocale } from '../http/errors';
import type { Db } from '../db';
import { purgeExpiredApplications } from './retention';
import { staffRowView } from './staff-detail';
import { applicationCounts, jobOptions, listApplications, type StaffApplicationQuery } from './staff-list';

/** The staff list as the console page and the API give it, after the retention purge (as the feedback inbox does). */
export async function staffApplicationList(db: Db, filter: StaffApplicationQuery): Promise<StaffApplicationsProps> {
  await purgeExpiredApplications(db);
  const [list, counts, jobs] = await Promise.all([listApplications(db, filter), applicationCounts(db, filter), jobOptions(db)]);
  return {
    filters: { job: filter.job ? String(filter.job) : '', status: filter.status ?? '', q: filter.q, page: filter.page },
    jobs,
    counts,
    total: list.total,
    pageCount: list.pageCount,
    rows: list.rows.map(staffRowView),
    exportHref: filter.job ? withQuery('/api/admin/applications.csv', { job: filter.job, status: filter.status, q: filter.q }) : null,
  };
}

/** The 404 of an id that names no application (also one purged meanwhile). */
export function applicationNotFound(locale: ApiLocale): ApiError {
  return new ApiError('not_found', defaultMessage('not_found', locale));
}
