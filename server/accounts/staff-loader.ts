import type { GetServerSidePropsResult } from 'next';
import type { StaffAccountsProps } from '@/lib/accounts/staff-views';
import { staffAccountList, staffAccountsQuery } from './user-accounts';
import { database } from '../db';
import type { PageContext } from '../http/page';

/** /admin/users?kind=&q=&page=: every account for admins. A malformed query is a 404. */
export async function loadStaffAccounts(ctx: PageContext): Promise<GetServerSidePropsResult<StaffAccountsProps>> {
  const parsed = staffAccountsQuery.safeParse({ kind: ctx.query.kind, q: ctx.query.q, page: ctx.query.page });
  if (!parsed.success) return { notFound: true };
  const { db } = await database();
  return { props: await staffAccountList(db, parsed.data) };
}
