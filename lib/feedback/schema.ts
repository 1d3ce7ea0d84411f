import { z } from 'zod';
import {
  COMPANY_MAX_LENGTH,
  FEEDBACK_STATUSES,
  FEEDBACK_TOPICS,
  HONEYPOT_FIELD,
  MESSAGE_MAX_LENGTH,
  MESSAGE_MIN_LENGTH,
  NAME_MAX_LENGTH,
  characterCount,
} from './rules';
import { AUDIENCE_TYPES } from '../registrations/rules';
import { loginKindOf, normaliseLogin } from '../auth/schema';
import { whenFieldsRead } from '../http/field-errors';

/**
 * The contact form's rules, shared by the form and POST /api/feedback.
 * Messages are translation keys of the `contact` namespace.
 */

const errors = (name: string) => `contact:form.errors.${name}`;

const optionalText = (max: number, name: string) =>
  z
    .string()
    .optional()
    .transform((value) => (value ?? '').trim())
    .refine((value) => characterCount(value) <= max, errors(`${name}TooLong`));

export const feedbackSchema = z
  .object({
    name: z
      .string({ error: errors('nameRequired') })
      .transform((value) => value.trim())
      .refine((value) => value.length > 0, errors('nameRequired'))
      .refine((value) => characterCount(value) <= NAME_MAX_LENGTH, errors('nameTooLong')),
    /** A mainland mobile number, by the accounts' rule (spaces, dashes and +86 dropped); optional when an e-mail is given. */
    mobile: z
      .string()
      .optional()
      .transform((value) => normaliseLogin(value ?? ''))
      .refine((value) => value === '' || loginKindOf(value) === 'mobile', errors('mobileFormat')),
    email: z
      .string()
      .optional()
      .transform((value) => (value ?? '').trim().toLowerCase())
      .refine((value) => value === '' || (value.length <= 254 && z.email().safeParse(value).success), errors('emailFormat')),
    company: optionalText(COMPANY_MAX_LENGTH, 'company'),
    audience: z.enum(AUDIENCE_TYPES, { error: errors('audienceRequired') }),
    topic: z.enum(FEEDBACK_TOPICS, { error: errors('topicRequired') }),
    message: z
      .string({ error: errors('messageRequired') })
      .transform((value) => value.trim())
      .refine((value) => value.length > 0, errors('messageRequired'))
      .refine((value) => value.length === 0 || characterCount(value) >= MESSAGE_MIN_LENGTH, errors('messageTooShort'))
      .refine((value) => characterCount(value) <= MESSAGE_MAX_LENGTH, errors('messageTooLong')),
    /** Agreement to the privacy policy (PIPL: personal information is collected only with consent). */
    consent: z.literal(true, { error: errors('consentRequired') }),
    /** The form's token (GET /api/feedback/token): when the page got it, signed by the server. */
    token: z.string().max(200).optional().default(''),
    /** The honeypot: empty from people; anything in it is judged by the server, not refused here. */
    [HONEYPOT_FIELD]: z.string().max(2000).optional().default(''),
  })
  // At least one way to answer; the message sits on the mobile field, which comes first. Checked even when other
  // fields are wrong (so every problem shows at once), unless the mobile or e-mail field has its own problem.
  .refine((value) => value.mobile !== '' || value.email !== '', {
    path: ['mobile'],
    message: errors('contactRequired'),
    when: whenFieldsRead(['mobile', 'email']),
  });

export type FeedbackInput = z.input<typeof feedbackSchema>;
export type Feedback = z.output<typeof feedbackSchema>;

/** The staff inbox's filter. */
export const feedbackStatusFilter = z.enum([...FEEDBACK_STATUSES, 'all']);

/** Marking a message handled (or back to new). */
export const handleSchema = z.object({ handled: z.boolean({ error: errors('handledRequired') }) });
export type HandleInput = z.input<typeof handleSchema>;
