import type { ViewerKind } from '../guards';

/**
 * What an article written on /publish may be, shared by the form, the API's
 * schemas and the server: the limits of each field, the channels an account
 * may choose, and the autosave rhythm. No zod here, so the form can use these
 * in the page's first load.
 */

export const ARTICLE_TITLE_MAX = 100;
export const ARTICLE_SUMMARY_MAX = 200;
/** Characters of text in the body (markup not counted; an image counts as none). */
export const ARTICLE_BODY_TEXT_MAX = 20_000;
/** Characters of the body's HTML as sent: room for formatting around the text, and well under the API's 1 MB body limit. */
export const ARTICLE_BODY_HTML_MAX = 200_000;
/** The reviewer's note to the author. */
export const REVIEW_NOTE_MAX = 500;

/** Channels every author may write for; editors and admins may also write members-only news. */
export const MEMBER_CHANNELS = ['news', 'hot', 'practical'] as const;
export const STAFF_CHANNELS = ['news', 'hot', 'practical', 'pay'] as const;
export type ArticleChannel = (typeof STAFF_CHANNELS)[number];
export type ArticleStatus = 'draft' | 'pending' | 'published' | 'rejected';

/** Accounts that publish without review (their submit publishes). */
export function isStaffKind(kind: ViewerKind): boolean {
  return kind === 'editor' || kind === 'admin';
}

/** Who may write on /publish at all: any logged-in account but an exhibitor's. */
export function mayAuthor(kind: ViewerKind): boolean {
  return kind !== 'exhibitor';
}

export function channelsFor(kind: ViewerKind): readonly ArticleChannel[] {
  return isStaffKind(kind) ? STAFF_CHANNELS : MEMBER_CHANNELS;
}

/** Only a draft or a rejected article can be changed by its author. */
export function isEditableStatus(status: ArticleStatus): boolean {
  return status === 'draft' || status === 'rejected';
}

/** Autosave: this long after typing stops, and at least this often while there are unsaved changes. */
export const DRAFT_IDLE_SAVE_MS = 3_000;
export const DRAFT_INTERVAL_SAVE_MS = 30_000;
