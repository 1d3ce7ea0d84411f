import { z } from 'zod';
import {
  ARTICLE_BODY_HTML_MAX,
  ARTICLE_BODY_TEXT_MAX,
  ARTICLE_SUMMARY_MAX,
  ARTICLE_TITLE_MAX,
  REVIEW_NOTE_MAX,
  STAFF_CHANNELS,
} from './rules';
import { editorTextLength, hasEditorContent } from '../rich-text/text';
import { recordVersion } from '../http/record-version';
import { UPLOAD_URL } from '../uploads/site-image';

/**
 * The article form's rules, shared by /publish and the authoring API
 * (`{ title, channel, summary, cover?, body }`). A draft may be unfinished;
 * what is submitted needs a title, a summary and a body. Which channels an
 * account may choose, whether the cover is an image upload, and the body's
 * cleaning are the server's to check. Messages are keys of `publish`.
 */

const message = (key: string) => `publish:errors.${key}`;

const text = (max: number, tooLong: string) =>
  z
    .string({ error: message('invalid') })
    .transform((value) => value.trim())
    .refine((value) => Array.from(value).length <= max, message(tooLong));

const title = text(ARTICLE_TITLE_MAX, 'titleTooLong');
const summary = text(ARTICLE_SUMMARY_MAX, 'summaryTooLong');
const channel = z.enum(STAFF_CHANNELS, { error: message('channelRequired') });
const cover = z
  .string({ error: message('coverInvalid') })
  .optional()
  .transform((value) => (value ?? '').trim())
  .refine((value) => value === '' || UPLOAD_URL.test(value), message('coverInvalid'));
const body = z
  .string({ error: message('invalid') })
  .max(ARTICLE_BODY_HTML_MAX, message('bodyTooLarge'))
  .refine((value) => editorTextLength(value) <= ARTICLE_BODY_TEXT_MAX, message('bodyTooLong'));

export const articleDraftSchema = z.object({ title, channel, summary, cover, body });

export const articleSubmitSchema = z.object({
  title: title.refine((value) => value.length > 0, message('titleRequired')),
  channel,
  summary: summary.refine((value) => value.length > 0, message('summaryRequired')),
  cover,
  body: body.refine(hasEditorContent, message('bodyRequired')),
});

export type ArticleInput = z.input<typeof articleDraftSchema>;
export type Article = z.output<typeof articleDraftSchema>;

/**
 * PUT /api/articles/{id} and POST …/submit: the fields and the `version` (the
 * article's `updatedAt`) the author's form has — required, so that a save
 * from another tab or an editor's since is not overwritten unseen
 * (lib/http/record-version.ts). A new draft (POST /api/articles) has none.
 */
export const articleSaveSchema = articleDraftSchema.extend({ version: recordVersion });
export const articleSubmitSaveSchema = articleSubmitSchema.extend({ version: recordVersion });
export type ArticleSaveInput = z.input<typeof articleSaveSchema>;
export type ArticleSave = z.output<typeof articleSaveSchema>;

/** A reviewer's decision: a rejection says why. */
export const reviewSchema = z
  .object({
    decision: z.enum(['approve', 'reject'], { error: message('decisionRequired') }),
    note: z
      .string({ error: message('invalid') })
      .optional()
      .transform((value) => (value ?? '').trim())
      .refine((value) => Array.from(value).length <= REVIEW_NOTE_MAX, message('noteTooLong')),
  })
  .refine((value) => value.decision === 'approve' || value.note.length > 0, { path: ['note'], message: message('noteRequired') });

export type ReviewInput = z.input<typeof reviewSchema>;
export type Review = z.output<typeof reviewSchema>;
