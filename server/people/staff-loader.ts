import type { GetServerSidePropsResult } from 'next';
import { chinaDayOf } from '@/lib/china-datetime';
import { staffJobsQuery } from '@/lib/schemas/admin-catalogue';
import { parseIdQuery } from '@/lib/schemas/id-query';
import type {
  ConsultantEditProps,
  JobEditProps,
  PartnerEditProps,
  StaffConsultantsProps,
  StaffJobsProps,
  StaffPartnersProps,
} from '@/lib/views/admin-catalogue-views';
import { consultantToEdit, staffConsultantRows } from './consultants';
import { jobToEdit, staffJobsList } from '../jobs/staff';
import { partnerToEdit, staffPartnerRows } from './partners';
import { database } from '../db';
import type { PageContext } from '../http/page';

/**
 * The console's pages of jobs, consultants and partners: the lists (every
 * record in the public order; jobs by status, all by default) and the edit
 * pages (`?id=` of a record; without it, a new one). A malformed filter or id,
 * or an unknown id, is a 404.
 */

export async function loadStaffJobs(ctx: PageContext): Promise<GetServerSidePropsResult<StaffJobsProps>> {
  const parsed = staffJobsQuery.safeParse({ status: ctx.query.status });
  if (!parsed.success) return { notFound: true };
  const { db } = await database();
  return { props: await staffJobsList(db, parsed.data.status) };
}

export async function loadStaffConsultants(): Promise<GetServerSidePropsResult<StaffConsultantsProps>> {
  const { db } = await database();
  return { props: { items: await staffConsultantRows(db) } };
}

export async function loadStaffPartners(): Promise<GetServerSidePropsResult<StaffPartnersProps>> {
  const { db } = await database();
  return { props: { items: await staffPartnerRows(db) } };
}

/** The record an edit page opens: 'new' without `?id=`, its id, or null (malformed: a 404). */
function editTarget(ctx: PageContext): number | 'new' | null {
  if (ctx.query.id === undefined) return 'new';
  return parseIdQuery(ctx.query);
}

async function loadEdit<E, P>(ctx: PageContext, find: (id: number) => Promise<E | null>, props: (record: E | null) => P): Promise<GetServerSidePropsResult<P>> {
  const target = editTarget(ctx);
  if (target === null) return { notFound: true };
  if (target === 'new') return { props: props(null) };
  const record = await find(target);
  return record === null ? { notFound: true } : { props: props(record) };
}

export async function loadJobEdit(ctx: PageContext): Promise<GetServerSidePropsResult<JobEditProps>> {
  const { db } = await database();
  return loadEdit(ctx, (id) => jobToEdit(db, id), (job) => ({ job, today: chinaDayOf(new Date()) }));
}

export async function loadConsultantEdit(ctx: PageContext): Promise<GetServerSidePropsResult<ConsultantEditProps>> {
  const { db } = await database();
  return loadEdit(ctx, (id) => consultantToEdit(db, id), (consultant) => ({ consultant }));
}

export async function loadPartnerEdit(ctx: PageContext): Promise<GetServerSidePropsResult<PartnerEditProps>> {
  const { db } = await database();
  return loadEdit(ctx, (id) => partnerToEdit(db, id), (partner) => ({ partner }));
}
