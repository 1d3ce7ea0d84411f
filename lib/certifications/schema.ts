import { z } from 'zod';
import { normaliseUscc, usccProblem } from './uscc';
import { CAPACITY_MAX, CERTIFICATION_ITEM_MAX, CERTIFICATION_LIST_MAX, REVIEW_NOTE_MAX_LENGTH, type CertificationKind } from './views';
import { characters, requiredEmail, requiredMobile, requiredText } from '../auth/required-fields';

/**
 * The certification forms' rules (brand, factory, service provider, retailer),
 * shared by the forms and the API. Messages are translation keys of the
 * `author` namespace.
 */

const errors = (name: string) => `author:form.errors.${name}`;
const text = (max: number, name: string) => requiredText(errors, max, name);

/** What the licence says; each problem has its own message, so the form can say which. */
export const usccField = z
  .string({ error: errors('uscc.required') })
  .transform(normaliseUscc)
  .superRefine((value, ctx) => {
    const problem = value.length === 0 ? 'required' : usccProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: errors(`uscc.${problem}`) });
  });

const mobileField = requiredMobile(errors);
const emailField = requiredEmail(errors);

const common = {
  companyName: text(100, 'company'),
  uscc: usccField,
  legalRepresentative: text(40, 'legalRepresentative'),
  contactName: text(40, 'contact'),
  mobile: mobileField,
  email: emailField,
  /** The id of the licence image uploaded with purpose `licence` (the server checks it exists and whose it is). */
  licenceUploadId: z
    .string({ error: errors('licenceRequired') })
    .refine((value) => value.length > 0, errors('licenceRequired'))
    .refine((value) => value.length <= 64, errors('licenceMissing')),
  /** Agreement to the privacy policy (PIPL: personal information is collected only with consent). */
  consent: z.literal(true, { error: errors('consentRequired') }),
};


/**
 * A short list (a factory's main processes, a provider's services): an array, or text with one item per line or
 * separated by commas or 、 (what the form sends); items trimmed, empty ones and repeats dropped.
 */
export function listItems(value: string | readonly string[]): string[] {
  const raw = typeof value === 'string' ? value.split(/[\n,，、;；]/) : value;
  const items: string[] = [];
  for (const item of raw) {
    const trimmed = item.trim();
    if (trimmed && !items.includes(trimmed)) items.push(trimmed);
  }
  return items;
}

const shortList = (field: string) =>
  z
    .union([z.string(), z.array(z.string()).max(CERTIFICATION_LIST_MAX * 4)], { error: errors(`${field}Required`) })
    .transform(listItems)
    .refine((items) => items.length > 0, errors(`${field}Required`))
    .refine((items) => items.length <= CERTIFICATION_LIST_MAX, errors(`${field}TooMany`))
    .refine((items) => items.every((item) => characters(item) <= CERTIFICATION_ITEM_MAX), errors(`${field}ItemTooLong`));

export const brandApplicationSchema = z.object({ kind: z.literal('brand'), ...common, brandName: text(60, 'brandName') });
export const factoryApplicationSchema = z.object({
  kind: z.literal('factory'),
  ...common,
  /** Monthly capacity as the factory states it (e.g. 50 万件/月). */
  capacity: text(CAPACITY_MAX, 'capacity'),
  processes: shortList('processes'),
});
export const providerApplicationSchema = z.object({ kind: z.literal('provider'), ...common, services: shortList('services') });
export const retailerApplicationSchema = z.object({
  kind: z.literal('retailer'),
  ...common,
  storeName: text(60, 'storeName'),
  storeAddress: text(200, 'storeAddress'),
});

/** An application of any kind: the kind decides which fields it has. */
export const applicationSchema = z.discriminatedUnion('kind', [brandApplicationSchema, factoryApplicationSchema, providerApplicationSchema, retailerApplicationSchema], {
  error: errors('kindRequired'),
});

export type ApplicationInput = z.input<typeof applicationSchema>;
export type Application = z.output<typeof applicationSchema>;
export type BrandApplicationInput = z.input<typeof brandApplicationSchema>;
export type RetailerApplicationInput = z.input<typeof retailerApplicationSchema>;
export type FactoryApplicationInput = z.input<typeof factoryApplicationSchema>;
export type ProviderApplicationInput = z.input<typeof providerApplicationSchema>;

/**
 * The application number: BR (brand), FC (factory), SP (service provider) or RT (retailer), the day it was made
 * in China (YYYYMMDD) and six characters of an alphabet without 0/O and 1/I,
 * so that it can be read out over the phone.
 */
export const NUMBER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const NUMBER_RANDOM_LENGTH = 6;
export const NUMBER_PREFIX = { brand: 'BR', factory: 'FC', provider: 'SP', retailer: 'RT' } as const satisfies Record<CertificationKind, string>;
const PREFIXES = Object.values(NUMBER_PREFIX).join('|');
const NUMBER = new RegExp(`^(${PREFIXES})-(\\d{8})-([${NUMBER_ALPHABET}]{${NUMBER_RANDOM_LENGTH}})$`);
const NUMBER_WITHOUT_DASHES = new RegExp(`^(${PREFIXES})(\\d{8})([${NUMBER_ALPHABET}]{${NUMBER_RANDOM_LENGTH}})$`);

/** A number as typed: case, spaces and dashes do not matter. */
export function normaliseApplicationNumber(value: string): string {
  const compact = value.toUpperCase().replace(/[\s-]/g, '');
  const parts = NUMBER_WITHOUT_DASHES.exec(compact);
  return parts ? `${parts[1]}-${parts[2]}-${parts[3]}` : compact;
}

export function isApplicationNumber(value: string): boolean {
  return NUMBER.test(value);
}

/** Looking up one's application: its number and the mobile number it was made with. */
export const lookupSchema = z.object({
  number: z
    .string({ error: errors('numberRequired') })
    .transform(normaliseApplicationNumber)
    .refine((value) => value.length > 0, errors('numberRequired'))
    .refine((value) => value.length === 0 || isApplicationNumber(value), errors('numberFormat')),
  mobile: mobileField,
});
export type LookupInput = z.input<typeof lookupSchema>;

/** A reviewer's decision; a rejection says why (the applicant reads it when looking the application up). */
export const reviewSchema = z
  .object({
    decision: z.enum(['approve', 'reject'], { error: errors('decisionRequired') }),
    note: z
      .string()
      .optional()
      .transform((value) => (value ?? '').trim())
      .refine((value) => characters(value) <= REVIEW_NOTE_MAX_LENGTH, errors('noteTooLong')),
  })
  .refine((value) => value.decision !== 'reject' || value.note.length > 0, { path: ['note'], message: errors('noteRequired') });
export type ReviewInput = z.input<typeof reviewSchema>;
export type Review = z.output<typeof reviewSchema>;
