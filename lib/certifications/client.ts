import { http } from '../http-client';
import type { Locale } from '../i18n';
import { validate } from '../http/field-errors';
import {
  brandApplicationSchema,
  factoryApplicationSchema,
  lookupSchema,
  providerApplicationSchema,
  retailerApplicationSchema,
  reviewSchema,
  type ApplicationInput,
  type LookupInput,
  type ReviewInput,
} from './schema';
import type {
  ApplicationAnswer,
  ApplicationView,
  LookedUpApplicationView,
  LookupAnswer,
  ReviewAnswer,
  StaffCertificationView,
} from './views';

/**
 * The browser's side of the certification API, loaded when a certification
 * form is first touched (axios and zod stay out of the pages' first load).
 * Inputs are checked with the schemas the API uses; answers come in the page's language.
 */

export { validate };
export { uploadImage } from '../uploads/client';
export const schemas = {
  brand: brandApplicationSchema,
  factory: factoryApplicationSchema,
  provider: providerApplicationSchema,
  retailer: retailerApplicationSchema,
  lookup: lookupSchema,
  review: reviewSchema,
};

const languageHeader = (locale: Locale) => ({ headers: { 'Accept-Language': locale === 'en' ? 'en' : 'zh-CN' } });

export async function apply(input: ApplicationInput, locale: Locale): Promise<ApplicationView> {
  const { data } = await http().instance.post<ApplicationAnswer>('api/certifications', input, languageHeader(locale));
  return data.application;
}

/** One's own application, by its number and mobile number: posted, so that the mobile number is in no URL. */
export async function lookUp(input: LookupInput, locale: Locale): Promise<LookedUpApplicationView> {
  const { data } = await http().instance.post<LookupAnswer>('api/certifications/lookup', input, languageHeader(locale));
  return data.application;
}

/** A reviewer's decision (staff only). */
export async function review(id: number, input: ReviewInput, locale: Locale): Promise<StaffCertificationView> {
  const { data } = await http().instance.post<ReviewAnswer>(`api/admin/certifications/${id}/review`, input, languageHeader(locale));
  return data.certification;
}
