import { maskLogin } from '@/lib/auth/mask-login';
import { log } from '../../kernel/log';
import type { MessageChannel } from '../kinds';
import type { Transport } from '../transport';

/**
 * The transport when nothing is configured: the message is written to the
 * JSON log (recipient masked) and stays readable in full at /admin/messages,
 * so that someone who runs `npm start` alone completes every flow (a sign-up
 * code is read there). Nothing is dropped silently.
 */
export function createLogTransport(channel: MessageChannel): Transport {
  return {
    name: 'log',
    channel,
    keepsSecrets: true,
    async send(message) {
      const rendered = message.rendered;
      log().info(
        {
          event: 'message_logged',
          messageId: message.id,
          kind: message.kind,
          channel,
          to: maskLogin(message.recipient),
          ...(rendered.channel === 'sms' ? { text: rendered.text } : { subject: rendered.subject, text: rendered.text }),
          ...(message.attachments?.length ? { attachments: message.attachments.map((file) => ({ filename: file.filename, bytes: file.content.length })) } : {}),
        },
        'Message written to the log (no transport configured for this channel)',
      );
      return { providerId: null };
    },
  };
}
