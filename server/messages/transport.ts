import type { MessageChannel } from './kinds';
import type { Rendered } from './templates';

/**
 * How a message leaves the site: one transport per channel, chosen by
 * configuration (server/messages/transports/configured.ts): SMTP or the log
 * for e-mail, Aliyun SMS or the log for text messages.
 */

export interface OutgoingMessage {
  /** The outbox row's id: the provider's idempotency or tracking key where it has one (Aliyun's OutId, the e-mail's Message-ID). */
  id: number;
  kind: string;
  recipient: string;
  rendered: Rendered;
  /** Files an e-mail carries (the PDF ticket), made when it is sent (attachments.ts), never stored in the outbox. */
  attachments?: readonly MessageAttachment[];
}

export interface MessageAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface SendResult {
  /** The provider's id for it (Aliyun's BizId, the SMTP server's queue id), shown to staff. */
  providerId?: string | null;
}

export interface Transport {
  /** log, smtp or aliyun: recorded with each message sent. */
  readonly name: string;
  readonly channel: MessageChannel;
  /**
   * Whether secret parameters (a verification code) stay readable after sending. Only the log transport:
   * /admin/messages is then where a newcomer reads the code, so it must stay there.
   */
  readonly keepsSecrets?: boolean;
  send(message: OutgoingMessage): Promise<SendResult>;
  close?(): Promise<void>;
}

export type Transports = Record<MessageChannel, Transport>;

/**
 * A send that failed. `permanent`: trying again cannot help (the provider
 * refused the number or the template), so the message fails at once instead
 * of being retried.
 */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent = false,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}
