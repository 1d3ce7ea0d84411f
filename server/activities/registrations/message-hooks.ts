import type { MessageHooks } from '../../messages/hooks';
import type { RegistrationMessageKind } from './message-kinds';
import { refreshRegistrationMessage } from './messages';
import { ticketAttachment } from './ticket-files';

/** The registration messages whose e-mail carries the PDF ticket: the confirmations. */
export const TICKET_ATTACHED: ReadonlySet<string> = new Set<RegistrationMessageKind>(['registration_confirmed', 'registration_promoted']);

/**
 * What the outbox asks of registrations just before sending (server/messages/hooks.ts): a registration's or an
 * attendee's message gets its ticket link and a reminder its last look (messages.ts refreshRegistrationMessage);
 * a confirmation's e-mail carries the PDF ticket (ticket-files.ts).
 */
export const registrationMessageHooks: MessageHooks = {
  async refresh(db, message, now) {
    const ours = (message.subjectType === 'registration' || message.subjectType === 'registration_attendee') && message.kind.startsWith('registration_');
    return ours ? refreshRegistrationMessage(db, message, now) : undefined;
  },
  async attachments(db, message) {
    if (message.channel !== 'email' || message.subjectType !== 'registration' || !TICKET_ATTACHED.has(message.kind)) return [];
    const id = Number(message.subjectId);
    if (!Number.isSafeInteger(id)) return [];
    const ticket = await ticketAttachment(db, id);
    return ticket ? [{ filename: ticket.filename, contentType: ticket.contentType, content: ticket.body }] : [];
  },
};
