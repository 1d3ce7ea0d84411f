import { chinaDayOf, chinaDayStart, closingInstant } from '@/lib/china-datetime';
import type { JobStatusFilter } from '@/lib/catalogue/schema';
import type { JobFields } from '@/lib/catalogue/job-schema';
import type { JobEditView, StaffJobRow, StaffJobsProps } from '@/lib/catalogue/views';
import type { Db } from '../db';
import { jobs } from '../db/schema';
import { CATALOGUE } from '../catalogue/order';
import { catalogueRecords, optionalColumns } from '../catalogue/save';

/**
 * Jobs in the console: every job in the public order with its status (open,
 * past its closing day, hidden), one job to edit, and creating and changing a
 * job with its audit entry. A closing day is kept as the last instant of that
 * China day (closingInstant), so the public list (`closesAt > now`) shows the
 * job all through its closing day and its JobPosting says so in validThrough.
 */

type JobRow = typeof jobs.$inferSelect;
const spec = CATALOGUE.jobs;

const optional = optionalColumns({ titleEn: '', departmentEn: '', cityEn: '' });

const isClosed = (row: Pick<JobRow, 'closesAt'>, now: Date) => row.closesAt !== null && row.closesAt.getTime() <= now.getTime();

function staffJobRow(row: JobRow, now: Date): StaffJobRow {
  return {
    id: row.id,
    label: row.title,
    hidden: row.hidden,
    sortOrder: row.sortOrder,
    department: row.department,
    city: row.city,
    employmentType: row.employmentType,
    headcount: row.headcount,
    postedDate: chinaDayOf(row.postedAt),
    closesDate: row.closesAt ? chinaDayOf(row.closesAt) : null,
    closed: isClosed(row, now),
  };
}

const matches: Record<JobStatusFilter, (row: StaffJobRow) => boolean> = {
  all: () => true,
  open: (row) => !row.hidden && !row.closed,
  closed: (row) => row.closed,
  hidden: (row) => row.hidden,
};

/** /admin/jobs?status=: the jobs of one status (all by default) and the count of each. */
export async function staffJobsList(db: Db, status: JobStatusFilter, now = new Date()): Promise<StaffJobsProps> {
  const rows = await jobRecords.rows(db, now);
  const counts = { all: 0, open: 0, closed: 0, hidden: 0 };
  for (const row of rows) for (const filter of Object.keys(counts) as JobStatusFilter[]) if (matches[filter](row)) counts[filter] += 1;
  return { status, items: rows.filter(matches[status]), counts, today: chinaDayOf(now) };
}

function jobEditView(row: JobRow, now: Date): JobEditView {
  return {
    id: row.id,
    title: row.title,
    department: row.department,
    city: row.city,
    ...optional.shown(row),
    headcount: row.headcount,
    employmentType: row.employmentType,
    salaryMin: row.salaryMin,
    salaryMax: row.salaryMax,
    duties: row.duties,
    requirements: row.requirements,
    postedDate: chinaDayOf(row.postedAt),
    closesDate: row.closesAt ? chinaDayOf(row.closesAt) : '',
    hidden: row.hidden,
    closed: isClosed(row, now),
    version: row.updatedAt.toISOString(),
  };
}

/**
 * When a job was posted: the stored instant while its day is left as it was,
 * now for today, else the start of the day typed.
 */
function postingInstant(day: string, previous: Date | null, now: Date): Date {
  if (previous && chinaDayOf(previous) === day) return previous;
  if (day === chinaDayOf(now)) return now;
  return chinaDayStart(day) ?? now;
}

function columns(fields: JobFields, previousPostedAt: Date | null, now: Date) {
  return {
    title: fields.title,
    department: fields.department,
    city: fields.city,
    ...optional.stored(fields),
    headcount: fields.headcount,
    employmentType: fields.employmentType,
    salaryMin: fields.salaryMin,
    salaryMax: fields.salaryMax,
    duties: fields.duties,
    requirements: fields.requirements,
    postedAt: postingInstant(fields.postedDate, previousPostedAt, now),
    closesAt: fields.closesDate ? closingInstant(fields.closesDate) : null,
  };
}

/** The key fields an audit entry keeps (days as China days). */
function auditFields(row: Pick<JobRow, 'title' | 'department' | 'city' | 'headcount' | 'employmentType' | 'salaryMin' | 'salaryMax' | 'postedAt' | 'closesAt'>) {
  return {
    title: row.title,
    department: row.department,
    city: row.city,
    headcount: row.headcount,
    employmentType: row.employmentType,
    salaryMin: row.salaryMin,
    salaryMax: row.salaryMax,
    publishedAt: chinaDayOf(row.postedAt),
    closesAt: row.closesAt ? chinaDayOf(row.closesAt) : null,
  };
}

/**
 * Every job in the order /join-us shows the open ones, one row or one job to edit (whatever its status), a new job
 * (at the head of the list) and a change, each audited; a change is `stale` when someone saved the job since.
 */
export const jobRecords = catalogueRecords<JobRow, JobFields, StaffJobRow, JobEditView>({
  spec,
  staffRow: staffJobRow,
  editView: jobEditView,
  columns: (fields, current, now) => columns(fields, current?.postedAt ?? null, now),
  auditFields,
  label: (row) => row.title,
});

