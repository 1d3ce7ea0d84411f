import type { GetServerSidePropsResult } from 'next';
import type { StaffCertificationsProps } from '@/lib/certifications/views';
import { staffCertificationList } from './staff-api';
import { staffCertificationQuery } from './staff-list';
import { database } from '../db';
import type { PageContext } from '../http/page';

/**
 * /admin/certifications?status=&kind=&q=: certification applications for
 * editors — the count per status, the first 200 that match the filters (the
 * pending ones by default, oldest first) with what their review needs.
 * Malformed filters are a 404.
 */
export async function loadStaffCertifications(ctx: PageContext): Promise<GetServerSidePropsResult<StaffCertificationsProps>> {
  const parsed = staffCertificationQuery.safeParse({ status: ctx.query.status, kind: ctx.query.kind, q: ctx.query.q });
  if (!parsed.success) return { notFound: true };
  const filter = parsed.data;
  const { db } = await database();
  const list = await staffCertificationList(db, filter);
  return { props: { ...list, filters: { status: filter.status, kind: filter.kind ?? '', q: filter.q } } };
}
