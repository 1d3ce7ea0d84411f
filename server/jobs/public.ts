import { and, asc, count, desc, eq, gt, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';
import { containsKeyword } from '../db/like-pattern';

/**
 * Open positions: shown while not hidden and before their closing date; list
 * with department / city / keyword filters and paging, one position by id, and
 * the departments and cities that have open positions (the filters' options).
 */

export const JOBS_PER_PAGE = 10;

export type JobRow = typeof jobs.$inferSelect;

const isOpen = (now: Date): SQL => and(eq(jobs.hidden, false), or(isNull(jobs.closesAt), gt(jobs.closesAt, now))) as SQL;

export interface JobFilters {
  department?: string;
  city?: string;
  q?: string;
  page?: number;
  perPage?: number;
  now?: Date;
}

export async function listJobs(db: Db, { department = '', city = '', q = '', page = 1, perPage = JOBS_PER_PAGE, now = new Date() }: JobFilters) {
  const keyword = q.trim();
  const where = and(
    isOpen(now),
    department ? eq(jobs.department, department) : undefined,
    city ? eq(jobs.city, city) : undefined,
    containsKeyword(keyword, [jobs.title, jobs.titleEn]),
  );
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(jobs).where(where);
  const items = await db
    .select()
    .from(jobs)
    .where(where)
    .orderBy(asc(jobs.sortOrder), desc(jobs.postedAt), asc(jobs.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return { items, total, page, pageCount: Math.max(1, Math.ceil(total / perPage)) };
}

export interface FacetValue {
  /** What the filter matches (the Chinese name). */
  name: string;
  nameEn: string | null;
}

/** The departments and cities of open positions (with their English names where known), in a stable order. */
export async function jobFacets(db: Db, now = new Date()): Promise<{ departments: FacetValue[]; cities: FacetValue[] }> {
  const rows = await db
    .selectDistinct({ department: jobs.department, departmentEn: jobs.departmentEn, city: jobs.city, cityEn: jobs.cityEn })
    .from(jobs)
    .where(isOpen(now));
  const distinct = (values: FacetValue[]) => {
    const byName = new Map<string, FacetValue>();
    for (const value of values) if (!byName.get(value.name)?.nameEn) byName.set(value.name, value);
    return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name, 'zh-CN'));
  };
  return {
    departments: distinct(rows.map((r) => ({ name: r.department, nameEn: r.departmentEn }))),
    cities: distinct(rows.map((r) => ({ name: r.city, nameEn: r.cityEn }))),
  };
}

/** One open position, or null (unknown, hidden or closed). */
export async function getOpenJob(db: Db, id: number, now = new Date()): Promise<JobRow | null> {
  const [row] = await db.select().from(jobs).where(and(isOpen(now), eq(jobs.id, id))).limit(1);
  return row ?? null;
}

/** A job by id whatever its state (hidden, closed), or null: the job page says a closed one is closed. */
export async function getAnyJob(db: Db, id: number): Promise<JobRow | null> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
  return row ?? null;
}
