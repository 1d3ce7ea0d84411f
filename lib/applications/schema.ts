import { z } from 'zod';
import {
  APPLICATION_STATUSES,
  CITY_MAX_LENGTH,
  COVER_NOTE_MAX_LENGTH,
  EDUCATION_LEVELS,
  EXPERIENCE_BANDS,
  isReference,
  NAME_MAX_LENGTH,
  normaliseReference,
  STAFF_NOTE_MAX_LENGTH,
} from './rules';
import { characters, requiredEmail, requiredMobile, requiredText } from '../auth/required-fields';
import { recordVersion } from '../http/record-version';

/**
 * The job application form's rules, shared by the form (on /join-us/recruit-detail)
 * and POST /api/jobs/{id}/applications, and the look-up and staff actions'.
 * Messages are translation keys of the `applications` namespace (the console's
 * of `admin-applications`). The résumé is not a field here: the form checks the
 * chosen file (describeResumeProblem) and the server its bytes.
 */

const errors = (name: string) => `applications:form.errors.${name}`;
const text = (max: number, name: string) => requiredText(errors, max, name);

const mobileField = requiredMobile(errors);
const emailField = requiredEmail(errors);

export const applicationFieldsSchema = z.object({
  name: text(NAME_MAX_LENGTH, 'name'),
  mobile: mobileField,
  email: emailField,
  /** Where the candidate lives now. */
  city: text(CITY_MAX_LENGTH, 'city'),
  experience: z.enum(EXPERIENCE_BANDS, { error: errors('experienceRequired') }),
  education: z.enum(EDUCATION_LEVELS, { error: errors('educationRequired') }),
  coverNote: z
    .string()
    .optional()
    .transform((value) => (value ?? '').trim())
    .refine((value) => characters(value) <= COVER_NOTE_MAX_LENGTH, errors('coverNoteTooLong')),
  /** Agreement to the recruitment privacy terms (PIPL: a résumé is collected only with consent). */
  consent: z.literal(true, { error: errors('consentRequired') }),
});

export type ApplicationFieldsInput = z.input<typeof applicationFieldsSchema>;
export type ApplicationFields = z.output<typeof applicationFieldsSchema>;

/** The text fields of the multipart form as the browser sends them: strings, consent as "true". */
export function fieldsFromForm(fields: Readonly<Record<string, string>>): Record<string, unknown> {
  return { ...fields, consent: fields.consent === 'true' };
}

/** Looking up one's application: its reference and the mobile number it was made with. */
export const applicationLookupSchema = z.object({
  reference: z
    .string({ error: errors('referenceRequired') })
    .transform(normaliseReference)
    .refine((value) => value.length > 0, errors('referenceRequired'))
    .refine((value) => value.length === 0 || isReference(value), errors('referenceFormat')),
  mobile: mobileField,
});
export type ApplicationLookupInput = z.input<typeof applicationLookupSchema>;

const staffErrors = (name: string) => `admin-applications:errors.${name}`;

/** A recruiter moves an application on, from the version the page showed. */
export const statusChangeSchema = z.object({
  status: z.enum(APPLICATION_STATUSES, { error: staffErrors('statusRequired') }),
  version: recordVersion,
});
export type StatusChangeInput = z.input<typeof statusChangeSchema>;

/** A recruiter's note on an application (staff only; the candidate never sees it). */
export const staffNoteSchema = z.object({
  note: z
    .string({ error: staffErrors('noteRequired') })
    .transform((value) => value.trim())
    .refine((value) => value.length > 0, staffErrors('noteRequired'))
    .refine((value) => characters(value) <= STAFF_NOTE_MAX_LENGTH, staffErrors('noteTooLong')),
});
export type StaffNoteInput = z.input<typeof staffNoteSchema>;
