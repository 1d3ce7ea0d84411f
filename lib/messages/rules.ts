/**
 * The outbox as the staff console names it (/admin/messages): a message's
 * statuses and channels, as server/db/schema.ts stores them
 * (`message_status`, `message_channel`), and the page size of the list.
 * The kinds live with the templates (server/messages/kinds.ts); the page gets
 * them from its loader.
 */

export const MESSAGE_STATUSES = ['pending', 'sending', 'sent', 'failed', 'cancelled'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const MESSAGE_CHANNELS = ['sms', 'email'] as const;
export type MessageChannelName = (typeof MESSAGE_CHANNELS)[number];

/** Messages one page of /admin/messages shows. */
export const MESSAGE_PAGE_SIZE = 50;
