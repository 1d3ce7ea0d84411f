import type { Db } from '../db';
import type { MessageParams } from './kinds';
import type { MessageRow } from './outbox';
import type { MessageAttachment } from './transport';

/**
 * What a domain adds to sending its messages, without this folder knowing the domain: a last look before a
 * message goes (refresh.ts) and the files an e-mail carries (attachments.ts). Each domain that has either
 * exports its hooks; server/site/message-hooks.ts hands them all to registerMessageHooks, and is called by the
 * app's start-up before the delivery worker starts (instrumentation.ts) and by the server tests' set-up
 * (outbox.test.ts, ticket-pdf*.test.ts). Sending without them would send registration messages without their ticket
 * link, so it refuses to start instead (messageHooks()).
 */

/** What a last look decides: send as it is, with new parameters, not at all, or later. */
export type Refresh =
  | { kind: 'keep' }
  | { kind: 'params'; params: MessageParams }
  | { kind: 'cancel'; reason: string }
  | { kind: 'later'; dueAt: Date };

/** The fields of a message that say what it is about. */
export type MessageSubject = Pick<MessageRow, 'id' | 'kind' | 'channel' | 'subjectType' | 'subjectId'>;

export interface MessageHooks {
  /** A last look just before sending, for kinds whose text depends on today's data; undefined: not this domain's message. */
  refresh?(db: Db, message: MessageRow, now: Date): Promise<Refresh | undefined>;
  /** The files an e-mail carries, made just before it is sent (never stored in the outbox row); [] for none. */
  attachments?(db: Db, message: MessageSubject): Promise<MessageAttachment[]>;
}

/** On globalThis, as the kinds (kinds.ts): the start-up's bundle registers, and any bundle of the process may send. */
const globalForHooks = globalThis as unknown as { __tmzMessageHooks?: Map<string, MessageHooks> };
const registered = (globalForHooks.__tmzMessageHooks ??= new Map());

/** A domain's hooks, under its name: registering a name again replaces its hooks (a module loaded twice). */
export function registerMessageHooks(domain: string, hooks: MessageHooks): void {
  registered.set(domain, hooks);
}

/** Every domain's hooks; throws when none were registered (the start-up or a test forgot server/site/message-hooks.ts). */
export function messageHooks(): MessageHooks[] {
  if (registered.size === 0) {
    throw new Error('No message hooks are registered: call registerDomainMessageHooks() (server/site/message-hooks.ts) before sending messages');
  }
  return [...registered.values()];
}
