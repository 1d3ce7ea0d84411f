import type { GetServerSidePropsResult } from 'next';
import type { AuditLogProps } from '@/lib/audit/views';
import { auditLogPage, auditQuery } from './list';
import { database } from '../db';
import type { PageContext } from '../http/page';

/** /admin/audit?action=&entityType=&actor=&from=&to=&page=: the audit log for admins. Malformed filters are a 404. */
export async function loadAuditLog(ctx: PageContext): Promise<GetServerSidePropsResult<AuditLogProps>> {
  const { action, entityType, actor, from, to, page } = ctx.query;
  const parsed = auditQuery.safeParse({ action, entityType, actor, from, to, page });
  if (!parsed.success) return { notFound: true };
  const { db } = await database();
  return { props: await auditLogPage(db, parsed.data) };
}
