import { defineMessageKinds } from '../../messages/kinds';

/** The messages meetings send (server/messages/kinds.ts): each step of a meeting booked at the show. */
export const MEETING_MESSAGE_KINDS = defineMessageKinds({
  meeting_requested: {},
  meeting_proposed: {},
  meeting_accepted: {},
  meeting_declined: {},
  meeting_cancelled: {},
});
export type MeetingMessageKind = keyof typeof MEETING_MESSAGE_KINDS;
