import { defineMessageKinds } from '../messages/kinds';

/** The messages articles send (server/messages/kinds.ts): staff's decision on a member's article. */
export const ARTICLE_MESSAGE_KINDS = defineMessageKinds({
  article_approved: {},
  article_rejected: {},
});
