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

/** Registers; `existing` is true when this mobile number had registered already. */
export async function register(activityId: number, input: RegistrationInput, locale: Locale): Promise<RegistrationAnswer & { existing: boolean }> {
  const response = await http().instance.post<RegistrationAnswer>(`api/activities/${activityId}/registrations`, input, languageHeader(locale));
  return { ...response.data, existing: response.status === 200 };
}

export async function lookUp(input: LookupInput, locale: Locale): Promise<RegistrationAnswer> {
  const { data } = await http().instance.get<RegistrationAnswer>('api/registrations/lookup', { params: input, ...languageHeader(locale) });
  return data;
}

export async function cancel(code: string, mobile: string, locale: Locale): Promise<RegistrationAnswer> {
  const { data } = await http().instance.post<RegistrationAnswer>(`api/registrations/${encodeURIComponent(code)}/cancel`, { mobile }, languageHeader(locale));
  return data;
}

export async function checkIn(input: CheckInInput, locale: Locale): Promise<CheckInAnswer> {
  const { data } = await http().instance.post<CheckInAnswer>('api/checkins', input, languageHeader(locale));
  return data;
}
