/**
 * The staff console's audit log as pages and the server both name it: the
 * actions recorded and the kinds of record they touch. Every change the
 * console makes writes one entry with one of these actions (server/audit/record.ts).
 */

export const AUDIT_ACTIONS = [
  'article.create',
  'article.update',
  'article.publish',
  'article.schedule',
  'article.go_live',
  'article.unpublish',
  'article.delete',
  'article.review',
  'activity.create',
  'activity.update',
  'activity.attach_exhibitor',
  'activity.detach_exhibitor',
  'registration.status',
  'job.create',
  'job.update',
  'consultant.create',
  'consultant.update',
  'partner.create',
  'partner.update',
  'exhibitor.create',
  'exhibitor.update',
  'exhibitor.reset_password',
  'exhibitor.disable',
  'user.role',
  'user.disable',
  'certification.review',
  'company.certify',
  'company.create',
  'company.trust',
  'company_revision.approve',
  'company_revision.reject',
  'sourcing_request.create',
  'sourcing_request.approve',
  'sourcing_request.reject',
  'sourcing_request.close',
  'sourcing_quote.shortlist',
  'sourcing_quote.unshortlist',
  'sourcing_quote.accept',
  'sourcing_quote.decline',
  'sourcing_quote.ask',
  'sourcing_quote.answer',
  'sourcing_quote.create',
  'sourcing_quote.revise',
  'sourcing_quote.withdraw',
  'sourcing_quote.resend',
  'sourcing_request.hide',
  'sourcing_request.invite',
  'feedback.handle',
  'message.retry',
  'message.send_now',
  'message.retry_all',
  'application.status',
  'application.note',
  'application.purge',
  'feedback.purge',
  'category.create',
  'category.update',
  'hall.create',
  'hall.update',
  'hall.delete',
  'booth.create',
  'booth.update',
  'booth.delete',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ENTITY_TYPES = [
  'article',
  'activity',
  'registration',
  'job',
  'consultant',
  'partner',
  'exhibitor',
  'user',
  'certification',
  'company',
  'company_revision',
  'sourcing_request',
  'sourcing_quote',
  'feedback',
  'message',
  'application',
  'category',
  'hall',
  'booth',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/**
 * What sets off a change the system makes by itself (its entry reads "系统自动"
 * with the cause): a cancelled registration frees seats for the waitlist, as
 * does raising an activity's capacity; the privacy policy's keeping times end
 * (retention: applications and handled messages deleted); a scheduled article's time comes (it goes live).
 */
export const AUDIT_CAUSES = ['registration.cancel', 'activity.capacity', 'retention', 'article.schedule'] as const;
export type AuditCause = (typeof AUDIT_CAUSES)[number];

/** Causes a visitor's own action sets off: without a staff member, the entry says the visitor started it. */
export const VISITOR_CAUSES: readonly AuditCause[] = ['registration.cancel'];

/**
 * Where the console itself names a recorded field's coded values: the audit
 * log reads the same keys, so a channel is 平台资讯 there as everywhere else.
 */
export const AUDIT_VALUE_LABELS: Readonly<Record<string, string>> = {
  channel: 'listing:publish.member.channels',
  employmentType: 'admin-catalogue:jobs.types',
  category: 'admin-catalogue:partners.categories',
};

/** Entries one page of the audit log shows. */
export const AUDIT_PAGE_SIZE = 50;
