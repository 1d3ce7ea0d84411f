import { http } from './http-client';
import type { Locale } from './i18n';
import { validate } from './schemas/field-errors';
import { activitySchema, registrationStatusSchema } from './schemas/activity';
import type { StaffStatusChange } from './activity-rules';
import type { ActivityValues, RegistrationStatusAnswer, SaveActivityAnswer } from './views/admin-activity-views';

/**
 * The browser's side of the console's activity API, loaded when the form or a
 * status button is first used (axios and zod stay out of the pages' first
 * load). Inputs are checked with the schemas the API uses; answers come in the
 * page's language.
 */

export { validate };
export const schemas = { activity: activitySchema, status: registrationStatusSchema };

const languageHeader = (locale: Locale) => ({ headers: { 'Accept-Language': locale === 'en' ? 'en' : 'zh-CN' } });

/** Creates the activity (id null) or saves its changes. */
export async function saveActivity(id: number | null, values: ActivityValues, locale: Locale): Promise<SaveActivityAnswer> {
  const { instance } = http();
  const { data } =
    id === null
      ? await instance.post<SaveActivityAnswer>('api/admin/activities', values, languageHeader(locale))
      : await instance.put<SaveActivityAnswer>(`api/admin/activities/${id}`, values, languageHeader(locale));
  return data;
}

/** Cancels, confirms from the waitlist or checks in a registration. */
export async function setRegistrationStatus(id: number, status: StaffStatusChange, locale: Locale): Promise<RegistrationStatusAnswer> {
  const { data } = await http().instance.post<RegistrationStatusAnswer>(`api/admin/registrations/${id}/status`, { status }, languageHeader(locale));
  return data;
}
