import { z } from 'zod';
import { normaliseLogin, loginKindOf } from '../auth/schema';
import { recordVersion } from '../http/record-version';
import { MEETING_NOTE_MAX } from './rules';

/**
 * The meeting forms' rules (预约洽谈), shared by the forms and the API (server/companies/meetings/). Messages
 * are keys of the `meetings` namespace. Whether a slot is one of the show's is the server's to say (it knows
 * the show's hours: lib/companies/meeting-slots.ts).
 */

/** Longest name, company and position a member gives the exhibitor. */
export const REQUESTER_TEXT_MAX = { name: 40, company: 80, position: 40, contact: 100 } as const;

const characters = (value: string) => Array.from(value).length;

const trimmed = (max: number, tooLong: string) =>
  z
    .string({ error: tooLong })
    .max(max * 4, tooLong)
    .transform((value) => value.trim())
    .refine((value) => characters(value) <= max, tooLong);

/** A database id: a whole number from 1 to 2^31 − 1. */
export const idField = (message: string) => z.number({ error: message }).int(message).min(1, message).max(2_147_483_647, message);

/** An instant as JSON carries it (ISO 8601 with its offset); read as a Date. */
const instant = (message: string) =>
  z
    .string({ error: message })
    .max(40, message)
    .refine((value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value) && !Number.isNaN(Date.parse(value)), message)
    .transform((value) => new Date(value));

const note = trimmed(MEETING_NOTE_MAX, 'meetings:errors.noteTooLong');

/** The contact a member gives: their login (a mobile number or e-mail address) or another one typed. */
export const CONTACT_CHOICES = ['login', 'other'] as const;
export type ContactChoice = (typeof CONTACT_CHOICES)[number];

/** A mainland mobile number or an e-mail address, normalised as logins are. */
export function contactProblem(value: string): string | null {
  if (value === '') return 'meetings:errors.contactRequired';
  const kind = loginKindOf(normaliseLogin(value));
  return kind === 'mobile' || kind === 'email' ? null : 'meetings:errors.contactFormat';
}

export const meetingRequestSchema = z
  .object({
    companyId: idField('meetings:errors.company'),
    showId: idField('meetings:errors.show'),
    startsAt: instant('meetings:errors.slotRequired'),
    note,
    name: trimmed(REQUESTER_TEXT_MAX.name, 'meetings:errors.nameTooLong').refine((value) => value !== '', 'meetings:errors.nameRequired'),
    company: trimmed(REQUESTER_TEXT_MAX.company, 'meetings:errors.companyTooLong'),
    position: trimmed(REQUESTER_TEXT_MAX.position, 'meetings:errors.positionTooLong'),
    contact: z.enum(CONTACT_CHOICES, { error: 'meetings:errors.contactChoice' }),
    contactValue: trimmed(REQUESTER_TEXT_MAX.contact, 'meetings:errors.contactFormat').optional().default(''),
  })
  .superRefine((input, ctx) => {
    if (input.contact !== 'other') return;
    const problem = contactProblem(input.contactValue);
    if (problem) ctx.addIssue({ code: 'custom', path: ['contactValue'], message: problem });
  });

export type MeetingRequestInput = z.input<typeof meetingRequestSchema>;
export type MeetingRequest = z.output<typeof meetingRequestSchema>;

/**
 * What either side does with a meeting. The exhibitor: accept, propose (another slot: `startsAt`), decline;
 * the member: accept or decline a proposed slot; both: cancel. `version` is the meeting's as the page showed
 * it: a second tab acting on an older one is refused.
 */
export const MEETING_ACTIONS = ['accept', 'propose', 'decline', 'cancel'] as const;
export type MeetingAction = (typeof MEETING_ACTIONS)[number];

export const meetingActionSchema = z
  .object({
    action: z.enum(MEETING_ACTIONS, { error: 'meetings:errors.action' }),
    version: recordVersion,
    replyNote: note.optional().default(''),
    startsAt: instant('meetings:errors.slotRequired').optional(),
  })
  .superRefine((input, ctx) => {
    if (input.action === 'propose' && !input.startsAt) ctx.addIssue({ code: 'custom', path: ['startsAt'], message: 'meetings:errors.slotRequired' });
  });

export type MeetingActionInput = z.input<typeof meetingActionSchema>;
export type MeetingActionBody = z.output<typeof meetingActionSchema>;

/** `?company=&show=` of the slots a company has taken at a show. */
export const slotsQuery = z.object({
  company: z.coerce.number({ error: 'meetings:errors.company' }).int().min(1).max(2_147_483_647),
  show: z.coerce.number({ error: 'meetings:errors.show' }).int().min(1).max(2_147_483_647),
});

/** How many exhibitors one account may save (我的展商). */
export const SAVED_COMPANIES_MAX = 500;

/** POST /api/account/saved-companies: one company, or the browser's list merged in after login. */
export const savedCompaniesSchema = z.object({
  companyIds: z.array(idField('meetings:errors.company'), { error: 'meetings:errors.company' }).min(1, 'meetings:errors.company').max(SAVED_COMPANIES_MAX, 'meetings:errors.tooManySaved'),
});

/** `?id=` of one saved company to drop. */
export const savedCompanyQuery = z.object({ id: z.coerce.number({ error: 'meetings:errors.company' }).int().min(1).max(2_147_483_647) });

/** `?show=&ids=1,2,3`: a visit plan; `ids` are the browser's saved exhibitors (a visitor's, or not yet merged). */
export const visitPlanQuery = z.object({
  show: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  ids: z
    .string()
    .max(6000)
    .optional()
    .default('')
    .transform((value, ctx) => {
      const parts = value.split(',').filter((part) => part !== '');
      if (parts.length > SAVED_COMPANIES_MAX || parts.some((part) => !/^[1-9]\d{0,9}$/.test(part) || Number(part) > 2_147_483_647)) {
        ctx.addIssue({ code: 'custom', message: 'meetings:errors.company' });
        return z.NEVER;
      }
      return [...new Set(parts.map(Number))];
    }),
});
