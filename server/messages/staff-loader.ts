import type { GetServerSidePropsResult } from 'next';
import type { StaffMessagesProps } from '@/lib/messages/views';
import { database } from '../db';
import { staffMessagesPage, staffMessagesQuery } from './staff-list';
import type { PageContext } from '../http/page';

/** /admin/messages?status=&kind=&channel=&recipient=&page=: the outbox for staff; admins also see the transports. Malformed filters are a 404. */
export async function loadStaffMessages(ctx: PageContext): Promise<GetServerSidePropsResult<StaffMessagesProps>> {
  const { status, kind, channel, recipient, page } = ctx.query;
  const parsed = staffMessagesQuery.safeParse({ status, kind, channel, recipient, page });
  if (!parsed.success) return { notFound: true };
  const { db } = await database();
  return { props: await staffMessagesPage(db, parsed.data, { admin: ctx.viewer?.kind === 'admin' }) };
}
