import type { Db } from '../db';
import { log } from '../kernel/log';
import { ticketAttachment } from '../activities/registrations/ticket-files';
import type { MessageKind } from './kinds';
import type { MessageRow } from './outbox';
import type { MessageAttachment } from './transport';

/**
 * The files an e-mail carries, made just before it is sent (never stored in
 * the outbox row, which holds only the template's parameters): the PDF ticket
 * of a registration's confirmation. A file that cannot be made (no CJK font on
 * this server, or a failure) leaves the e-mail to go without it, with a
 * warning in the log: the confirmation matters more than its attachment.
 */

/** The registration messages whose e-mail carries the PDF ticket: the confirmations. */
export const TICKET_ATTACHED: ReadonlySet<MessageKind> = new Set(['registration_confirmed', 'registration_promoted']);

export async function attachmentsFor(db: Db, message: Pick<MessageRow, 'id' | 'kind' | 'channel' | 'subjectType' | 'subjectId'>): Promise<MessageAttachment[]> {
  if (message.channel !== 'email' || message.subjectType !== 'registration' || !TICKET_ATTACHED.has(message.kind as MessageKind)) return [];
  const id = Number(message.subjectId);
  if (!Number.isSafeInteger(id)) return [];
  try {
    const ticket = await ticketAttachment(db, id);
    return ticket ? [{ filename: ticket.filename, contentType: ticket.contentType, content: ticket.body }] : [];
  } catch (error) {
    log().warn({ event: 'attachment_failed', messageId: message.id, kind: message.kind, err: error }, 'The PDF ticket could not be made; the e-mail goes without it');
    return [];
  }
}
