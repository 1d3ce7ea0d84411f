import { z } from 'zod';
import { characters } from '../auth/required-fields';
import { whenFieldsRead } from '../http/field-errors';
import { recordVersion } from '../http/record-version';
import { DECLINE_REASON_MAX, QUOTE_MESSAGE_MAX } from './choose-rules';
import { contactDetailIn } from './rules';

/**
 * What the buyer sends to choose among its request's quotes, and what either side writes in a quote's thread
 * (the comparison page, /sourcing/[id]/my-quote, and their API routes: one schema for both sides). Messages
 * are translation keys of the `sourcing` namespace. Text the other side reads (a question, an answer, a
 * decline's reason) may carry no contact details: both sides see each other's contact on acceptance, from the
 * company records, never from what was typed.
 */

const message = (name: string) => `sourcing:errors.${name}`;

const quoteId = z
  .number({ error: message('quoteInvalid') })
  .int(message('quoteInvalid'))
  .min(1, message('quoteInvalid'))
  .max(2_147_483_647, message('quoteInvalid'));

const noContact = (value: string, ctx: z.RefinementCtx) => {
  const found = contactDetailIn(value);
  if (found) ctx.addIssue({ code: 'custom', message: message(`contact.${found}`) });
};

/** An optional reason (a decline, or closing without a choice): trimmed, at most DECLINE_REASON_MAX characters. */
const reason = z
  .string({ error: message('reasonTooLong') })
  .nullish()
  .transform((value) => (value ?? '').trim())
  .refine((value) => characters(value) <= DECLINE_REASON_MAX, message('reasonTooLong'))
  .superRefine(noContact);

/**
 * The buyer's step on one quote: shortlist or take it off the shortlist (a state, not a toggle: sending it
 * twice changes nothing, so it needs no version), accept or decline (with the quote's version as the page read
 * it: a quote the supplier revised since is not accepted on terms the buyer has not seen; a reason may go with
 * a decline).
 */
export const quoteDecisionSchema = z
  .object({
    quoteId,
    action: z.enum(['shortlist', 'unshortlist', 'accept', 'decline'], { error: message('actionInvalid') }),
    version: recordVersion.optional(),
    reason,
  })
  .refine((input) => !(input.action === 'accept' || input.action === 'decline') || input.version !== undefined, {
    message: 'console:version.missing',
    path: ['version'],
    when: whenFieldsRead(['action', 'version']),
  });

export type QuoteDecisionInput = z.input<typeof quoteDecisionSchema>;
export type QuoteAction = z.output<typeof quoteDecisionSchema>['action'];

/** Closing a request before its time, with or without a choice: the quotes still waiting are declined with the reason. */
export const closeRequestSchema = z.object({ reason });

export type CloseRequestInput = z.input<typeof closeRequestSchema>;

/** A question of the buyer, or the supplier's answer, in one quote's thread. */
export const quoteMessageSchema = z.object({
  quoteId,
  text: z
    .string({ error: message('threadTextRequired') })
    .transform((value) => value.trim())
    .refine((value) => value.length > 0, message('threadTextRequired'))
    .refine((value) => characters(value) <= QUOTE_MESSAGE_MAX, message('threadTextTooLong'))
    .superRefine(noContact),
});

export type QuoteMessageInput = z.input<typeof quoteMessageSchema>;
