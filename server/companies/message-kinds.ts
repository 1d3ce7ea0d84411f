import { defineMessageKinds } from '../messages/kinds';

/** The messages companies send (server/messages/kinds.ts): staff's decision on a profile's changes. */
export const COMPANY_MESSAGE_KINDS = defineMessageKinds({
  company_profile_approved: {},
  company_profile_rejected: {},
});
