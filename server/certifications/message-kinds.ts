import { defineMessageKinds } from '../messages/kinds';

/** The messages certifications send (server/messages/kinds.ts): staff's decision on an application. */
export const CERTIFICATION_MESSAGE_KINDS = defineMessageKinds({
  certification_approved: {},
  certification_rejected: {},
});
