import { z } from 'zod';
import { characters } from '../auth/required-fields';
import { recordVersion } from '../http/record-version';
import { SOURCING_STATUSES, SOURCING_TEXT_MAX } from './rules';

/**
 * What staff send on /admin/sourcing (server/sourcing/staff.ts, invitations.ts): closing or hiding a request
 * with a reason the buyer reads, marking a company trusted, inviting a matched company; and the page's query.
 * Messages are translation keys of the `sourcing` namespace.
 */

const message = (name: string) => `sourcing:staff.errors.${name}`;

/** Staff end a request before its time (closed: stays visible as 已结束) or take it off the site (hidden). */
export const STAFF_REQUEST_ACTIONS = ['close', 'hide'] as const;
export type StaffRequestAction = (typeof STAFF_REQUEST_ACTIONS)[number];

export const staffRequestActionSchema = z.object({
  action: z.enum(STAFF_REQUEST_ACTIONS, { error: message('actionInvalid') }),
  reason: z
    .string({ error: message('reasonRequired') })
    .transform((value) => value.trim())
    .refine((value) => value.length > 0, message('reasonRequired'))
    .refine((value) => characters(value) <= SOURCING_TEXT_MAX.reviewNote, message('reasonTooLong')),
  version: recordVersion,
});
export type StaffRequestActionInput = z.input<typeof staffRequestActionSchema>;

/** Staff mark a company trusted (its requests skip review) or take the mark back. */
export const companyTrustSchema = z.object({
  trusted: z.boolean({ error: message('trustedInvalid') }),
  version: recordVersion,
});
export type CompanyTrustInput = z.input<typeof companyTrustSchema>;

/** Staff invite one company (a matched one, or any certified company of a wanted kind) to quote. */
export const invitationSchema = z.object({
  companyId: z.number({ error: message('companyInvalid') }).int(message('companyInvalid')).min(1, message('companyInvalid')).max(2_147_483_647, message('companyInvalid')),
});
export type InvitationInput = z.input<typeof invitationSchema>;

const firstValue = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/** /admin/sourcing's query: `status` (one of SOURCING_STATUSES or empty: all), `q` (in the title), `page`, `id` (the request opened). */
export const staffSourcingQuerySchema = z.object({
  status: z.preprocess(firstValue, z.enum(SOURCING_STATUSES).or(z.literal('').transform(() => undefined)).optional()),
  q: z.preprocess(firstValue, z.string().optional()).transform((value) => (value ?? '').trim().slice(0, SOURCING_TEXT_MAX.title) || undefined),
  page: z.preprocess(firstValue, z.string().regex(/^[1-9]\d{0,5}$/).transform(Number).optional()).transform((value) => value ?? 1),
  id: z.preprocess(firstValue, z.string().regex(/^[1-9]\d{0,8}$/).transform(Number).optional()),
});
export type StaffSourcingQuery = z.output<typeof staffSourcingQuerySchema>;

export function parseStaffSourcingQuery(query: Record<string, unknown>): StaffSourcingQuery | null {
  const result = staffSourcingQuerySchema.safeParse(query);
  return result.success ? result.data : null;
}
