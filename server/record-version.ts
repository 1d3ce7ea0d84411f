import { and, desc, eq } from 'drizzle-orm';
import type { AuditEntityType } from '@/lib/audit-rules';
import { ApiError, type ApiLocale } from './api/errors';
import type { Executor } from './audit/record';
import { chinaDateTime } from './china-time';
import { auditLog } from './db/schema';
import { serverTranslator } from './i18n';

/**
 * Versions of the records the console edits (lib/schemas/record-version.ts):
 * a record's version is its `updatedAt` as an ISO string. A save compares the
 * version it was based on under the row lock, and writes a new `updatedAt`
 * strictly later than the one it replaces, so two saves in one millisecond
 * (or after the clock stepped back) still make two versions. Only a change of
 * what a form edits moves it: the view counter, the body re-cleaned on read,
 * hiding and reordering leave it alone.
 */

export const versionOf = (updatedAt: Date): string => updatedAt.toISOString();

/** Whether `version` (when given) is not the record's own: someone saved it since. */
export const isStale = (version: string | undefined, updatedAt: Date): boolean => version !== undefined && version !== versionOf(updatedAt);

/** The `updatedAt` a change writes: `now`, or a millisecond after the current one when the clock has not moved past it. */
export function nextUpdatedAt(current: Date, now: Date): Date {
  return new Date(Math.max(now.getTime(), Math.floor(current.getTime()) + 1));
}

/**
 * The record a refused save names: its `updatedAt` now and, to say who saved
 * it (when the audit log knows), its audit entity and the account that tried.
 */
export interface StaleRecord {
  updatedAt: Date;
  entity?: { type: AuditEntityType; id: number };
  actorId?: number;
}

/** Who made the record's current version: the account of the audit entry written with it, when there is one. */
async function savedBy(db: Executor, entity: NonNullable<StaleRecord['entity']>, updatedAt: Date): Promise<{ id: number | null; name: string } | null> {
  const [entry] = await db
    .select({ id: auditLog.actorId, name: auditLog.actorName })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entity.type), eq(auditLog.entityId, String(entity.id)), eq(auditLog.createdAt, updatedAt)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return entry ?? null;
}

/**
 * The 409 of a save based on an older version: `conflict`, with the message
 * also under `fields.version` (what tells a form it is this conflict), saying
 * when the current version was saved (China time) and, when the audit log
 * knows, by whom — or that it was the same account, in another window.
 * `key` is the message's translation key (with `{{time}}`); `${key}By` (with
 * `{{name}}`) and `${key}Self` are used when there is an entity to look up.
 */
export async function staleSaveError(db: Executor, locale: ApiLocale, record: StaleRecord, key = 'console:version.stale'): Promise<ApiError> {
  const by = record.entity ? await savedBy(db, record.entity, record.updatedAt) : null;
  const [namespace] = key.split(':');
  const { t } = await serverTranslator(locale, [namespace!]);
  const time = chinaDateTime(record.updatedAt);
  const message = !by ? t(key, { time }) : by.id !== null && by.id === record.actorId ? t(`${key}Self`, { time }) : t(`${key}By`, { name: by.name, time });
  return new ApiError('conflict', message, { version: [message] });
}
