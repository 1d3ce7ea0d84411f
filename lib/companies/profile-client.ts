import { http } from '../http-client';
import type { Locale } from '../i18n';
import { validate } from '../http/field-errors';
import { companyProfileSchema, revisionReviewSchema, type CompanyProfileInput, type RevisionReviewInput } from './profile-schema';
import type { OwnCompanyAnswer, OwnCompanyView, RevisionReviewAnswer } from './profile-views';

/**
 * The browser's side of the company profile API, loaded when the profile form (or the staff review) is first
 * touched: axios and zod stay out of the page's first load. Inputs are checked with the API's schemas.
 */

export { validate };
export const schemas = { profile: companyProfileSchema, review: revisionReviewSchema };

const languageHeader = (locale: Locale) => ({ headers: { 'Accept-Language': locale === 'en' ? 'en' : 'zh-CN' } });

/** Proposes the whole profile: it waits for staff as the company's one pending change. */
export async function proposeProfile(input: CompanyProfileInput, locale: Locale): Promise<OwnCompanyView> {
  const { data } = await http().instance.put<OwnCompanyAnswer>('api/account/company', input, languageHeader(locale));
  return data.company;
}

/** A staff decision on a pending change. */
export async function reviewRevision(id: number, input: RevisionReviewInput, locale: Locale): Promise<RevisionReviewAnswer['revision']> {
  const { data } = await http().instance.post<RevisionReviewAnswer>(`api/admin/company-revisions/${id}/review`, input, languageHeader(locale));
  return data.revision;
}
