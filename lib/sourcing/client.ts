import { http } from '../http-client';
import type { Locale } from '../i18n';
import { validate } from '../http/field-errors';
import {
  sourcingQuoteSchema,
  sourcingRequestSchema,
  sourcingReviewSchema,
  type SourcingQuoteInput,
  type SourcingRequestInput,
  type SourcingReviewInput,
} from './schema';
import type { OwnQuoteAnswer, SourcingCreatedAnswer, SourcingReviewAnswer } from './views';

/**
 * The browser's side of the sourcing API, loaded when a form is first used (components/sourcing/
 * load-sourcing-client.ts): axios and zod stay out of the pages' first load. Inputs are checked with the API's
 * own schemas before they are sent.
 */

export { validate };
export const schemas = { request: sourcingRequestSchema, review: sourcingReviewSchema, quote: sourcingQuoteSchema };

const languageHeader = (locale: Locale) => ({ headers: { 'Accept-Language': locale === 'en' ? 'en' : 'zh-CN' } });

/** Posts a request: it waits for staff, or is live at once for a trusted company. */
export async function postRequest(input: SourcingRequestInput, locale: Locale): Promise<SourcingCreatedAnswer['request']> {
  const { data } = await http().instance.post<SourcingCreatedAnswer>('api/sourcing', input, languageHeader(locale));
  return data.request;
}

/** Staff's decision on a request waiting for review. */
export async function reviewRequest(id: number, input: SourcingReviewInput, locale: Locale): Promise<SourcingReviewAnswer['request']> {
  const { data } = await http().instance.post<SourcingReviewAnswer>(`api/admin/sourcing/${id}/review`, input, languageHeader(locale));
  return data.request;
}

/** Sends the company's quote on a request: its first (`revision` null), or a withdrawn one again. */
export async function sendQuote(requestId: number, input: SourcingQuoteInput, locale: Locale): Promise<OwnQuoteAnswer['quote']> {
  const { data } = await http().instance.post<OwnQuoteAnswer>(`api/sourcing/${requestId}/quote`, input, languageHeader(locale));
  return data.quote;
}

/** Revises the company's sent quote, based on the revision the form showed (409 when it changed meanwhile). */
export async function reviseQuote(requestId: number, input: SourcingQuoteInput, locale: Locale): Promise<OwnQuoteAnswer['quote']> {
  const { data } = await http().instance.put<OwnQuoteAnswer>(`api/sourcing/${requestId}/quote`, input, languageHeader(locale));
  return data.quote;
}

/** Withdraws the company's sent quote. */
export async function withdrawQuote(requestId: number, revision: number, locale: Locale): Promise<OwnQuoteAnswer['quote']> {
  const { data } = await http().instance.post<OwnQuoteAnswer>(`api/sourcing/${requestId}/quote/withdraw`, { revision }, languageHeader(locale));
  return data.quote;
}
