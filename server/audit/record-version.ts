import { and, desc, eq } from 'drizzle-orm';
import type { AuditEntityType } from '@/lib/audit/rules';
import { ApiError, type ApiLocale } from '../http/errors';
import type { Executor } from '../db';
import { chinaDateTime } from '../kernel/china-time';
import { auditLog } from '../db/schema';
import { serverTranslator } from '../kernel/i18n';

/**
 * Versions of the records the console edits (lib/http/record-version.ts):
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
  return new Date(Math.max(now.getTime(), current.getTime() + 1));
}

/** The record a refused save names: its `updatedAt` now, its audit entity, and the account that tried. */
export interface StaleRecord {
  updatedAt: Date;
  entity?: { type: AuditEntityType; id: number };
  actorId?: number;
}

/** The version a refused save lost to: when it was saved and, when the audit log knows, by whom (or the same account). */
export interface StaleVersion {
  updatedAt: Date;
  savedBy: { name: string; self: boolean } | null;
}

/**
 * What a save refused as stale tells its editor, read in the transaction that
 * refused it: the current version's time and the account of the audit entry
 * written with it (every console change writes one with the same time).
 */
export async function staleVersion(db: Executor, { updatedAt, entity, actorId }: StaleRecord): Promise<StaleVersion> {
  if (!entity) return { updatedAt, savedBy: null };
  const [entry] = await db
    .select({ id: auditLog.actorId, name: auditLog.actorName })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entity.type), eq(auditLog.entityId, String(entity.id)), eq(auditLog.createdAt, updatedAt)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return { updatedAt, savedBy: entry ? { name: entry.name, self: entry.id !== null && entry.id === actorId } : null };
}

/**
 * The 409 of a save based on an older version: `conflict`, with the message
 * also under `fields.version` (what tells a form it is this conflict), saying
 * when the current version was saved (China time) and by whom — or that it
 * was the same account, in another window. `key` is the message's translation
 * key (with `{{time}}`); `${key}By` (with `{{name}}`) and `${key}Self` are
 * used when the saver is known.
 */
export async function staleSaveError(locale: ApiLocale, stale: StaleVersion, key = 'console:version.stale'): Promise<ApiError> {
  const [namespace] = key.split(':');
  const { t } = await serverTranslator(locale, [namespace!]);
  const time = chinaDateTime(stale.updatedAt);
  const by = stale.savedBy;
  const message = !by ? t(key, { time }) : by.self ? t(`${key}Self`, { time }) : t(`${key}By`, { name: by.name, time });
  return new ApiError('conflict', message, { version: [message] });
}
