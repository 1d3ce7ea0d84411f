import { z } from 'zod';
import { AUDIENCE_TYPES, isConfirmationCode, normaliseCode } from './rules';
import { isStoredPhone, normalisePhone } from '../people/phone';
import { whenFieldsRead } from '../http/field-errors';

/**
 * The activity registration form's rules, shared by the form and the API.
 * Messages are translation keys of the `activity` namespace. The upper bound
 * of `quantity` is the activity's own per-registration limit, checked by the
 * server against the activity (and by the form, which knows it).
 */


/**
 * The registrant's contact: a mobile number (mainland, stored as 11 digits, or from elsewhere with its country
 * code, stored in E.164: lib/people/phone.ts) and/or an e-mail address; at least one of them. Either proves the
 * registration is theirs (look-up, cancelling, resending the ticket) and either makes a repeat the same person.
 */
const mobileField = z
  .string()
  .optional()
  .transform((value) => {
    const trimmed = (value ?? '').trim();
    return trimmed === '' ? '' : (normalisePhone(trimmed) ?? trimmed);
  })
  .refine((value) => value === '' || isStoredPhone(value), 'activity:form.errors.mobileFormat');
const emailField = z
  .string()
  .optional()
  .transform((value) => (value ?? '').trim().toLowerCase())
  .refine((value) => value === '' || (value.length <= 254 && z.email().safeParse(value).success), 'activity:form.errors.emailFormat');
/** At least one way to reach the person; the message sits on the mobile field, which comes first. */
const contactGiven = [
  (value: { mobile: string; email: string }) => value.mobile !== '' || value.email !== '',
  { path: ['mobile'] as PropertyKey[], message: 'activity:form.errors.contactRequired', when: whenFieldsRead(['mobile', 'email']) },
] as const;
const text = (max: number, required: string, tooLong: string) =>
  z
    .string({ error: required })
    .transform((value) => value.trim())
    .refine((value) => value.length > 0, required)
    .refine((value) => Array.from(value).length <= max, tooLong);

/** A number as the registrant's is stored (lib/people/phone.ts), or null when it is none. */
const storedPhone = (value: string) => {
  const phone = normalisePhone(value);
  return phone !== null && isStoredPhone(phone) ? phone : null;
};

/**
 * A companion's optional contact, in one field: an e-mail address (it has an "@") or a mobile number (mainland, or
 * from elsewhere with its country code), checked with the registrant's rules; '' when not given. Their ticket link
 * is sent to it.
 */
const attendeeContact = z
  .string()
  .optional()
  .transform((value) => (value ?? '').trim())
  .refine((value) => value === '' || (value.includes('@') ? z.email().safeParse(value.toLowerCase()).success : storedPhone(value) !== null), 'activity:form.errors.attendeeContactFormat')
  .transform((value) => (value === '' ? { mobile: '', email: '' } : value.includes('@') ? { mobile: '', email: value.toLowerCase() } : { mobile: storedPhone(value) ?? '', email: '' }));

/** One of the people a registrant registers besides themselves (attendee 2, 3…): a name, and a contact if they like. */
export const attendeeSchema = z.object({
  name: text(40, 'activity:form.errors.attendeeNameRequired', 'activity:form.errors.nameTooLong'),
  contact: attendeeContact,
});

export const registrationSchema = z.object({
  name: text(40, 'activity:form.errors.nameRequired', 'activity:form.errors.nameTooLong'),
  mobile: mobileField,
  email: emailField,
  company: text(80, 'activity:form.errors.companyRequired', 'activity:form.errors.companyTooLong'),
  position: text(40, 'activity:form.errors.positionRequired', 'activity:form.errors.positionTooLong'),
  audience: z.enum(AUDIENCE_TYPES, { error: 'activity:form.errors.audienceRequired' }),
  quantity: z
    .number({ error: 'activity:form.errors.quantityRange' })
    .int('activity:form.errors.quantityRange')
    .min(1, 'activity:form.errors.quantityRange')
    .max(99, 'activity:form.errors.quantityRange'),
  /** Everyone else the registration is for, in order: exactly quantity − 1 of them (the registrant is the first attendee). */
  attendees: z.array(attendeeSchema).max(98).optional().default([]),
  consent: z.literal(true, { error: 'activity:form.errors.consentRequired' }),
})
  .refine(...contactGiven)
  .refine((value) => value.attendees.length === value.quantity - 1, {
    message: 'activity:form.errors.attendeesCount',
    path: ['attendees'],
    when: whenFieldsRead(['quantity', 'attendees']),
  });

export type RegistrationInput = z.input<typeof registrationSchema>;
export type Registration = z.output<typeof registrationSchema>;

const codeField = z
  .string({ error: 'activity:form.errors.codeRequired' })
  .transform(normaliseCode)
  .refine((value) => value.length > 0, 'activity:form.errors.codeRequired')
  .refine((value) => value.length === 0 || isConfirmationCode(value), 'activity:form.errors.codeFormat');

/** "My registration": found by its code and the mobile number or e-mail address it was made with. */
export const lookupSchema = z.object({ mobile: mobileField, email: emailField, code: codeField }).refine(...contactGiven);
export type LookupInput = z.input<typeof lookupSchema>;

/**
 * Cancelling one's registration: the code is in the path; the mobile number or
 * e-mail address proves it is one's own, or the key of the ticket link its messages carry —
 * or, all left out, the browser that made it proves it with its capability cookie.
 */
export const cancelSchema = z.object({
  mobile: mobileField,
  email: emailField,
  key: z.string().optional(),
  /** One attendee of the group to cancel (their own code); left out: the whole registration. */
  attendee: codeField.optional(),
});

/** The key of a ticket link sent in a registration's messages (/t/{code}{key}): opens that registration. */
export const ticketKeySchema = z.object({ key: z.string({ error: 'activity:form.errors.codeFormat' }).regex(/^[A-Za-z0-9_-]{10}$/, 'activity:form.errors.codeFormat') });

/** "Resend my ticket": the mobile number or e-mail address it was made with (the activity is in the path). */
export const resendTicketSchema = z.object({ mobile: mobileField, email: emailField }).refine(...contactGiven);
export type ResendTicketInput = z.input<typeof resendTicketSchema>;

/** An exhibitor's check-in of a ticket. */
export const checkInSchema = z.object({ code: codeField });
export type CheckInInput = z.input<typeof checkInSchema>;
