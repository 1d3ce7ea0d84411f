import { z } from 'zod';
import { newLoginSchema } from '../auth/schema';
import { recordVersion } from '../http/record-version';

/**
 * The staff console's account forms, shared by the forms (checked before
 * sending) and the API (the law): an exhibitor's company, booth and contact
 * (and, when it is opened, its login), a role, disabled or not. Messages are
 * translation keys, answered in the request's language.
 */

export const COMPANY_MAX_LENGTH = 100;
export const SHORT_TEXT_MAX_LENGTH = 40;
export const PHONE_MAX_LENGTH = 30;
export const EMAIL_MAX_LENGTH = 254;

/** Length in characters as a person counts them (an emoji is one), not UTF-16 units. */
const characters = (value: string) => Array.from(value).length;

const text = (max: number, tooLong: string) =>
  z
    .string()
    .optional()
    .transform((value) => (value ?? '').trim())
    .refine((value) => characters(value) <= max, tooLong);

/** A telephone number as people write it: digits with spaces, dashes, brackets and a leading +, e.g. "0571-8888 6666", "+86 139 0000 0000". */
const PHONE = /^\+?[\d\s()-]{5,}$/;

export const exhibitorProfileSchema = z.object({
  company: z
    .string({ error: 'admin-accounts:errors.companyRequired' })
    .transform((value) => value.trim())
    .refine((value) => value.length > 0, 'admin-accounts:errors.companyRequired')
    .refine((value) => characters(value) <= COMPANY_MAX_LENGTH, 'admin-accounts:errors.companyTooLong'),
  boothHall: text(SHORT_TEXT_MAX_LENGTH, 'admin-accounts:errors.shortTooLong'),
  boothNumber: text(SHORT_TEXT_MAX_LENGTH, 'admin-accounts:errors.shortTooLong'),
  contactName: text(SHORT_TEXT_MAX_LENGTH, 'admin-accounts:errors.shortTooLong'),
  contactPhone: text(PHONE_MAX_LENGTH, 'admin-accounts:errors.phoneFormat').refine((value) => value === '' || PHONE.test(value), 'admin-accounts:errors.phoneFormat'),
  contactEmail: text(EMAIL_MAX_LENGTH, 'admin-accounts:errors.emailFormat').refine(
    (value) => value === '' || z.email().safeParse(value).success,
    'admin-accounts:errors.emailFormat',
  ),
});
export type ExhibitorProfileInput = z.input<typeof exhibitorProfileSchema>;
export type ExhibitorProfileData = z.output<typeof exhibitorProfileSchema>;

/** The company an exhibitor account belongs to: an existing company's id, or none ('' or absent: a new company named as typed). */
export const exhibitorCompanyId = z
  .union([z.number(), z.string()], { error: 'admin-accounts:errors.companyIdInvalid' })
  .nullish()
  .transform((value, ctx) => {
    if (value === null || value === undefined || value === '') return null;
    const number = typeof value === 'number' ? value : /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (!Number.isSafeInteger(number) || number < 1 || number > 2_147_483_647) {
      ctx.addIssue({ code: 'custom', message: 'admin-accounts:errors.companyIdInvalid' });
      return z.NEVER;
    }
    return number;
  });

/**
 * Opening an exhibitor account: its login (a mobile number or an e-mail address, as at sign-up), its details and
 * the company it belongs to (`companyId`, or a new company named `company`). The password is made by the server.
 */
/**
 * PUT /api/admin/exhibitors/{id}: the details, the `version` the edit form was opened with (required;
 * lib/http/record-version.ts) and, to move the account to another existing company, its `companyId` (absent
 * or '' keeps the company it has).
 */
export const exhibitorSaveSchema = exhibitorProfileSchema.extend({ version: recordVersion, companyId: exhibitorCompanyId });
export type ExhibitorSaveInput = z.input<typeof exhibitorSaveSchema>;
export type ExhibitorSaveData = z.output<typeof exhibitorSaveSchema>;

export const newExhibitorSchema = exhibitorProfileSchema.extend({ login: newLoginSchema, companyId: exhibitorCompanyId });
export type NewExhibitorInput = z.input<typeof newExhibitorSchema>;
export type NewExhibitorData = z.output<typeof newExhibitorSchema>;

/** The roles the users page gives: exhibitor accounts are opened and run on the exhibitors page, never converted. */
export const ASSIGNABLE_KINDS = ['member', 'editor', 'admin'] as const;
export type AssignableKind = (typeof ASSIGNABLE_KINDS)[number];

export const roleSchema = z.object({
  kind: z.enum(ASSIGNABLE_KINDS, { error: 'admin-accounts:errors.kindInvalid' }),
});
export type RoleInput = z.input<typeof roleSchema>;

export const disableSchema = z.object({
  disabled: z.boolean({ error: 'admin-accounts:errors.disabledInvalid' }),
});
export type DisableInput = z.input<typeof disableSchema>;
