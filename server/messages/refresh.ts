import { CODE_TTL_MINUTES } from '../accounts/verification';
import type { Db } from '../db';
import { refreshRegistrationMessage } from '../activities/registrations/messages';
import type { MessageParams } from './kinds';
import type { MessageRow } from './outbox';

/**
 * A last look before a message is sent, for kinds whose text depends on
 * today's data: a registration's messages get their ticket link (made with the
 * site's secret), a reminder is cancelled when no longer wanted or moved when
 * its activity moved, and a verification code that has expired while the
 * provider kept failing is not sent at all.
 */
export type Refresh =
  | { kind: 'keep' }
  | { kind: 'params'; params: MessageParams }
  | { kind: 'cancel'; reason: string }
  | { kind: 'later'; dueAt: Date };

export async function refreshBeforeSending(db: Db, message: MessageRow, now: Date): Promise<Refresh> {
  if (message.kind === 'verification_code' && now.getTime() - message.createdAt.getTime() >= CODE_TTL_MINUTES * 60_000) {
    return { kind: 'cancel', reason: 'the code expired before it could be sent' };
  }
  if ((message.subjectType === 'registration' || message.subjectType === 'registration_attendee') && message.kind.startsWith('registration_')) {
    return refreshRegistrationMessage(db, message, now);
  }
  return { kind: 'keep' };
}
