import type { AxiosProgressEvent } from 'axios';
import { http } from '../http-client';
import type { Locale } from '../i18n';
import {
  applicationFieldsSchema,
  applicationLookupSchema,
  staffNoteSchema,
  statusChangeSchema,
  type ApplicationFieldsInput,
  type ApplicationLookupInput,
  type StaffNoteInput,
  type StatusChangeInput,
} from './schema';
import { validate } from '../http/field-errors';
import type { ApplicationLookupAnswer, ApplyAnswer, LookedUpApplicationView, StaffApplicationAnswer, StaffApplicationView } from './views';

/**
 * The browser's side of the job application API, loaded when an application
 * form is first touched (axios and zod stay out of the pages' first load).
 * Inputs are checked with the schemas the API uses; answers come in the page's language.
 */

export { validate };
export const schemas = { fields: applicationFieldsSchema, lookup: applicationLookupSchema, status: statusChangeSchema, note: staffNoteSchema };

const languageHeader = (locale: Locale) => ({ 'Accept-Language': locale === 'en' ? 'en' : 'zh-CN' });

export interface ApplyOptions {
  locale: Locale;
  /** Bytes of the request sent so far and in all, as the upload goes (for the progress bar). */
  onProgress?: (sent: number, total: number) => void;
}

/**
 * Sends an application: the text fields first, then the résumé, as one
 * multipart form (the server checks the fields before it reads the file, and
 * keeps the two together or not at all). No Content-Type here: the browser
 * writes multipart/form-data with the boundary it chose.
 */
export async function apply(jobId: number, input: ApplicationFieldsInput, resume: File, { locale, onProgress }: ApplyOptions): Promise<ApplyAnswer> {
  const form = new FormData();
  form.append('name', input.name);
  form.append('mobile', input.mobile);
  form.append('email', input.email);
  form.append('city', input.city);
  form.append('experience', String(input.experience));
  form.append('education', String(input.education));
  form.append('coverNote', input.coverNote ?? '');
  form.append('consent', input.consent === true ? 'true' : 'false');
  form.append('file', resume, resume.name);
  const { data } = await http().instance.post<ApplyAnswer>(`api/jobs/${jobId}/applications`, form, {
    headers: languageHeader(locale),
    onUploadProgress: (event: AxiosProgressEvent) => onProgress?.(event.loaded, event.total ?? resume.size),
  });
  return data;
}

/** One's own application, by its reference and mobile number: posted, so that the number is in no URL. */
export async function lookUp(input: ApplicationLookupInput, locale: Locale): Promise<LookedUpApplicationView> {
  const { data } = await http().instance.post<ApplicationLookupAnswer>('api/applications/lookup', input, { headers: languageHeader(locale) });
  return data.application;
}

/** A recruiter moves an application on (staff only). */
export async function changeStatus(id: number, input: StatusChangeInput, locale: Locale): Promise<StaffApplicationView> {
  const { data } = await http().instance.post<StaffApplicationAnswer>(`api/admin/applications/${id}/status`, input, { headers: languageHeader(locale) });
  return data.application;
}

/** A recruiter's note (staff only). */
export async function addNote(id: number, input: StaffNoteInput, locale: Locale): Promise<StaffApplicationView> {
  const { data } = await http().instance.post<StaffApplicationAnswer>(`api/admin/applications/${id}/notes`, input, { headers: languageHeader(locale) });
  return data.application;
}
