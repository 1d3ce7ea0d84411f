import { defineMessageKinds } from '../messages/kinds';

/** The messages sourcing sends (server/messages/kinds.ts): staff's decision on a request. */
export const SOURCING_MESSAGE_KINDS = defineMessageKinds({
  sourcing_request_approved: {},
  sourcing_request_rejected: {},
});
