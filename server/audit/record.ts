import type { AuditAction, AuditCause, AuditEntityType } from '@/lib/audit/rules';
import type { Executor } from '../db';
import { auditLog } from '../db/schema';
import type { SessionUser } from '../auth/sessions';

/**
 * Writes one audit entry. Call it with the transaction that makes the change
 * (`db.transaction(async (tx) => { …change…; await recordAudit(tx, …) })`),
 * so that a change and its entry are committed together or not at all.
 */

/** A staff member as an entry names them. */
export type AuditActor = Pick<SessionUser, 'id' | 'name' | 'kind'>;

export interface AuditEntry {
  /** Who made the change, or whose change set off an automatic one (`cause`); null: the system alone. */
  actor: AuditActor | null;
  /** Set when the system made the change by itself: what caused it. */
  cause?: AuditCause;
  action: AuditAction;
  entity: { type: AuditEntityType; id: number | string; label: string };
  /** Key fields before → after; fields whose value did not change are left out. */
  changes: Record<string, [unknown, unknown]>;
  now?: Date;
}

/** Only what changed: `[before, after]` pairs whose two sides differ (compared as JSON). */
export function changedFields(changes: Record<string, [unknown, unknown]>): Record<string, [unknown, unknown]> {
  return Object.fromEntries(
    Object.entries(changes).filter(([, [before, after]]) => JSON.stringify(before ?? null) !== JSON.stringify(after ?? null)),
  );
}

export async function recordAudit(db: Executor, { actor, cause, action, entity, changes, now = new Date() }: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor?.id ?? null,
    actorName: actor?.name ?? '',
    actorKind: actor?.kind ?? null,
    cause: cause ?? null,
    action,
    entityType: entity.type,
    entityId: String(entity.id),
    entityLabel: entity.label,
    changes: changedFields(changes),
    createdAt: now,
  });
}
