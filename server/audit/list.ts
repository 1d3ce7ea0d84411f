import { and, eq, gte, lt, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { chinaDayStart, isChinaDay } from '@/lib/china-datetime';
import { emptyChoice } from '@/lib/http/list-query';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, AUDIT_PAGE_SIZE } from '@/lib/audit/rules';
import type { AuditChangeView, AuditEntryView, AuditLogProps } from '@/lib/audit/views';
import { chinaDateTime } from '../kernel/china-time';
import type { Db } from '../db';
import { containsKeyword } from '../db/like-pattern';
import { newestFirstPage } from '../db/newest-first';
import { auditLog } from '../db/schema';

/** The audit log for admins: newest first, filtered by action, kind of record, staff name and China days. */

const day = z.string().refine(isChinaDay);

export const auditQuery = z.object({
  action: z.enum(AUDIT_ACTIONS).optional().or(emptyChoice),
  entityType: z.enum(AUDIT_ENTITY_TYPES).optional().or(emptyChoice),
  actor: z.string().trim().max(100).optional().default(''),
  from: day.optional().or(emptyChoice),
  to: day.optional().or(emptyChoice),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
});
export type AuditQuery = z.output<typeof auditQuery>;

/** The first instant of a China day; the query schema lets only days through. */
function dayStart(value: string): Date {
  const start = chinaDayStart(value);
  if (!start) throw new Error(`not a China day: ${value}`);
  return start;
}
const DAY_MS = 24 * 60 * 60 * 1000;

function conditions(filter: AuditQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filter.action) parts.push(eq(auditLog.action, filter.action));
  if (filter.entityType) parts.push(eq(auditLog.entityType, filter.entityType));
  parts.push(containsKeyword(filter.actor, [auditLog.actorName]));
  if (filter.from) parts.push(gte(auditLog.createdAt, dayStart(filter.from)));
  if (filter.to) parts.push(lt(auditLog.createdAt, new Date(dayStart(filter.to).getTime() + DAY_MS)));
  return and(...parts);
}

const asText = (value: unknown): string => (value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value));

function entryView(row: typeof auditLog.$inferSelect): AuditEntryView {
  const changes: AuditChangeView[] = Object.entries(row.changes).map(([field, [before, after]]) => ({ field, before: asText(before), after: asText(after) }));
  return {
    id: row.id,
    actorName: row.actorName,
    actorKind: row.actorKind,
    cause: (row.cause as AuditEntryView['cause']) ?? null,
    action: row.action as AuditEntryView['action'],
    entityType: row.entityType as AuditEntryView['entityType'],
    entityId: row.entityId,
    entityLabel: row.entityLabel,
    changes,
    createdLabel: chinaDateTime(row.createdAt),
  };
}

export async function auditLogPage(db: Db, filter: AuditQuery): Promise<AuditLogProps> {
  const where = conditions(filter);
  const { rows, total, pageCount } = await newestFirstPage(db, auditLog, where, { number: filter.page, size: AUDIT_PAGE_SIZE });
  return {
    filters: {
      action: filter.action ?? '',
      entityType: filter.entityType ?? '',
      actor: filter.actor,
      from: filter.from ?? '',
      to: filter.to ?? '',
    },
    entries: rows.map(entryView),
    page: filter.page,
    pageCount,
    total,
  };
}
