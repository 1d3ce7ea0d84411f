import type { FeedbackStatus, FeedbackTopic, SpamRule } from './rules';
import type { AudienceType } from '../registrations/rules';

/**
 * The contact form's messages as the browser receives them: the visitor's
 * receipt (the API's answers) and what the staff inbox gets (serialisable;
 * times already as China time text).
 */

/** GET /api/feedback/token: a signed note of when the form was opened; sent back with the message. */
export interface FeedbackTokenAnswer {
  token: string;
}

/** What the visitor keeps: the reference to quote when calling, and when it arrived. */
export interface FeedbackReceipt {
  reference: string;
  /** ISO time, and "YYYY-MM-DD HH:mm" in China Standard Time. */
  receivedAt: string;
  receivedLabel: string;
}

/**
 * POST /api/feedback: 201 with a new receipt, or 200 with the first one's
 * receipt and `repeated: true` when the same sender sent the same message
 * within a day (a retry or a double submit is not a second message).
 */
export interface FeedbackAnswer {
  feedback: FeedbackReceipt;
  repeated: boolean;
}

/** One message in the staff inbox. */
export interface StaffFeedbackView {
  id: number;
  reference: string;
  name: string;
  mobile: string;
  email: string;
  company: string;
  audience: AudienceType;
  topic: FeedbackTopic;
  message: string;
  status: FeedbackStatus;
  /** "YYYY-MM-DD HH:mm", China Standard Time. */
  receivedLabel: string;
  handledLabel: string | null;
  handlerName: string | null;
}

/** POST /api/admin/feedback/{id}/handle. */
export interface HandleFeedbackAnswer {
  feedback: StaffFeedbackView;
}

export type FeedbackStatusFilter = FeedbackStatus | 'all';

/** One row of the spam log: a rule's rejections from one address on one China day. */
export interface SpamLogEntryView {
  day: string;
  rule: SpamRule;
  addressKey: string;
  attempts: number;
  /** The last rejected attempt's name and the start of its message ('' when it had none). */
  sample: string;
  /** "YYYY-MM-DD HH:mm", China Standard Time. */
  lastLabel: string;
}

export interface SpamLogView {
  /** Rejected attempts per rule: today (China day) and the last 7 days, today included. */
  totals: Record<SpamRule, { today: number; week: number }>;
  /** The most recent rows, newest first. */
  recent: SpamLogEntryView[];
}

/** /admin/feedback's props (a type, not an interface: page props must be a plain record). */
export type StaffFeedbackProps = {
  status: FeedbackStatusFilter;
  q: string;
  /** Messages per status, whatever the filter. */
  counts: Record<FeedbackStatus, number>;
  items: StaffFeedbackView[];
  /** Whether there were more messages than the page shows. */
  truncated: boolean;
  spam: SpamLogView;
};
