import { http } from '../http-client';
import type { Locale } from '../i18n';
import type { AssignableKind, ExhibitorSaveInput, NewExhibitorInput } from './staff-schema';
import { exhibitorProfileSchema, newExhibitorSchema } from './staff-schema';
import { validate } from '../http/field-errors';
import type { AccountAnswer, ExhibitorAnswer, ExhibitorPasswordAnswer, StaffAccountView, StaffExhibitorView } from './staff-views';

/**
 * The browser's side of the console's account API (/api/admin/exhibitors,
 * /api/admin/users), loaded when an account action is first used (axios and
 * zod stay out of the pages' first load). Inputs are checked with the schemas
 * the API uses; answers come in the page's language.
 */

export { validate };
export const schemas = { newExhibitor: newExhibitorSchema, exhibitorProfile: exhibitorProfileSchema };

const languageHeader = (locale: Locale) => ({ headers: { 'Accept-Language': locale === 'en' ? 'en' : 'zh-CN' } });

/** Opens an exhibitor account: the answer holds the password made for it, to be shown once. */
export async function createExhibitor(input: NewExhibitorInput, locale: Locale): Promise<ExhibitorPasswordAnswer> {
  const { data } = await http().instance.post<ExhibitorPasswordAnswer>('api/admin/exhibitors', input, languageHeader(locale));
  return data;
}

/** Companies whose name contains the words, for the company a new exhibitor account belongs to. */
export async function searchCompanies(q: string, locale: Locale): Promise<{ id: number; name: string; kinds: string[]; certified: boolean }[]> {
  const { data } = await http().instance.get<{ companies: { id: number; name: string; kinds: string[]; certified: boolean }[] }>('api/admin/exhibitors/companies', {
    params: { q },
    ...languageHeader(locale),
  });
  return data.companies;
}

/** Saves an account's details with the `version` the form was opened with (a 409 with `fields.version` when someone saved them since). */
export async function updateExhibitor(id: number, input: ExhibitorSaveInput, locale: Locale): Promise<StaffExhibitorView> {
  const { data } = await http().instance.put<ExhibitorAnswer>(`api/admin/exhibitors/${id}`, input, languageHeader(locale));
  return data.exhibitor;
}

/** An account as it is saved now (the latest version, after a save was refused as stale). */
export async function loadExhibitor(id: number, locale: Locale): Promise<StaffExhibitorView> {
  const { data } = await http().instance.get<ExhibitorAnswer>(`api/admin/exhibitors/${id}`, languageHeader(locale));
  return data.exhibitor;
}

/** A new password for an exhibitor account, to be shown once. */
export async function resetExhibitorPassword(id: number, locale: Locale): Promise<ExhibitorPasswordAnswer> {
  const { data } = await http().instance.post<ExhibitorPasswordAnswer>(`api/admin/exhibitors/${id}/password`, undefined, languageHeader(locale));
  return data;
}

export async function setExhibitorDisabled(id: number, disabled: boolean, locale: Locale): Promise<StaffExhibitorView> {
  const { data } = await http().instance.post<ExhibitorAnswer>(`api/admin/exhibitors/${id}/disable`, { disabled }, languageHeader(locale));
  return data.exhibitor;
}

export async function changeRole(id: number, kind: AssignableKind, locale: Locale): Promise<StaffAccountView> {
  const { data } = await http().instance.post<AccountAnswer>(`api/admin/users/${id}/role`, { kind }, languageHeader(locale));
  return data.account;
}

export async function setAccountDisabled(id: number, disabled: boolean, locale: Locale): Promise<StaffAccountView> {
  const { data } = await http().instance.post<AccountAnswer>(`api/admin/users/${id}/disable`, { disabled }, languageHeader(locale));
  return data.account;
}
