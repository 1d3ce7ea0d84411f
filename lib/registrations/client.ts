import { http } from '../http-client';
import type { Locale } from '../i18n';
import { validate } from '../http/field-errors';
import {
  checkInSchema,
  lookupSchema,
  registrationSchema,
  resendTicketSchema,
  type CheckInInput,
  type LookupInput,
  type RegistrationInput,
  type ResendTicketInput,
} from './schema';
import type { CheckInAnswer, CheckInPreviewAnswer, MyRegistrationAnswer, RegistrationAnswer } from './views';

/**
 * The browser's side of the registration API, loaded when a registration
 * form is first touched (axios and zod stay out of the pages' first load).
 * Inputs are checked with the schemas the API uses; answers come in the page's language.
 */

export { validate };
export const schemas = { registration: registrationSchema, lookup: lookupSchema, checkIn: checkInSchema, resendTicket: resendTicketSchema };

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

/** This browser's or the logged-in account's registration for the activity (not a cancelled one), or null. */
export async function myRegistration(activityId: number, locale: Locale): Promise<MyRegistrationAnswer['registration']> {
  const { data } = await http().instance.get<MyRegistrationAnswer>(`api/activities/${activityId}/my-registration`, languageHeader(locale));
  return data.registration;
}

/** The registration a ticket link opens: the link's key is the proof (sent in the body). */
export async function opened(code: string, key: string, locale: Locale): Promise<RegistrationAnswer> {
  const { data } = await http().instance.post<RegistrationAnswer>(`api/registrations/${encodeURIComponent(code)}`, { key }, languageHeader(locale));
  return data;
}

/** "Resend my ticket to this number": the same answer whether or not the number registered. */
export async function resendTicket(activityId: number, input: ResendTicketInput, locale: Locale): Promise<void> {
  await http().instance.post(`api/activities/${activityId}/resend-ticket`, input, languageHeader(locale));
}

/** How a registrant proves a registration is theirs when cancelling; null: this browser's capability cookie. */
export type CancelProof = { mobile: string; email: string } | { key: string } | null;

/**
 * Cancels with the mobile number or e-mail address or a ticket link's key as proof, or without either as the browser
 * that made it; with `attendee` (their code), only that attendee of the group.
 */
export async function cancel(code: string, proof: CancelProof, locale: Locale, attendee?: string): Promise<RegistrationAnswer> {
  const body = { ...(proof ?? {}), ...(attendee ? { attendee } : {}) };
  const { data } = await http().instance.post<RegistrationAnswer>(`api/registrations/${encodeURIComponent(code)}/cancel`, body, languageHeader(locale));
  return data;
}

/**
 * The ticket as a PDF, with the same proofs as cancelling (the mobile number, a ticket link's key, or this
 * browser's cookie). An error's body arrives as a Blob: it is read back into the API's error shape.
 */
export async function ticketPdf(code: string, proof: CancelProof, locale: Locale): Promise<Blob> {
  try {
    const { data } = await http().instance.post<Blob>(`api/registrations/${encodeURIComponent(code)}/ticket.pdf`, proof ?? {}, {
      ...languageHeader(locale),
      responseType: 'blob',
    });
    return data;
  } catch (error) {
    const response = (error as { response?: { data?: unknown } }).response;
    if (response && response.data instanceof Blob) {
      try {
        response.data = JSON.parse(await response.data.text()) as unknown;
      } catch {
        response.data = null;
      }
    }
    throw error;
  }
}

/** The door's first step: whose ticket this is, before anything is checked in. */
export async function lookUpTicket(input: CheckInInput, locale: Locale): Promise<CheckInPreviewAnswer> {
  const { data } = await http().instance.get<CheckInPreviewAnswer>('api/checkins', { params: { code: input.code }, ...languageHeader(locale) });
  return data;
}

/** The second step: checks the ticket in (and makes its holder the exhibitor's lead). */
export async function checkIn(input: CheckInInput, locale: Locale): Promise<CheckInAnswer> {
  const { data } = await http().instance.post<CheckInAnswer>('api/checkins', input, languageHeader(locale));
  return data;
}
