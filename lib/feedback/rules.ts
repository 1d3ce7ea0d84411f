/**
 * What the contact form and the server agree on without zod (pages can use it
 * without loading the validation library): topics, lengths, the reference's
 * form and the spam rules' figures.
 */

export const FEEDBACK_TOPICS = ['cooperation', 'exhibition', 'certification', 'activity', 'media', 'suggestion', 'other'] as const;
export type FeedbackTopic = (typeof FEEDBACK_TOPICS)[number];

export const FEEDBACK_STATUSES = ['new', 'handled'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** The message's length in characters (code points), as the counter under the field shows it. */
export const MESSAGE_MIN_LENGTH = 10;
export const MESSAGE_MAX_LENGTH = 2000;
export const NAME_MAX_LENGTH = 40;
export const COMPANY_MAX_LENGTH = 100;

/** The honeypot's field name: a text field people never see (hidden, out of the tab order, no autofill). */
export const HONEYPOT_FIELD = 'website';

/** A form sent sooner than this after the page got its token was not filled in by a person. */
export const MIN_FILL_SECONDS = 3;
/** A token older than this is refused: the form fetches a fresh one and asks to send again. */
export const TOKEN_MAX_AGE_HOURS = 24;
/** The same message is a repeat (same sender) or a duplicate (another sender) within this many hours. */
export const DUPLICATE_WINDOW_HOURS = 24;

/** Handled messages, and spam-log rows, are deleted this many days later (the privacy policy says so). */
export const FEEDBACK_RETENTION_DAYS = 90;

export const SPAM_RULES = ['honeypot', 'token', 'too_fast', 'rate_limit', 'duplicate'] as const;
export type SpamRule = (typeof SPAM_RULES)[number];

/** Characters in a string as people count them (an emoji is one). */
export function characterCount(value: string): number {
  return Array.from(value).length;
}
