import type { Db } from '../db';
import { messageHooks, type Refresh } from './hooks';
import type { MessageRow } from './outbox';

/**
 * A last look before a message is sent, for kinds whose text depends on
 * today's data, asked of each domain's hooks (hooks.ts) in turn: a
 * registration's messages get their ticket link (made with the site's secret),
 * a reminder is cancelled when no longer wanted or moved when its activity
 * moved, and a verification code that has expired while the provider kept
 * failing is not sent at all. The first domain that answers decides.
 */
export async function refreshBeforeSending(db: Db, message: MessageRow, now: Date): Promise<Refresh> {
  for (const hooks of messageHooks()) {
    const refreshed = await hooks.refresh?.(db, message, now);
    if (refreshed) return refreshed;
  }
  return { kind: 'keep' };
}
