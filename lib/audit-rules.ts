/**
 * The staff console's audit log as pages and the server both name it: the
 * actions recorded and the kinds of record they touch.
 */

export const AUDIT_ACTIONS = ['article.review', 'certification.review', 'feedback.handle'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ENTITY_TYPES = ['article', 'certification', 'feedback'] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/** Entries one page of the audit log shows. */
export const AUDIT_PAGE_SIZE = 50;
