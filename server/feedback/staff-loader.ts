import type { GetServerSidePropsResult } from 'next';
import type { StaffFeedbackProps } from '@/lib/feedback/views';
import { database } from '../db';
import { staffFeedbackList, staffFeedbackQuery } from './staff';
import type { PageContext } from '../http/page';

/**
 * /admin/feedback?status=&q=: the contact form's messages for editors — the
 * count per status, the newest 200 that match (new ones by default) and the
 * spam log. Malformed filters are a 404.
 */
export async function loadStaffFeedback(ctx: PageContext): Promise<GetServerSidePropsResult<StaffFeedbackProps>> {
  const parsed = staffFeedbackQuery.safeParse({ status: ctx.query.status, q: ctx.query.q });
  if (!parsed.success) return { notFound: true };
  const { db } = await database();
  return { props: await staffFeedbackList(db, parsed.data) };
}
