import type { MessageHooks } from '../messages/hooks';
import { CODE_TTL_MINUTES } from './verification';

/**
 * What the outbox asks of accounts just before sending (server/messages/hooks.ts): a verification code that
 * has expired while the provider kept failing is not sent at all.
 */
export const verificationMessageHooks: MessageHooks = {
  async refresh(_db, message, now) {
    if (message.kind !== 'verification_code') return undefined;
    const expired = now.getTime() - message.createdAt.getTime() >= CODE_TTL_MINUTES * 60_000;
    return expired ? { kind: 'cancel', reason: 'the code expired before it could be sent' } : undefined;
  },
};
