import { http } from '../http-client';
import type { Locale } from '../i18n';
import { validate } from '../http/field-errors';
import { companyTrustSchema, invitationSchema, staffRequestActionSchema, type CompanyTrustInput, type StaffRequestActionInput } from './staff-schema';
import type { CompanyTrustAnswer, InvitationAnswer, StaffRequestActionAnswer } from './staff-views';

/**
 * The browser's side of /admin/sourcing's routes, loaded when staff first act (components/sourcing/admin/
 * load-staff-client.ts). Inputs are checked with the API's own schemas before they are sent.
 */

export { validate };
export const schemas = { action: staffRequestActionSchema, trust: companyTrustSchema, invitation: invitationSchema };

const languageHeader = (locale: Locale) => ({ headers: { 'Accept-Language': locale === 'en' ? 'en' : 'zh-CN' } });

/** Close (stays listed as 已结束) or hide a request, with the reason the buyer is sent. */
export async function actOnRequest(id: number, input: StaffRequestActionInput, locale: Locale): Promise<StaffRequestActionAnswer['request']> {
  const { data } = await http().instance.post<StaffRequestActionAnswer>(`api/admin/sourcing/${id}/status`, input, languageHeader(locale));
  return data.request;
}

/** Mark a company trusted (its requests skip review) or not. */
export async function setCompanyTrusted(companyId: number, input: CompanyTrustInput, locale: Locale): Promise<CompanyTrustAnswer['company']> {
  const { data } = await http().instance.put<CompanyTrustAnswer>(`api/admin/companies/${companyId}/trusted`, input, languageHeader(locale));
  return data.company;
}

/** Invite a company to quote on a request. */
export async function inviteCompany(requestId: number, companyId: number, locale: Locale): Promise<InvitationAnswer['invitation']> {
  const { data } = await http().instance.post<InvitationAnswer>(`api/admin/sourcing/${requestId}/invitations`, { companyId }, languageHeader(locale));
  return data.invitation;
}
