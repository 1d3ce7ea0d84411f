import { http } from '../http-client';
import type { Locale } from '../i18n';
import { validate } from '../http/field-errors';
import { activitySchema, registrationStatusSchema } from './staff-schema';
import type { StaffStatusChange } from './rules';
import type { ActivityValues, RegistrationStatusAnswer, SaveActivityAnswer, StaffActivityView } from './staff-views';

/**
 * The browser's side of the console's activity API, loaded when the form or a
 * status button is first used (axios and zod stay out of the pages' first
 * load). Inputs are checked with the schemas the API uses; answers come in the
 * page's language.
 */

export { validate };
export const schemas = { activity: activitySchema, status: registrationStatusSchema };

const languageHeader = (locale: Locale) => ({ headers: { 'Accept-Language': locale === 'en' ? 'en' : 'zh-CN' } });

/**
 * Creates the activity (id null) or saves its changes made from `version`
 * (the activity's version when the form got it): a 409 when someone saved
 * it since.
 */
export async function saveActivity(id: number | null, values: ActivityValues, version: string | null, locale: Locale): Promise<SaveActivityAnswer> {
  const { instance } = http();
  const { data } =
    id === null
      ? await instance.post<SaveActivityAnswer>('api/admin/activities', values, languageHeader(locale))
      : await instance.put<SaveActivityAnswer>(`api/admin/activities/${id}`, { ...values, version }, languageHeader(locale));
  return data;
}

/** The activity as last saved (after a 409: someone else's save). */
export async function loadActivity(id: number, locale: Locale): Promise<StaffActivityView> {
  const { data } = await http().instance.get<{ activity: StaffActivityView }>(`api/admin/activities/${id}`, languageHeader(locale));
  return data.activity;
}

/** Cancels, confirms from the waitlist or checks in a registration. */
export async function setRegistrationStatus(id: number, status: StaffStatusChange, locale: Locale): Promise<RegistrationStatusAnswer> {
  const { data } = await http().instance.post<RegistrationStatusAnswer>(`api/admin/registrations/${id}/status`, { status }, languageHeader(locale));
  return data;
}
