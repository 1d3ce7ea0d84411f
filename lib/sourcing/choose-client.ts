import { http } from '../http-client';
import type { Locale } from '../i18n';
import { validate } from '../http/field-errors';
import { closeRequestSchema, quoteDecisionSchema, quoteMessageSchema, type CloseRequestInput, type QuoteDecisionInput, type QuoteMessageInput } from './choose-schema';
import type { CloseRequestAnswer, QuoteDecisionAnswer, QuoteMessageAnswer } from './choose-views';

/**
 * The browser's side of choosing among quotes, loaded when a button is first used (components/sourcing/
 * load-choose-client.ts): axios and zod stay out of the pages' first load. Inputs are checked with the API's own
 * schemas before they are sent.
 */

export { validate };
export const schemas = { decision: quoteDecisionSchema, close: closeRequestSchema, message: quoteMessageSchema };

const languageHeader = (locale: Locale) => ({ headers: { 'Accept-Language': locale === 'en' ? 'en' : 'zh-CN' } });

/** The buyer's step on one quote: shortlist, unshortlist, accept or decline. */
export async function decideQuote(requestId: number, input: QuoteDecisionInput, locale: Locale): Promise<QuoteDecisionAnswer['quote']> {
  const { data } = await http().instance.patch<QuoteDecisionAnswer>(`api/sourcing/${requestId}/choice`, input, languageHeader(locale));
  return data.quote;
}

/** Closes the request; the quotes still waiting are declined. */
export async function closeRequest(requestId: number, input: CloseRequestInput, locale: Locale): Promise<CloseRequestAnswer['request']> {
  const { data } = await http().instance.post<CloseRequestAnswer>(`api/sourcing/${requestId}/close`, input, languageHeader(locale));
  return data.request;
}

/** A question (the buyer) or an answer (the supplier) in a quote's thread. */
export async function postQuoteMessage(requestId: number, input: QuoteMessageInput, locale: Locale): Promise<QuoteMessageAnswer['message']> {
  const { data } = await http().instance.post<QuoteMessageAnswer>(`api/sourcing/${requestId}/thread`, input, languageHeader(locale));
  return data.message;
}
