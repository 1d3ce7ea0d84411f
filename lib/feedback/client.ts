import { http } from '../http-client';
import type { Locale } from '../i18n';
import { validate } from '../http/field-errors';
import { feedbackSchema, type FeedbackInput } from './schema';
import type { FeedbackAnswer, FeedbackTokenAnswer, HandleFeedbackAnswer, StaffFeedbackView } from './views';

/**
 * The browser's side of the feedback API, loaded when the contact form is
 * first needed (axios and zod stay out of the page's first load). Inputs are
 * checked with the schema the API uses; answers come in the page's language.
 */

export { validate };
export const schemas = { feedback: feedbackSchema };

const languageHeader = (locale: Locale) => ({ headers: { 'Accept-Language': locale === 'en' ? 'en' : 'zh-CN' } });

/** A fresh form token (the time the form was opened, signed by the server). */
export async function fetchToken(): Promise<string> {
  const { data } = await http().instance.get<FeedbackTokenAnswer>('api/feedback/token');
  return data.token;
}

export async function sendFeedback(input: FeedbackInput, locale: Locale): Promise<FeedbackAnswer> {
  const { data } = await http().instance.post<FeedbackAnswer>('api/feedback', input, languageHeader(locale));
  return data;
}

/** Staff: marks a message handled, or new again. */
export async function setHandled(id: number, handled: boolean, locale: Locale): Promise<StaffFeedbackView> {
  const { data } = await http().instance.post<HandleFeedbackAnswer>(`api/admin/feedback/${id}/handle`, { handled }, languageHeader(locale));
  return data.feedback;
}
