import { and, eq } from 'drizzle-orm';
import type { Db } from '../db';
import { jobApplications, jobs } from '../db/schema';
import type { ApplicationRow, JobRow } from './apply';

/**
 * An application by its reference and the mobile number it was made with
 * (both must match; either wrong finds nothing), with its job's title.
 */
export async function findApplication(db: Db, reference: string, mobile: string): Promise<{ row: ApplicationRow; job: Pick<JobRow, 'title' | 'titleEn'> } | null> {
  const [found] = await db
    .select({ row: jobApplications, title: jobs.title, titleEn: jobs.titleEn })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(and(eq(jobApplications.reference, reference), eq(jobApplications.mobile, mobile)));
  return found ? { row: found.row, job: { title: found.title, titleEn: found.titleEn } } : null;
}
