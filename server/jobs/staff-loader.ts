import type { GetServerSidePropsResult } from 'next';
import { chinaDayOf } from '@/lib/china-datetime';
import { staffJobsQuery } from '@/lib/catalogue/schema';
import type { JobEditProps, StaffJobsProps } from '@/lib/catalogue/views';
import { loadEdit } from '../catalogue/edit-loader';
import { database } from '../db';
import type { PageContext } from '../http/page';
import { jobRecords, staffJobsList } from './staff';

/** /admin/jobs: every job in the public order, by status (all by default; a malformed status is a 404). */
export async function loadStaffJobs(ctx: PageContext): Promise<GetServerSidePropsResult<StaffJobsProps>> {
  const parsed = staffJobsQuery.safeParse({ status: ctx.query.status });
  if (!parsed.success) return { notFound: true };
  const { db } = await database();
  return { props: await staffJobsList(db, parsed.data.status) };
}

/** /admin/jobs/edit: a job's form (`?id=`), or a new one's. */
export async function loadJobEdit(ctx: PageContext): Promise<GetServerSidePropsResult<JobEditProps>> {
  const { db } = await database();
  return loadEdit(ctx, (id) => jobRecords.toEdit(db, id), (job) => ({ job, today: chinaDayOf(new Date()) }));
}
