import { defineMessageKinds } from '../messages/kinds';

/** The messages accounts send (server/messages/kinds.ts): a sign-up, login or reset code, secret once sent. */
export const ACCOUNT_MESSAGE_KINDS = defineMessageKinds({
  verification_code: { secretParams: ['code'] },
});
