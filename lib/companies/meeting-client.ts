import { http } from '../http-client';
import type { Locale } from '../i18n';
import { validate } from '../http/field-errors';
import { meetingActionSchema, meetingRequestSchema, type MeetingActionInput, type MeetingRequestInput } from './meeting-schemas';
import type { ExhibitorMeetingsAnswer, MemberMeetingsAnswer, SavedCompaniesAnswer, SlotDayView, VisitPlanView } from './meeting-views';

/**
 * The browser's side of the meetings API (server/companies/meetings/), loaded when a meeting form or list is
 * first used (axios and zod stay out of the pages' first load). Answers come in the page's language.
 */

export { validate };
export const schemas = { request: meetingRequestSchema, action: meetingActionSchema };

const language = (locale: Locale) => ({ headers: { 'Accept-Language': locale === 'en' ? 'en' : 'zh-CN' } });

export async function requestMeeting(input: MeetingRequestInput, locale: Locale): Promise<void> {
  await http().instance.post('api/meetings', input, language(locale));
}

export async function slots(companyId: number, showId: number, locale: Locale): Promise<SlotDayView[]> {
  const { data } = await http().instance.get<{ days: SlotDayView[] }>('api/meetings/slots', { params: { company: companyId, show: showId }, ...language(locale) });
  return data.days;
}

export async function myMeetings(locale: Locale): Promise<MemberMeetingsAnswer> {
  const { data } = await http().instance.get<MemberMeetingsAnswer>('api/meetings', language(locale));
  return data;
}

export async function companyMeetings(locale: Locale): Promise<ExhibitorMeetingsAnswer> {
  const { data } = await http().instance.get<ExhibitorMeetingsAnswer>('api/exhibitor/meetings', language(locale));
  return data;
}

export async function act(id: number, input: MeetingActionInput, locale: Locale): Promise<void> {
  await http().instance.patch(`api/meetings/${id}`, input, language(locale));
}

export async function savedCompanies(locale: Locale): Promise<SavedCompaniesAnswer> {
  const { data } = await http().instance.get<SavedCompaniesAnswer>('api/account/saved-companies', language(locale));
  return data;
}

export async function saveCompanies(companyIds: number[], locale: Locale): Promise<number[]> {
  const { data } = await http().instance.post<{ ids: number[] }>('api/account/saved-companies', { companyIds }, language(locale));
  return data.ids;
}

export async function unsaveCompany(companyId: number, locale: Locale): Promise<void> {
  await http().instance.delete('api/account/saved-companies', { params: { id: companyId }, ...language(locale) });
}

export async function visitPlan(showId: number | null, ids: readonly number[], locale: Locale): Promise<VisitPlanView> {
  const { data } = await http().instance.get<VisitPlanView>('api/visit-plan', { params: { show: showId ?? undefined, ids: ids.join(',') || undefined }, ...language(locale) });
  return data;
}
