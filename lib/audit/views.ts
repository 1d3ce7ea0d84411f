import type { AuditAction, AuditCause, AuditEntityType } from './rules';

/** The audit log as /admin/audit and GET /api/admin/audit give it (times as China time text). */

export interface AuditChangeView {
  field: string;
  /** The value before and after, as text ('' for none). */
  before: string;
  after: string;
}

export interface AuditEntryView {
  id: number;
  /** The staff member who made the change, or whose change set off an automatic one ('' and null: the system alone). */
  actorName: string;
  actorKind: 'member' | 'exhibitor' | 'editor' | 'admin' | null;
  /** Set on an entry the system made by itself: what caused it. */
  cause: AuditCause | null;
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: string;
  entityLabel: string;
  changes: AuditChangeView[];
  /** "YYYY-MM-DD HH:mm", China Standard Time. */
  createdLabel: string;
}

export interface AuditFiltersView {
  action: AuditAction | '';
  entityType: AuditEntityType | '';
  /** Part of the staff member's name. */
  actor: string;
  /** China days, YYYY-MM-DD ('' for open). */
  from: string;
  to: string;
}

export type AuditLogProps = {
  filters: AuditFiltersView;
  entries: AuditEntryView[];
  page: number;
  pageCount: number;
  total: number;
};
