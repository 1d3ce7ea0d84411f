import { defineMessageKinds } from '../messages/kinds';

/** The messages feedback sends (server/messages/kinds.ts): the contact form's receipt, by e-mail only. */
export const FEEDBACK_MESSAGE_KINDS = defineMessageKinds({
  feedback_receipt: { emailOnly: true },
});
