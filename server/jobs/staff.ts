import { eq } from 'drizzle-orm';
import { chinaDayOf, chinaDayStart, closingInstant } from '@/lib/china-datetime';
import { orNull, type JobStatusFilter } from '@/lib/schemas/admin-catalogue';
import type { JobFields } from '@/lib/schemas/admin-job';
import type { JobEditView, StaffJobRow, StaffJobsProps } from '@/lib/views/admin-catalogue-views';
import type { Db } from '../db';
import { jobs } from '../db/schema';
import { CATALOGUE, publicOrder, type Actor, type SaveOutcome } from '../catalogue/order';
import { createRecord, savedAs, updateRecord, type CatalogueStore } from '../catalogue/save';

/**
 * Jobs in the console: every job in the public order with its status (open,
 * past its closing day, hidden), one job to edit, and creating and changing a
 * job with its audit entry. A closing day is kept as the last instant of that
 * China day (closingInstant), so the public list (`closesAt > now`) shows the
 * job all through its closing day and its JobPosting says so in validThrough.
 */

type JobRow = typeof jobs.$inferSelect;
const spec = CATALOGUE.jobs;

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

/** Every job, in the order /join-us shows the open ones. */
export async function staffJobRows(db: Db, now = new Date()): Promise<StaffJobRow[]> {
  const rows = await db.select().from(jobs).orderBy(...publicOrder(spec));
  return rows.map((row) => staffJobRow(row, now));
}

/** One job's row as the list shows it, or null. */
export async function staffJobRowOf(db: Db, id: number, now = new Date()): Promise<StaffJobRow | null> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row ? staffJobRow(row, now) : null;
}

const matches: Record<JobStatusFilter, (row: StaffJobRow) => boolean> = {
  all: () => true,
  open: (row) => !row.hidden && !row.closed,
  closed: (row) => row.closed,
  hidden: (row) => row.hidden,
};

/** /admin/jobs?status=: the jobs of one status (all by default) and the count of each. */
export async function staffJobsList(db: Db, status: JobStatusFilter, now = new Date()): Promise<StaffJobsProps> {
  const rows = await staffJobRows(db, now);
  const counts = { all: 0, open: 0, closed: 0, hidden: 0 };
  for (const row of rows) for (const filter of Object.keys(counts) as JobStatusFilter[]) if (matches[filter](row)) counts[filter] += 1;
  return { status, items: rows.filter(matches[status]), counts, today: chinaDayOf(now) };
}

function jobEditView(row: JobRow, now: Date): JobEditView {
  return {
    id: row.id,
    title: row.title,
    titleEn: row.titleEn ?? '',
    department: row.department,
    departmentEn: row.departmentEn ?? '',
    city: row.city,
    cityEn: row.cityEn ?? '',
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

/** A job to edit, whatever its status; null when there is none. */
export async function jobToEdit(db: Db, id: number, now = new Date()): Promise<JobEditView | null> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row ? jobEditView(row, now) : null;
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
    titleEn: orNull(fields.titleEn),
    department: fields.department,
    departmentEn: orNull(fields.departmentEn),
    city: fields.city,
    cityEn: orNull(fields.cityEn),
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

const store: CatalogueStore<JobRow, JobFields> = { spec, columns: (fields, current, now) => columns(fields, current?.postedAt ?? null, now), auditFields, label: (row) => row.title };

/** A new job (at the head of the list, shown at once), with its audit entry. */
export async function createJob(db: Db, fields: JobFields, actor: Actor, now = new Date()): Promise<JobEditView> {
  return jobEditView(await createRecord(db, store, fields, actor, now), now);
}

/**
 * Changes a job, with its audit entry (the key fields that changed). `stale`
 * when the form's version is not the job's (someone saved it since); nothing
 * is written then.
 */
export async function updateJob(db: Db, id: number, fields: JobFields & { version: string }, actor: Actor, now = new Date()): Promise<SaveOutcome<JobEditView>> {
  return savedAs(await updateRecord(db, store, id, fields, actor, now), (row) => jobEditView(row, now));
}
