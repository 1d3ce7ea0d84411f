import type { MessageChannelName, MessageStatus } from './rules';

/**
 * The outbox as /admin/messages and GET /api/admin/messages give it to staff:
 * the recipient masked, times as China time text, and the text as it is (or
 * was) sent — rendered from the template in the recipient's language. A
 * verification code is shown only while the log transport sends that channel
 * (the log's reader is the recipient); otherwise, and once a real transport
 * has sent it, it reads as dots.
 */

export interface StaffMessageView {
  id: number;
  /** A kind of server/messages/kinds.ts (its name is `console:messages.kinds.<kind>`). */
  kind: string;
  channel: MessageChannelName;
  /** 138****0000, ab***@example.com. */
  recipient: string;
  status: MessageStatus;
  attempts: number;
  /** The last failure's message ('' when none). */
  lastError: string;
  /** The transport that handled it last: log, smtp, aliyun ('' before the first try). */
  transport: string;
  providerId: string | null;
  /** "YYYY-MM-DD HH:mm", China Standard Time. */
  createdLabel: string;
  dueLabel: string;
  /** Pending and due later than now (waiting to be tried again, or a reminder): staff may send it now. */
  dueLater: boolean;
  sentLabel: string | null;
  /** An e-mail's subject (null for an SMS). */
  subject: string | null;
  /**
   * The text: an SMS as sent, an e-mail's plain text. A parameter filled in
   * only when it is sent (a registration's ticket link) still reads `{{name}}`
   * in a message not sent yet; '' when the text cannot be made (an unknown kind).
   */
  text: string;
}

export interface MessageFiltersView {
  status: MessageStatus | '';
  kind: string;
  channel: MessageChannelName | '';
  /** A whole mobile number or e-mail address, or a number's last four digits. */
  recipient: string;
}

/** Which transport sends each channel: shown to admins only. */
export interface MessageTransportsView {
  sms: 'aliyun' | 'log';
  email: 'smtp' | 'log';
}

export type StaffMessagesProps = {
  filters: MessageFiltersView;
  /** Every message kind, in the order the filter lists them. */
  kinds: string[];
  messages: StaffMessageView[];
  page: number;
  pageCount: number;
  total: number;
  /** Tries before a message is given up as failed. */
  maxAttempts: number;
  /** Admins only (null for editors). */
  transports: MessageTransportsView | null;
};

/** POST /api/admin/messages/{id}/retry. */
export interface RetryMessageAnswer {
  message: StaffMessageView;
}

/** POST /api/admin/messages/retry-failed: how many failed messages are due again. */
export interface RetryFailedAnswer {
  retried: number;
}
