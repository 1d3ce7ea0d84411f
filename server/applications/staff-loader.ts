import type { GetServerSidePropsResult } from 'next';
import { localePrefix, toLocale } from '@/lib/i18n';
import { routes } from '@/lib/routes';
import { parseIdQuery } from '@/lib/http/id-query';
import type { StaffApplicationProps, StaffApplicationsProps } from '@/lib/applications/views';
import { staffApplicationList } from './staff-api';
import { staffApplication } from './staff-detail';
import { staffApplicationQuery } from './staff-list';
import { database } from '../db';
import type { PageContext } from '../http/page';

/**
 * /admin/applications?job=&status=&q=&page=: job applications for recruiters
 * (editors and admins), newest first, after the retention purge. Malformed
 * filters are a 404.
 */
export async function loadStaffApplications(ctx: PageContext): Promise<GetServerSidePropsResult<StaffApplicationsProps>> {
  const parsed = staffApplicationQuery.safeParse({ job: ctx.query.job, status: ctx.query.status, q: ctx.query.q, page: ctx.query.page });
  if (!parsed.success) return { notFound: true };
  const { db } = await database();
  return { props: await staffApplicationList(db, parsed.data) };
}

/**
 * /admin/applications/detail?id=: one application — details, résumé, notes,
 * status. Without an id, the list; a malformed or unknown id (or one purged) is a 404.
 */
export async function loadStaffApplication(ctx: PageContext): Promise<GetServerSidePropsResult<StaffApplicationProps>> {
  if (ctx.query.id === undefined) return { redirect: { destination: `${localePrefix(toLocale(ctx.locale))}${routes.adminApplications}`, permanent: false } };
  const id = parseIdQuery(ctx.query);
  if (id === null) return { notFound: true };
  const application = await staffApplication((await database()).db, id);
  return application ? { props: { application } } : { notFound: true };
}
