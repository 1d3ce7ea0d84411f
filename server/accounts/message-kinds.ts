import { defineMessageKinds } from '../messages/kinds';

/**
 * The messages accounts send (server/messages/kinds.ts): a sign-up, login or reset code, secret once sent, and
 * sent ahead of everything else in its channel (the person is waiting for it).
 */
export const ACCOUNT_MESSAGE_KINDS = defineMessageKinds({
  verification_code: { secretParams: ['code'], urgent: true },
});
