import { z } from 'zod';
import { COMPANY_KINDS } from '../companies/rules';
import { isChinaDay } from '../china-datetime';
import { editorText, hasEditorContent } from '../rich-text/text';
import { ARTICLE_BODY_HTML_MAX } from '../articles/rules';
import { characters } from '../auth/required-fields';
import { whenFieldsRead } from '../http/field-errors';
import { SEARCH_QUERY_MAX } from '../search/query';
import {
  BUDGET_BASES,
  BUDGET_MAX_CNY,
  OPEN_DAYS_DEFAULT,
  OPEN_DAYS_MAX,
  OPEN_DAYS_MIN,
  SOURCING_ATTACHMENTS_MAX,
  QUANTITY_BANDS,
  QUANTITY_MAX,
  QUOTE_LEAD_DAYS_MAX,
  QUOTE_MESSAGE_MAX,
  QUOTE_PRICE_BASES,
  QUOTE_VALID_DAYS_MAX,
  QUOTE_VALIDITY_BASES,
  SOURCING_TEXT_MAX,
  SOURCING_TITLE_MIN,
  SOURCING_UNITS,
  contactDetailIn,
} from './rules';

/**
 * A sourcing request as the form on /sourcing/new and POST /api/sourcing check it, and staff's decision on
 * one: one schema for both sides. Messages are translation keys of the `sourcing` namespace. Text a supplier
 * reads (title, description, requirements, region) may carry no contact details: a mobile number, an e-mail
 * address or a WeChat id is refused on its field (contacts pass only after a buyer accepts a quote).
 */

const message = (name: string) => `sourcing:errors.${name}`;

/** A text refusing contact details: its field's error names what was found. */
function noContact<T extends z.ZodType<string>>(schema: T, read: (value: string) => string = (value) => value) {
  return schema.superRefine((value, ctx) => {
    const found = contactDetailIn(read(value));
    if (found) ctx.addIssue({ code: 'custom', message: message(`contact.${found}`) });
  });
}

const requiredText = (max: number, field: string, min = 1) =>
  z
    .string({ error: message(`${field}Required`) })
    .transform((value) => value.trim())
    .refine((value) => value.length > 0, message(`${field}Required`))
    .refine((value) => value.length === 0 || characters(value) >= min, message(`${field}TooShort`))
    .refine((value) => characters(value) <= max, message(`${field}TooLong`));

/** A whole number in [min, max], sent as a number or its digits. */
const wholeNumber = (min: number, max: number, field: string) =>
  z.union([z.number(), z.string()], { error: message(`${field}Required`) }).transform((value, ctx) => {
    const text = typeof value === 'string' ? value.trim() : value;
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: message(`${field}Required`) });
      return z.NEVER;
    }
    const number = typeof text === 'number' ? text : /^\d{1,12}$/.test(text) ? Number(text) : NaN;
    if (!Number.isSafeInteger(number) || number < min || number > max) {
      ctx.addIssue({ code: 'custom', message: message(`${field}Range`) });
      return z.NEVER;
    }
    return number;
  });

/** An amount in yuan with at most two decimals, or nothing: its value in fen (分), or null. */
const amountFen = (field: string) =>
  z.union([z.number(), z.string()], { error: message(`${field}Invalid`) }).nullish().transform((value, ctx) => {
    const text = typeof value === 'string' ? value.trim() : value;
    if (text === null || text === undefined || text === '') return null;
    const decimal = typeof text === 'number' ? String(text) : text;
    if (!/^\d{1,10}(?:\.\d{1,2})?$/.test(decimal) || Number(decimal) > BUDGET_MAX_CNY || Number(decimal) <= 0) {
      ctx.addIssue({ code: 'custom', message: message(`${field}Invalid`) });
      return z.NEVER;
    }
    const [whole = '0', cents = ''] = decimal.split('.');
    return Number(whole) * 100 + Number(cents.padEnd(2, '0'));
  });

/** An upload id (22 characters of base64url). */
const UPLOAD_ID = /^[A-Za-z0-9_-]{22}$/;

/** The files attached, in order: each an upload of the account's (POST /api/sourcing/files) and the name to show. */
export const attachmentsField = z
  .array(
    z.object({
      uploadId: z.string({ error: message('files.unknown') }).regex(UPLOAD_ID, message('files.unknown')),
      name: z.string({ error: message('files.unknown') }).max(500, message('files.unknown')),
    }),
    { error: message('files.unknown') },
  )
  .max(SOURCING_ATTACHMENTS_MAX, `sourcing:files.tooMany`)
  .default([]);

/** A version as the API gives it (an ISO time). */
const versionField = z.string({ error: message('versionRequired') }).min(1, message('versionRequired')).max(40, message('versionRequired'));

/** A budget's least no more than its most (either may be left out). */
const budgetInOrder = (input: { budgetMin: number | null; budgetMax: number | null }) => input.budgetMin === null || input.budgetMax === null || input.budgetMin <= input.budgetMax;
const budgetOrderIssue = { message: message('budgetOrder'), path: ['budgetMax'], when: whenFieldsRead(['budgetMin', 'budgetMax']) };

/** The draft a submission turns into a request (its id and the version the form has), when there is one. */
const draftRef = z.object({ id: z.number({ error: message('draftInvalid') }).int().positive().max(2_147_483_647), version: versionField }).nullish();

export const sourcingRequestSchema = z
  .object({
    title: noContact(requiredText(SOURCING_TEXT_MAX.title, 'title', SOURCING_TITLE_MIN)),
    categoryId: wholeNumber(1, 2_147_483_647, 'category'),
    description: noContact(
      z
        .string({ error: message('descriptionRequired') })
        .max(ARTICLE_BODY_HTML_MAX, message('descriptionTooLong'))
        .refine(hasEditorContent, message('descriptionRequired'))
        .refine((html) => characters(editorText(html)) <= SOURCING_TEXT_MAX.description, message('descriptionTooLong')),
      editorText,
    ),
    quantity: wholeNumber(1, QUANTITY_MAX, 'quantity'),
    unit: z.enum(SOURCING_UNITS, { error: message('unitRequired') }),
    budgetBasis: z.enum(BUDGET_BASES, { error: message('budgetBasisInvalid') }).or(z.literal('')).nullish().transform((value) => value || null),
    budgetMin: amountFen('budget'),
    budgetMax: amountFen('budget'),
    region: noContact(requiredText(SOURCING_TEXT_MAX.region, 'region')),
    neededBy: z.string({ error: message('neededByRequired') }).refine((value) => value !== '', message('neededByRequired')).refine((value) => value === '' || isChinaDay(value), message('neededByInvalid')),
    kindsWanted: z
      .array(z.enum(COMPANY_KINDS, { error: message('kindsInvalid') }), { error: message('kindsRequired') })
      .max(COMPANY_KINDS.length * 2, message('kindsInvalid'))
      .transform((kinds) => [...new Set(kinds)])
      .refine((kinds) => kinds.length > 0, message('kindsRequired')),
    requirements: noContact(
      z
        .string({ error: message('requirementsInvalid') })
        .nullish()
        .transform((value) => (value ?? '').trim())
        .refine((value) => characters(value) <= SOURCING_TEXT_MAX.requirements, message('requirementsTooLong')),
    ),
    showCompany: z.boolean({ error: message('showCompanyInvalid') }).default(false),
    openDays: wholeNumber(OPEN_DAYS_MIN, OPEN_DAYS_MAX, 'openDays'),
    attachments: attachmentsField,
    draft: draftRef,
  })
  .refine(budgetInOrder, budgetOrderIssue)
  .refine((input) => (input.budgetMin === null && input.budgetMax === null) || input.budgetBasis !== null, {
    message: message('budgetBasisRequired'),
    path: ['budgetBasis'],
    when: whenFieldsRead(['budgetMin', 'budgetMax', 'budgetBasis']),
  });

export type SourcingRequestInput = z.input<typeof sourcingRequestSchema>;
export type SourcingRequestFields = z.output<typeof sourcingRequestSchema>;

/** A field a draft may leave empty: '' (or nothing) is null, anything else is checked as the request checks it. */
const orEmpty = <T extends z.ZodType>(schema: T) =>
  z.union([z.literal(''), z.null(), schema]).optional().transform((value) => (value === '' || value === null || value === undefined ? null : (value as z.output<T>)));

/** A text a draft keeps as typed (trimmed), up to its limit; contact details are refused only when it is submitted. */
const draftText = (max: number, field: string) =>
  z
    .string({ error: message(`${field}TooLong`) })
    .nullish()
    .transform((value) => (value ?? '').trim())
    .refine((value) => characters(value) <= max, message(`${field}TooLong`));

/**
 * A draft as the form autosaves it (POST /api/sourcing/drafts, PUT /api/sourcing/drafts/{id}): every field may
 * still be empty, what is there keeps the request's limits (lengths, ranges, the kinds of company); the rules a
 * request must meet as a whole — required fields, no contact details — are checked when it is submitted.
 * `version` (the draft's, as the last save answered) is required to save over an existing draft.
 */
export const sourcingDraftSchema = z
  .object({
  title: draftText(SOURCING_TEXT_MAX.title, 'title'),
  categoryId: orEmpty(wholeNumber(1, 2_147_483_647, 'category')),
  description: z.string({ error: message('descriptionTooLong') }).max(ARTICLE_BODY_HTML_MAX, message('descriptionTooLong')).nullish().transform((value) => value ?? ''),
  quantity: orEmpty(wholeNumber(1, QUANTITY_MAX, 'quantity')),
  unit: z.enum(SOURCING_UNITS, { error: message('unitRequired') }).or(z.literal('')).nullish().transform((value) => value || 'piece'),
  budgetBasis: z.enum(BUDGET_BASES, { error: message('budgetBasisInvalid') }).or(z.literal('')).nullish().transform((value) => value || null),
  budgetMin: amountFen('budget'),
  budgetMax: amountFen('budget'),
  region: draftText(SOURCING_TEXT_MAX.region, 'region'),
  neededBy: z.string({ error: message('neededByInvalid') }).nullish().transform((value) => (value ?? '').trim()).refine((value) => value === '' || isChinaDay(value), message('neededByInvalid')),
  kindsWanted: z
    .array(z.enum(COMPANY_KINDS, { error: message('kindsInvalid') }), { error: message('kindsInvalid') })
    .max(COMPANY_KINDS.length * 2, message('kindsInvalid'))
    .nullish()
    .transform((kinds) => [...new Set(kinds ?? [])]),
  requirements: draftText(SOURCING_TEXT_MAX.requirements, 'requirements'),
  showCompany: z.boolean({ error: message('showCompanyInvalid') }).default(false),
  openDays: orEmpty(wholeNumber(OPEN_DAYS_MIN, OPEN_DAYS_MAX, 'openDays')).transform((value) => value ?? OPEN_DAYS_DEFAULT),
  attachments: attachmentsField,
  version: versionField.optional(),
  })
  // The table refuses a budget whose least is over its most (sourcing_requests_budget_check): said on the field,
  // as the form says it, while what was typed stays in the form.
  .refine(budgetInOrder, budgetOrderIssue);

export type SourcingDraftInput = z.input<typeof sourcingDraftSchema>;
export type SourcingDraftFields = z.output<typeof sourcingDraftSchema>;

/** Staff's decision on a request waiting for review: a rejection needs a note (the buyer reads it). */
export const sourcingReviewSchema = z
  .object({
    decision: z.enum(['approve', 'reject'], { error: message('decisionInvalid') }),
    note: z
      .string({ error: message('noteInvalid') })
      .nullish()
      .transform((value) => (value ?? '').trim())
      .refine((value) => characters(value) <= SOURCING_TEXT_MAX.reviewNote, message('noteTooLong')),
  })
  .refine((input) => input.decision !== 'reject' || input.note.length > 0, { message: message('noteRequired'), path: ['note'], when: whenFieldsRead(['decision', 'note']) });

export type SourcingReviewInput = z.input<typeof sourcingReviewSchema>;

// ---- quotes ----

/** Validity in days, sent as a number or its digits: 1–180, else null. */
function validDaysOf(value: number | string | null | undefined): number | null {
  const text = typeof value === 'string' ? value.trim() : value;
  const days = typeof text === 'number' ? text : text && /^\d{1,4}$/.test(text) ? Number(text) : NaN;
  return Number.isSafeInteger(days) && days >= 1 && days <= QUOTE_VALID_DAYS_MAX ? days : null;
}

/**
 * A supplier's quote on a request (POST and PUT /api/sourcing/{id}/quote, and the form on the request's page):
 * a price per unit or for the whole order (CNY, two decimals at most: kept in fen), the minimum order, the lead
 * time in days, how long the terms hold (a number of days from today, or the last day: the server turns both
 * into the last day, China time) and a message in plain text without contact details. `revision` is the
 * version the supplier last saw (null for a first quote): an older one is refused (409) so two members of a
 * company cannot overwrite each other unseen.
 */
export const sourcingQuoteSchema = z
  .object({
    priceBasis: z.enum(QUOTE_PRICE_BASES, { error: message('quote.priceBasisRequired') }),
    price: amountFen('quote.price'),
    minOrder: wholeNumber(1, QUANTITY_MAX, 'quote.minOrder'),
    leadTimeDays: wholeNumber(1, QUOTE_LEAD_DAYS_MAX, 'quote.leadTime'),
    validBasis: z.enum(QUOTE_VALIDITY_BASES, { error: message('quote.validBasisRequired') }),
    validDays: z.union([z.number(), z.string()]).nullish(),
    validUntil: z.string({ error: message('quote.validUntilInvalid') }).nullish().transform((value) => (value ?? '').trim()),
    message: noContact(
      z
        .string({ error: message('quote.messageInvalid') })
        .nullish()
        .transform((value) => (value ?? '').trim())
        .refine((value) => characters(value) <= QUOTE_MESSAGE_MAX, message('quote.messageTooLong')),
    ),
    revision: z.number({ error: message('quote.revisionInvalid') }).int().min(1).max(1_000_000).nullish().transform((value) => value ?? null),
  })
  .refine((input) => input.price !== null, { message: message('quote.priceRequired'), path: ['price'], when: whenFieldsRead(['price']) })
  .refine((input) => input.validBasis !== 'date' || isChinaDay(input.validUntil), {
    message: message('quote.validUntilInvalid'),
    path: ['validUntil'],
    when: whenFieldsRead(['validBasis', 'validUntil']),
  })
  .refine((input) => input.validBasis !== 'days' || validDaysOf(input.validDays) !== null, {
    message: message('quote.validDaysRange'),
    path: ['validDays'],
    when: whenFieldsRead(['validBasis', 'validDays']),
  })
  .transform((input) =>
    input.validBasis === 'date' ? { ...input, validDays: null } : { ...input, validDays: validDaysOf(input.validDays), validUntil: '' },
  );

export type SourcingQuoteInput = z.input<typeof sourcingQuoteSchema>;
export type SourcingQuoteFields = z.output<typeof sourcingQuoteSchema>;

/** Withdrawing a quote: the version the supplier last saw. */
export const sourcingQuoteWithdrawSchema = z.object({
  revision: z.number({ error: message('quote.revisionInvalid') }).int().min(1).max(1_000_000),
});

export type SourcingQuoteWithdrawInput = z.input<typeof sourcingQuoteWithdrawSchema>;

// ---- the list's query ----

const firstValue = (value: unknown) => (Array.isArray(value) ? value[0] : value);
const empty = z.literal('').transform(() => undefined);
const queryText = (max: number) =>
  z.preprocess(firstValue, z.string().optional()).transform((value) => (value ?? '').trim().slice(0, max) || undefined);

/**
 * The query of /sourcing: `q` (a keyword read as the site search reads it), `category` (an id: a top category
 * includes its children), `region`, `kind` (a kind of company wanted), `band` (QUANTITY_BANDS) and `page`.
 * Each may be absent or empty. An unknown kind or band, or a category or page that is not a whole number, is
 * malformed (the page answers 404); a region or category that no request has matches nothing.
 */
export const sourcingListQuerySchema = z.object({
  q: queryText(SEARCH_QUERY_MAX),
  category: z.preprocess(firstValue, z.string().regex(/^[1-9]\d{0,8}$/).transform(Number).or(empty).optional()),
  region: queryText(SOURCING_TEXT_MAX.region),
  kind: z.preprocess(firstValue, z.enum(COMPANY_KINDS).or(empty).optional()),
  band: z.preprocess(firstValue, z.enum(QUANTITY_BANDS).or(empty).optional()),
  page: z.preprocess(firstValue, z.string().regex(/^[1-9]\d{0,5}$/).transform(Number).optional()).transform((value) => value ?? 1),
});

export type SourcingListQuery = z.output<typeof sourcingListQuerySchema>;

/** The list's query, or null when it is malformed. */
export function parseSourcingListQuery(query: Record<string, unknown>): SourcingListQuery | null {
  const result = sourcingListQuerySchema.safeParse(query);
  return result.success ? result.data : null;
}
