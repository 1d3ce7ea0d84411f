import { http } from './http-client';
import type { Locale } from './i18n';
import { validate } from './schemas/field-errors';
import { checkInSchema, lookupSchema, registrationSchema, type CheckInInput, type LookupInput, type RegistrationInput } from './schemas/registration';
import type { CheckInAnswer, RegistrationAnswer } from './views/registration-views';

/**
 * The browser's side of the registration API, loaded when a registration
 * form is first touched (axios and zod stay out of the pages' first load).
 * Inputs are checked with the schemas the API uses; answers come in the page's language.
 */

export { validate };
export const schemas = { registration: registrationSchema, lookup: lookupSchema, checkIn: checkInSchema };

const languageHeader = (locale: Locale) => ({ headers: { 'Accept-Language': locale === 'en' ? 'en' : 'zh-CN' } });

/**
 * Registers; `existing` is true when this browser had registered this mobile
 * number already (anyone else's repeat is a 409 that tells nothing of it).
 */
export async function register(activityId: number, input: RegistrationInput, locale: Locale): Promise<RegistrationAnswer & { existing: boolean }> {
  const response = await http().instance.post<RegistrationAnswer>(`api/activities/${activityId}/registrations`, input, languageHeader(locale));
  return { ...response.data, existing: response.status === 200 };
}

/** "My registration": by mobile number and code, sent in the body (never in an address a proxy logs). */
export async function lookUp(input: LookupInput, locale: Locale): Promise<RegistrationAnswer> {
  const { data } = await http().instance.post<RegistrationAnswer>('api/registrations/lookup', input, languageHeader(locale));
  return data;
}

/** The registration this browser made (its HttpOnly cookie is the proof): a reload shows the ticket again. */
export async function mine(code: string, locale: Locale): Promise<RegistrationAnswer> {
  const { data } = await http().instance.get<RegistrationAnswer>(`api/registrations/${encodeURIComponent(code)}`, languageHeader(locale));
  return data;
}

/** Cancels with the mobile number as proof, or without one as the browser that made it. */
export async function cancel(code: string, mobile: string | null, locale: Locale): Promise<RegistrationAnswer> {
  const body = mobile ? { mobile } : {};
  const { data } = await http().instance.post<RegistrationAnswer>(`api/registrations/${encodeURIComponent(code)}/cancel`, body, languageHeader(locale));
  return data;
}

export async function checkIn(input: CheckInInput, locale: Locale): Promise<CheckInAnswer> {
  const { data } = await http().instance.post<CheckInAnswer>('api/checkins', input, languageHeader(locale));
  return data;
}
