import type { GetServerSidePropsResult } from 'next';
import type { StaffExhibitorsProps } from '@/lib/accounts/staff-views';
import { staffExhibitorList, staffExhibitorsQuery } from './exhibitor-accounts';
import { database } from '../db';
import type { PageContext } from '../http/page';

/** /admin/exhibitors?q=&page=: the exhibitor accounts for editors and admins. A malformed query is a 404. */
export async function loadStaffExhibitors(ctx: PageContext): Promise<GetServerSidePropsResult<StaffExhibitorsProps>> {
  const parsed = staffExhibitorsQuery.safeParse({ q: ctx.query.q, page: ctx.query.page });
  if (!parsed.success) return { notFound: true };
  const { db } = await database();
  return { props: await staffExhibitorList(db, parsed.data) };
}
