import { z } from 'zod';
import { loginKindOf, normaliseLogin } from './schema';

/**
 * Required fields that several forms share, each with its form's messages: `message(name)` turns a rule's name
 * (`nameRequired`, `mobileFormat`…) into the translation key of that form's namespace.
 */
export type FieldMessage = (name: string) => string;

/** Characters as people count them (not UTF-16 units). */
export const characters = (value: string) => Array.from(value).length;

/** Trimmed text, required, at most `max` characters (not UTF-16 units): `<field>Required`, `<field>TooLong`. */
export const requiredText = (message: FieldMessage, max: number, field: string) =>
  z
    .string({ error: message(`${field}Required`) })
    .transform((value) => value.trim())
    .refine((value) => value.length > 0, message(`${field}Required`))
    .refine((value) => characters(value) <= max, message(`${field}TooLong`));

/** A mainland mobile number, by the accounts' rule (spaces, dashes and +86 dropped): `mobileRequired`, `mobileFormat`. */
export const requiredMobile = (message: FieldMessage) =>
  z
    .string({ error: message('mobileRequired') })
    .transform(normaliseLogin)
    .refine((value) => value.length > 0, message('mobileRequired'))
    .refine((value) => value.length === 0 || loginKindOf(value) === 'mobile', message('mobileFormat'));

/** An e-mail address, lower-cased, at most 254 characters: `emailRequired`, `emailFormat`. */
export const requiredEmail = (message: FieldMessage) =>
  z
    .string({ error: message('emailRequired') })
    .transform((value) => value.trim().toLowerCase())
    .refine((value) => value.length > 0, message('emailRequired'))
    .refine((value) => value.length === 0 || (value.length <= 254 && z.email().safeParse(value).success), message('emailFormat'));
