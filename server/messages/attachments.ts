import type { Db } from '../db';
import { log } from '../kernel/log';
import { messageHooks, type MessageSubject } from './hooks';
import type { MessageAttachment } from './transport';

/**
 * The files an e-mail carries, made by the domains' hooks (hooks.ts) just
 * before it is sent (never stored in the outbox row, which holds only the
 * template's parameters): the PDF ticket of a registration's confirmation
 * (server/activities/registrations/message-hooks.ts). A file that cannot be
 * made (no CJK font on this server, or a failure) leaves the e-mail to go
 * without it, with a warning in the log: the message matters more than its
 * attachment.
 */
export async function attachmentsFor(db: Db, message: MessageSubject): Promise<MessageAttachment[]> {
  const files: MessageAttachment[] = [];
  for (const hooks of messageHooks()) {
    if (!hooks.attachments) continue;
    try {
      files.push(...(await hooks.attachments(db, message)));
    } catch (error) {
      log().warn({ event: 'attachment_failed', messageId: message.id, kind: message.kind, err: error }, 'A file the e-mail carries could not be made; the e-mail goes without it');
    }
  }
  return files;
}
