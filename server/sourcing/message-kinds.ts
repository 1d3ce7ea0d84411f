import { defineMessageKinds } from '../messages/kinds';

/**
 * The messages sourcing sends (server/messages/kinds.ts): to the buyer, staff's decision on its request, new quotes
 * (gathered), the request closing soon, and staff closing or hiding it; to a matched company, staff's invitation;
 * to the supplier, each step of the buyer's choice and a buyer's
 * question; to the buyer, the supplier's answer.
 */
export const SOURCING_MESSAGE_KINDS = defineMessageKinds({
  sourcing_request_approved: {},
  sourcing_request_rejected: {},
  sourcing_quotes_received: {},
  sourcing_request_closing: {},
  sourcing_request_closed_by_staff: {},
  sourcing_request_hidden: {},
  sourcing_invitation: {},
  sourcing_quote_shortlisted: {},
  sourcing_quote_accepted: {},
  sourcing_quote_declined: {},
  sourcing_quote_question: {},
  sourcing_quote_answered: {},
});
export type SourcingMessageKind = keyof typeof SOURCING_MESSAGE_KINDS;
