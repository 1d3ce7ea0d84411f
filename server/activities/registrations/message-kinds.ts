import { defineMessageKinds } from '../../messages/kinds';

/** Every registration message gets its ticket link just before it is sent (message-hooks.ts). */
const linked = { addedWhenSent: { link: '{{link}}', ticket: '{{ticket}}' } } as const;
/** Those whose text differs for a seat at an activity held online: the live stream instead of a place. */
const online = { ...linked, onlineVariant: true } as const;

/** The messages registrations send (server/messages/kinds.ts): to the person who registered, then to each attendee of a group. */
export const REGISTRATION_MESSAGE_KINDS = defineMessageKinds({
  registration_confirmed: online,
  registration_waitlisted: linked,
  registration_promoted: online,
  registration_cancelled: linked,
  registration_reminder: online,
  registration_ticket: online,
  registration_attendee_confirmed: linked,
  registration_attendee_waitlisted: linked,
  registration_attendee_cancelled: linked,
});
export type RegistrationMessageKind = keyof typeof REGISTRATION_MESSAGE_KINDS;
