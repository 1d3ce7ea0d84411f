import { defineMessageKinds } from '../messages/kinds';

/** The messages job applications send (server/messages/kinds.ts): the receipt, its reference, then each decision. */
export const APPLICATION_MESSAGE_KINDS = defineMessageKinds({
  application_received: {},
  application_reference: {},
  application_interview: {},
  application_offer: {},
  application_rejected: {},
});
