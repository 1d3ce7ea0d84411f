import { z } from 'zod';
import { parseChinaDateTime } from '../china-datetime';
import { STAFF_CHANNELS } from './rules';
import { idParam } from '../http/api-queries';
import { articleDraftSchema } from './schema';
import { emptyChoice } from '../http/list-query';
import { optionalRecordVersion, recordVersion } from '../http/record-version';

/**
 * The staff console's article list and publishing, shared by /admin/articles,
 * its editor and the API under /api/admin/articles. An article's state as staff
 * see it adds "scheduled" to the stored statuses: stored as published, with a
 * publication time still to come (the public site shows it from that time on).
 */

export const ADMIN_ARTICLE_STATES = ['draft', 'pending', 'published', 'scheduled', 'rejected'] as const;
export type AdminArticleState = (typeof ADMIN_ARTICLE_STATES)[number];

/** Articles one page of the console's list shows. */
export const ADMIN_ARTICLES_PER_PAGE = 20;

const firstValue = (value: unknown) => (Array.isArray(value) ? value[0] : value);
const text = (max: number) => z.preprocess(firstValue, z.string().optional()).transform((value) => (value ?? '').trim().slice(0, max));

/**
 * `?channel=&status=&author=&q=&page=` of the list page and GET /api/admin/articles:
 * a channel and a state (empty: all), part of the author's name, part of the
 * title, and the page. An unknown channel, state or page is malformed.
 */
export const adminArticleQuery = z.object({
  channel: z.preprocess(firstValue, z.enum(STAFF_CHANNELS).optional().or(emptyChoice)),
  status: z.preprocess(firstValue, z.enum(ADMIN_ARTICLE_STATES).optional().or(emptyChoice)),
  author: text(50),
  q: text(100),
  page: z
    .preprocess(firstValue, z.string().regex(/^[1-9]\d{0,5}$/, 'page must be a whole number ≥ 1').optional())
    .transform((value) => (value ? Number(value) : 1)),
});
export type AdminArticleQuery = z.output<typeof adminArticleQuery>;

const message = (key: string) => `admin-articles:errors.${key}`;

/**
 * PUT /api/admin/articles/{id}: the article's fields and the `version` (its
 * `updatedAt`) the editor opened — required, so that no save overwrites one
 * made since unseen (lib/http/record-version.ts).
 */
export const adminArticleSaveSchema = articleDraftSchema.extend({ version: recordVersion });
export type AdminArticleSaveInput = z.input<typeof adminArticleSaveSchema>;
export type AdminArticleSave = z.output<typeof adminArticleSaveSchema>;

/** `?version=` of unpublish and delete: the list row's `updatedAt`, checked when it is sent. */
export const articleActionQuery = idParam.extend({ version: optionalRecordVersion });

/**
 * POST /api/admin/articles/{id}/publish: `{ mode: "now" }`, or `{ mode:
 * "schedule", at }` with `at` a datetime-local value in China time
 * ("YYYY-MM-DDTHH:mm", seconds optional). That the time is still to come is
 * the server's to check against its clock (`scheduleProblem`), the form's as a
 * courtesy. `version`, when sent, is the one the editor has: publishing what
 * someone saved since, unseen, is refused.
 */
export const publishSchema = z
  .object({
    mode: z.enum(['now', 'schedule'], { error: message('modeInvalid') }),
    at: z
      .string({ error: message('atInvalid') })
      .optional()
      .transform((value) => (value ?? '').trim()),
    version: optionalRecordVersion,
  })
  .superRefine((value, ctx) => {
    if (value.mode !== 'schedule') return;
    if (!value.at) ctx.addIssue({ code: 'custom', path: ['at'], message: message('atRequired') });
    else if (!parseChinaDateTime(value.at)) ctx.addIssue({ code: 'custom', path: ['at'], message: message('atInvalid') });
  });
export type PublishInput = z.input<typeof publishSchema>;
export type Publish = z.output<typeof publishSchema>;

/** A scheduled time's problem at `now`: null when it is still to come, else the message key of the field error. */
export function scheduleProblem(at: string, now: Date): string | null {
  const when = parseChinaDateTime(at);
  if (!when) return message(at ? 'atInvalid' : 'atRequired');
  return when.getTime() > now.getTime() ? null : message('atPast');
}
