/**
 * Every message the site sends. A kind names its template (translation keys
 * under `messages:<template>` — server/messages/templates.ts) and says which of
 * its parameters are secret (shown to nobody once a real transport has sent
 * it). Kinds are text in the database, so adding one needs no migration.
 */

export const MESSAGE_KINDS = [
  'verification_code',
  'registration_confirmed',
  'registration_waitlisted',
  'registration_promoted',
  'registration_cancelled',
  'registration_reminder',
  'registration_ticket',
  'registration_attendee_confirmed',
  'registration_attendee_waitlisted',
  'registration_attendee_cancelled',
  'article_approved',
  'article_rejected',
  'certification_approved',
  'certification_rejected',
  'company_profile_approved',
  'company_profile_rejected',
  'sourcing_request_approved',
  'sourcing_request_rejected',
  'sourcing_request_closed_by_staff',
  'sourcing_request_hidden',
  'sourcing_invitation',
  'feedback_receipt',
  'application_received',
  'application_reference',
  'application_interview',
  'application_offer',
  'application_rejected',
  'meeting_requested',
  'meeting_proposed',
  'meeting_accepted',
  'meeting_declined',
  'meeting_cancelled',
] as const;

export type MessageKind = (typeof MESSAGE_KINDS)[number];
export type MessageChannel = 'sms' | 'email';
export type MessageParams = Record<string, string | number | null>;

export function isMessageKind(value: string): value is MessageKind {
  return (MESSAGE_KINDS as readonly string[]).includes(value);
}

/** Parameters that are blanked once a real transport has sent the message (the log transport keeps them: its reader is the recipient). */
export const SECRET_PARAMS: Partial<Record<MessageKind, readonly string[]>> = {
  verification_code: ['code'],
};

/** Registration messages whose text differs for a seat at an activity held online (`isOnline: 1`): the live stream instead of a place. */
const ONLINE_VARIANTS: ReadonlySet<MessageKind> = new Set([
  'registration_confirmed',
  'registration_promoted',
  'registration_reminder',
  'registration_ticket',
]);

/**
 * The template a message is written with: its kind, or `<kind>_online` for an
 * online activity's registration messages. With Aliyun SMS each template is one
 * approved template code (SMS_TEMPLATE_<TEMPLATE>).
 */
export function templateOf(kind: string, params: MessageParams): string {
  return ONLINE_VARIANTS.has(kind as MessageKind) && params.isOnline === 1 ? `${kind}_online` : kind;
}

/** Every template name, online variants included (docs/domains/messages.md and the length test list them). */
export function allTemplates(): string[] {
  return MESSAGE_KINDS.flatMap((kind) => (ONLINE_VARIANTS.has(kind) ? [kind, `${kind}_online`] : [kind]));
}

/** The environment variable holding a template's Aliyun template code. */
export function smsTemplateSetting(template: string): string {
  return `SMS_TEMPLATE_${template.toUpperCase()}`;
}

/** Kinds only ever sent by e-mail (the contact form's receipt): no SMS template. */
export const EMAIL_ONLY: ReadonlySet<MessageKind> = new Set(['feedback_receipt']);
