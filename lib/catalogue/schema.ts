import { z } from 'zod';
import { isSiteImage } from '../uploads/site-image';
import { emptyChoice } from '../http/list-query';
import { optionalRecordVersion } from '../http/record-version';

/**
 * What the console's jobs, consultants and partners share: ordering and
 * hiding (POST /api/admin/{kind}/{id}/move and …/hide), the job list's filter,
 * and the field rules their forms are built from (each kind's own schema is in
 * job-schema.ts, consultant-schema.ts and partner-schema.ts). Messages are keys of
 * the `admin-catalogue` namespace.
 */

export const catalogueMessage = (key: string) => `admin-catalogue:errors.${key}`;

/** The three kinds of record, as their API paths and cache tags name them. */
export const CATALOGUE_KINDS = ['jobs', 'consultants', 'partners'] as const;
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];

export const MOVE_DIRECTIONS = ['up', 'down'] as const;
export type MoveDirection = (typeof MOVE_DIRECTIONS)[number];

/** POST …/{id}/move: one place up or down in the order the public site shows. */
export const moveSchema = z.object({ direction: z.enum(MOVE_DIRECTIONS, { error: catalogueMessage('direction') }) });
export type MoveInput = z.input<typeof moveSchema>;

/** POST …/{id}/hide: hidden from the public site, or shown again. */
export const hideSchema = z.object({ hidden: z.boolean({ error: catalogueMessage('hidden') }) });
export type HideInput = z.input<typeof hideSchema>;

/** /admin/jobs?status=: every job, those the public list shows, those past their closing date, or the hidden ones. */
export const JOB_STATUS_FILTERS = ['all', 'open', 'closed', 'hidden'] as const;
export type JobStatusFilter = (typeof JOB_STATUS_FILTERS)[number];

export const staffJobsQuery = z.object({
  status: z
    .enum(JOB_STATUS_FILTERS)
    .optional()
    .or(emptyChoice)
    .transform((value) => value ?? 'all'),
});

/**
 * An edit form's `version`: the record's `updatedAt` when the form was opened
 * (lib/http/record-version.ts). Optional in the kinds' schemas, which a new
 * record's form and POST share; PUT requires it (pages/api/admin/{kind}/[id]/index.ts).
 */
export const versionField = optionalRecordVersion;

/** Length in characters as a person counts them (an emoji is one). */
export const characters = (value: string) => Array.from(value).length;

/** A text that may be left empty ('' then). */
export const optionalText = (max: number, tooLong: string) =>
  z
    .string({ error: catalogueMessage('invalid') })
    .nullish()
    .transform((value) => (value ?? '').trim())
    .refine((value) => characters(value) <= max, catalogueMessage(tooLong));

export const requiredText = (max: number, required: string, tooLong: string) =>
  z
    .string({ error: catalogueMessage(required) })
    .transform((value) => value.trim())
    .refine((value) => value.length > 0, catalogueMessage(required))
    .refine((value) => characters(value) <= max, catalogueMessage(tooLong));

/**
 * A list typed one item a line (duties, requirements, expertise): the API takes
 * an array, the form splits its text area by lines. Lines are trimmed and empty
 * ones dropped; at most `maxLines`, each at most `maxLength` characters, no line twice.
 */
export const lineList = ({ maxLines, maxLength, required, prefix }: { maxLines: number; maxLength: number; required: boolean; prefix: string }) =>
  z
    .array(z.string({ error: catalogueMessage('invalid') }), { error: catalogueMessage('invalid') })
    .max(maxLines * 4, catalogueMessage(`${prefix}TooMany`))
    .nullish()
    .transform((lines) => (lines ?? []).map((line) => line.trim()).filter((line) => line.length > 0))
    .refine((lines) => !required || lines.length > 0, catalogueMessage(`${prefix}Required`))
    .refine((lines) => lines.length <= maxLines, catalogueMessage(`${prefix}TooMany`))
    .refine((lines) => lines.every((line) => characters(line) <= maxLength), catalogueMessage(`${prefix}TooLong`))
    .refine((lines) => new Set(lines).size === lines.length, catalogueMessage(`${prefix}Repeated`));

/** The lines of a text area, as lineList takes them. */
export const linesOf = (text: string): string[] => text.split(/\r\n|\r|\n/);

/**
 * A whole number between `min` and `max` (a number, or the text of a number
 * field: spaces and thousands commas are ignored), or null when left empty.
 */
export const optionalWholeNumber = (min: number, max: number, invalid: string) =>
  z.union([z.number(), z.string(), z.null(), z.undefined()], { error: catalogueMessage(invalid) }).transform((value, ctx) => {
    const written = value === null || value === undefined ? '' : String(value).replace(/[\s,，]/g, '');
    if (written === '') return null;
    const number = Number(written);
    if (!/^\d{1,9}$/.test(written) || number < min || number > max) {
      ctx.issues.push({ code: 'custom', message: catalogueMessage(invalid), input: value });
      return z.NEVER;
    }
    return number;
  });

/** An image: none (''), one uploaded to the site (/api/uploads/…), or one of the site's own (/images/…, the demo content's). */
export const imageField = (invalid: string) =>
  z
    .string({ error: catalogueMessage(invalid) })
    .nullish()
    .transform((value) => (value ?? '').trim())
    .refine((value) => value === '' || isSiteImage(value), catalogueMessage(invalid));

