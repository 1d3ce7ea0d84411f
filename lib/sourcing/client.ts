import type { AxiosProgressEvent } from 'axios';
import { http } from '../http-client';
import type { Locale } from '../i18n';
import { validate } from '../http/field-errors';
import {
  sourcingDraftSchema,
  sourcingQuoteSchema,
  sourcingRequestSchema,
  sourcingReviewSchema,
  type SourcingDraftInput,
  type SourcingQuoteInput,
  type SourcingRequestInput,
  type SourcingReviewInput,
} from './schema';
import type { OwnQuoteAnswer, SourcingCreatedAnswer, SourcingDraftSavedAnswer, SourcingFileAnswer, SourcingReviewAnswer } from './views';

/**
 * The browser's side of the sourcing API, loaded when a form is first used (components/sourcing/
 * load-sourcing-client.ts): axios and zod stay out of the pages' first load. Inputs are checked with the API's
 * own schemas before they are sent.
 */

export { validate };
export const schemas = { request: sourcingRequestSchema, review: sourcingReviewSchema, quote: sourcingQuoteSchema, draft: sourcingDraftSchema };

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

/** Uploads one file for a request's (or a quote's) attachments; `onProgress` hears the bytes sent so far. */
export async function uploadFile(file: File, locale: Locale, onProgress?: (sent: number, total: number) => void): Promise<SourcingFileAnswer['file']> {
  const form = new FormData();
  form.append('file', file, file.name);
  const { data } = await http().instance.post<SourcingFileAnswer>('api/sourcing/files', form, {
    ...languageHeader(locale),
    onUploadProgress: (event: AxiosProgressEvent) => onProgress?.(event.loaded, event.total ?? file.size),
  });
  return data.file;
}

/** Saves the form as a draft: a new one (id null), or over the member's draft at the version the form has. */
export async function saveDraft(id: number | null, input: SourcingDraftInput, locale: Locale): Promise<SourcingDraftSavedAnswer['draft']> {
  const { data } =
    id === null
      ? await http().instance.post<SourcingDraftSavedAnswer>('api/sourcing/drafts', input, languageHeader(locale))
      : await http().instance.put<SourcingDraftSavedAnswer>(`api/sourcing/drafts/${id}`, input, languageHeader(locale));
  return data.draft;
}

/** Deletes the member's draft. */
export async function discardDraft(id: number, locale: Locale): Promise<void> {
  await http().instance.delete(`api/sourcing/drafts/${id}`, languageHeader(locale));
}
