import { z } from 'zod';
import { isSiteImage } from '../uploads/site-image';
import { recordVersion } from '../http/record-version';
import { characters } from '../auth/required-fields';
import { whenFieldsRead } from '../http/field-errors';
import { COMPANY_CATEGORIES_MAX, COMPANY_PRODUCTS_MAX, COMPANY_SIZE_BANDS, COMPANY_TEXT_MAX, CONTACT_CHANNELS } from './rules';

/**
 * A company's public profile as its own accounts propose it (/account/company, the exhibitor centre) and
 * staff review it: the form and the API check it with this one schema. The proposal is the whole profile
 * (fields and products), stored as a revision (company_revisions.profile) until staff approve it. Messages
 * are translation keys of the `company-profile` namespace.
 */

const message = (name: string) => `company-profile:errors.${name}`;

/** A factory's processes and a provider's services: at most this many items. */
export const COMPANY_LIST_MAX = 8;
/** The earliest founding year the form takes (the database allows 1800). */
export const FOUNDED_YEAR_MIN = 1800;

/** Optional text: trimmed, '' when absent, at most `max` characters. */
const optionalText = (max: number, field: string) =>
  z
    .string({ error: message(`${field}Invalid`) })
    .nullish()
    .transform((value) => (value ?? '').trim())
    .refine((value) => characters(value) <= max, message(`${field}TooLong`));

/** Required text: trimmed, at most `max` characters. */
const requiredText = (max: number, field: string) =>
  z
    .string({ error: message(`${field}Required`) })
    .transform((value) => value.trim())
    .refine((value) => value.length > 0, message(`${field}Required`))
    .refine((value) => characters(value) <= max, message(`${field}TooLong`));

/** An image: none (''), or one of the site's (an upload, /api/uploads/…, or /images/…). */
const image = (field: string) =>
  z
    .string({ error: message(`${field}Invalid`) })
    .nullish()
    .transform((value) => (value ?? '').trim())
    .refine((value) => value === '' || isSiteImage(value), message(`${field}Invalid`));

/** A short list typed one item a line or separated by commas, or sent as an array: items trimmed, empty ones and repeats dropped. */
export function shortListItems(value: string | readonly string[] | null | undefined): string[] {
  const raw = value == null ? [] : typeof value === 'string' ? value.split(/[\n,，、;；]/) : value;
  const items: string[] = [];
  for (const item of raw) {
    const trimmed = item.trim();
    if (trimmed && !items.includes(trimmed)) items.push(trimmed);
  }
  return items;
}

const shortList = (itemMax: number, field: string) =>
  z
    .union([z.string(), z.array(z.string()).max(COMPANY_LIST_MAX * 4)], { error: message(`${field}Invalid`) })
    .nullish()
    .transform(shortListItems)
    .refine((items) => items.length <= COMPANY_LIST_MAX, message(`${field}TooMany`))
    .refine((items) => items.every((item) => characters(item) <= itemMax), message(`${field}ItemTooLong`));

/** An id of the category list, or null; a number or its digits. */
const categoryId = z
  .union([z.number(), z.string()], { error: message('categoryInvalid') })
  .nullish()
  .transform((value, ctx) => {
    if (value === null || value === undefined || value === '') return null;
    const number = typeof value === 'number' ? value : /^\d{1,9}$/.test(value) ? Number(value) : NaN;
    if (!Number.isSafeInteger(number) || number < 1 || number > 2_147_483_647) {
      ctx.addIssue({ code: 'custom', message: message('categoryInvalid') });
      return z.NEVER;
    }
    return number;
  });

const WEBSITE = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
const PHONE = /^\+?[\d\s-]{5,24}(?:\s*(?:转|ext\.?|x)\s*\d{1,6})?$/i;

export const companyProductSchema = z.object({
  name: requiredText(COMPANY_TEXT_MAX.productName, 'productName'),
  nameEn: optionalText(COMPANY_TEXT_MAX.productNameEn, 'productNameEn'),
  picture: image('productPicture'),
  summary: optionalText(COMPANY_TEXT_MAX.productSummary, 'productSummary'),
  summaryEn: optionalText(COMPANY_TEXT_MAX.productSummaryEn, 'productSummaryEn'),
  categoryId,
});

/** The profile's fields and products, without the version (what a revision stores). */
export const companyProfileFields = z
  .object({
    nameEn: optionalText(COMPANY_TEXT_MAX.nameEn, 'nameEn'),
    logo: image('logo'),
    summary: optionalText(COMPANY_TEXT_MAX.summary, 'summary'),
    summaryEn: optionalText(COMPANY_TEXT_MAX.summaryEn, 'summaryEn'),
    introduction: optionalText(COMPANY_TEXT_MAX.introduction, 'introduction'),
    introductionEn: optionalText(COMPANY_TEXT_MAX.introductionEn, 'introductionEn'),
    province: optionalText(COMPANY_TEXT_MAX.province, 'province'),
    city: optionalText(COMPANY_TEXT_MAX.city, 'city'),
    foundedYear: z
      .union([z.number(), z.string()], { error: message('foundedYearInvalid') })
      .nullish()
      .transform((value, ctx) => {
        const text = value === null || value === undefined ? '' : String(value).trim();
        if (text === '') return null;
        const year = /^\d{4}$/.test(text) ? Number(text) : NaN;
        if (!(year >= FOUNDED_YEAR_MIN && year <= new Date().getFullYear())) {
          ctx.addIssue({ code: 'custom', message: message('foundedYearInvalid') });
          return z.NEVER;
        }
        return year;
      }),
    sizeBand: z
      .enum(COMPANY_SIZE_BANDS, { error: message('sizeBandInvalid') })
      .or(z.literal(''))
      .nullish()
      .transform((value) => value || null),
    website: optionalText(COMPANY_TEXT_MAX.website, 'website').refine((value) => value === '' || WEBSITE.test(value), message('websiteInvalid')),
    contactChannel: z
      .enum(CONTACT_CHANNELS, { error: message('contactChannelInvalid') })
      .or(z.literal(''))
      .nullish()
      .transform((value) => value || null),
    contactValue: optionalText(COMPANY_TEXT_MAX.contactValue, 'contactValue'),
    categoryIds: z
      .array(categoryId, { error: message('categoriesInvalid') })
      .max(COMPANY_CATEGORIES_MAX * 4, message('categoriesTooMany'))
      .nullish()
      .transform((ids) => [...new Set((ids ?? []).filter((id): id is number => id !== null))])
      .refine((ids) => ids.length <= COMPANY_CATEGORIES_MAX, message('categoriesTooMany')),
    capacity: optionalText(COMPANY_TEXT_MAX.capacity, 'capacity'),
    processes: shortList(COMPANY_TEXT_MAX.process, 'processes'),
    services: shortList(COMPANY_TEXT_MAX.service, 'services'),
    products: z
      .array(companyProductSchema, { error: message('productsInvalid') })
      .max(COMPANY_PRODUCTS_MAX, message('productsTooMany'))
      .nullish()
      .transform((products) => products ?? []),
  })
  .superRefine(
    (value, ctx) => {
    // The public channel: both or neither, and the value must be what the channel says.
    if (value.contactChannel === null && value.contactValue === '') return;
    if (value.contactChannel === null) {
      ctx.addIssue({ code: 'custom', path: ['contactChannel'], message: message('contactChannelRequired') });
      return;
    }
    if (value.contactValue === '') {
      ctx.addIssue({ code: 'custom', path: ['contactValue'], message: message('contactValueRequired') });
      return;
    }
    const valid = value.contactChannel === 'email' ? z.email().safeParse(value.contactValue).success : PHONE.test(value.contactValue);
    if (!valid) ctx.addIssue({ code: 'custom', path: ['contactValue'], message: message(value.contactChannel === 'email' ? 'contactEmailInvalid' : 'contactPhoneInvalid') });
    },
    { when: whenFieldsRead(['contactChannel', 'contactValue']) },
  );

/** A proposal: the whole profile and the company's version the form was opened at. */
export const companyProfileSchema = z.intersection(companyProfileFields, z.object({ version: recordVersion }));

export type CompanyProfileInput = z.input<typeof companyProfileSchema>;
export type CompanyProfile = z.output<typeof companyProfileFields>;
export type CompanyProduct = z.output<typeof companyProductSchema>;

/** A staff decision on a proposed change: a rejection says why (the company reads it on its profile form). */
export const REVISION_NOTE_MAX = 500;
export const revisionReviewSchema = z
  .object({
    decision: z.enum(['approve', 'reject'], { error: message('decisionRequired') }),
    note: z
      .string({ error: message('noteTooLong') })
      .nullish()
      .transform((value) => (value ?? '').trim())
      .refine((value) => characters(value) <= REVISION_NOTE_MAX, message('noteTooLong')),
  })
  .refine((value) => value.decision !== 'reject' || value.note.length > 0, { path: ['note'], message: message('noteRequired') });
export type RevisionReviewInput = z.input<typeof revisionReviewSchema>;
