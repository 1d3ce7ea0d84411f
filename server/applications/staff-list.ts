import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { APPLICATION_STATUSES, STAFF_APPLICATIONS_PAGE_SIZE, type ApplicationStatus } from '@/lib/applications/rules';
import { emptyChoice } from '@/lib/http/list-query';
import type { Db } from '../db';
import { containsKeyword } from '../db/like-pattern';
import { jobApplications, jobs } from '../db/schema';

/**
 * The console's list of applications: by job, status and keyword (name,
 * mobile number, e-mail, reference, city), newest first, 50 a page; the count
 * per status; the jobs to choose from. Unknown filter values are a 400 (API)
 * or a 404 (page).
 */

const jobId = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .refine((n) => n <= 2_147_483_647);

export const staffApplicationQuery = z.object({
  job: jobId.optional().or(emptyChoice),
  status: z.enum(APPLICATION_STATUSES).optional().or(emptyChoice),
  q: z.string().trim().max(100).optional().default(''),
  page: z
    .string()
    .regex(/^[1-9]\d{0,5}$/)
    .transform(Number)
    .optional()
    .default(1),
});
export type StaffApplicationQuery = z.output<typeof staffApplicationQuery>;

/** The CSV export: the same filters, a job required (an export is one job's applications). */
export const applicationExportQuery = staffApplicationQuery.extend({ job: jobId });
export type ApplicationExportQuery = z.output<typeof applicationExportQuery>;

function conditions(filter: Pick<StaffApplicationQuery, 'job' | 'q'> & { status?: ApplicationStatus }): SQL | undefined {
  return and(
    filter.job ? eq(jobApplications.jobId, filter.job) : undefined,
    filter.status ? eq(jobApplications.status, filter.status) : undefined,
    containsKeyword(filter.q, [jobApplications.name, jobApplications.mobile, jobApplications.email, jobApplications.reference, jobApplications.city]),
  );
}

function rows(db: Db) {
  return db
    .select({ application: jobApplications, jobTitle: jobs.title, jobCity: jobs.city })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId));
}

export type StaffApplicationRow = Awaited<ReturnType<ReturnType<typeof rows>['execute']>>[number];

/** One page of the applications that match, newest first. */
export async function listApplications(db: Db, filter: StaffApplicationQuery): Promise<{ rows: StaffApplicationRow[]; total: number; pageCount: number }> {
  const where = conditions(filter);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(jobApplications).where(where);
  const found = await rows(db)
    .where(where)
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
    .limit(STAFF_APPLICATIONS_PAGE_SIZE)
    .offset((filter.page - 1) * STAFF_APPLICATIONS_PAGE_SIZE);
  return { rows: found, total, pageCount: Math.max(1, Math.ceil(total / STAFF_APPLICATIONS_PAGE_SIZE)) };
}

/** Every application that matches (the CSV export), newest first. */
export function allApplications(db: Db, filter: ApplicationExportQuery): Promise<StaffApplicationRow[]> {
  return rows(db).where(conditions(filter)).orderBy(desc(jobApplications.createdAt), desc(jobApplications.id));
}

/** How many applications there are in each status, under the job and keyword filters. */
export async function applicationCounts(db: Db, filter: Pick<StaffApplicationQuery, 'job' | 'q'>): Promise<Record<ApplicationStatus, number>> {
  const found = await db
    .select({ status: jobApplications.status, rows: count() })
    .from(jobApplications)
    .where(conditions({ job: filter.job, q: filter.q }))
    .groupBy(jobApplications.status);
  const counts = Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0])) as Record<ApplicationStatus, number>;
  for (const row of found) counts[row.status] = row.rows;
  return counts;
}

/** Every job for the filter, newest posting first, each marked closed when past its closing day or hidden. */
export async function jobOptions(db: Db, now = new Date()): Promise<{ id: number; title: string; city: string; closed: boolean }[]> {
  const found = await db
    .select({ id: jobs.id, title: jobs.title, city: jobs.city, hidden: jobs.hidden, closesAt: jobs.closesAt })
    .from(jobs)
    .orderBy(desc(jobs.postedAt), desc(jobs.id));
  return found.map((job) => ({
    id: job.id,
    title: job.title,
    city: job.city,
    closed: job.hidden || (job.closesAt !== null && job.closesAt.getTime() <= now.getTime()),
  }));
}
