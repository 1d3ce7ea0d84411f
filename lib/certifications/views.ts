import { COMPANY_KINDS } from '../companies/rules';

/**
 * Certification (brand, factory, service provider, retailer) as the browser receives it: what an
 * applicant may see of their application (the API's answers) and what the
 * staff page gets (serialisable; times already as China time text).
 */

/** Every kind of company may be certified. */
export const CERTIFICATION_KINDS = COMPANY_KINDS;
export type CertificationKind = (typeof CERTIFICATION_KINDS)[number];

/** In the order the staff page's filter offers them. */
export const CERTIFICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type CertificationStatus = (typeof CERTIFICATION_STATUSES)[number];

/**
 * The most items of a factory's processes or a provider's services, the longest item and the longest capacity, in
 * characters: the form's limits and the schema's (kept here, not in schema.ts, so that the form's first load
 * carries no zod: the schema itself loads with the client when the form is sent).
 */
export const CERTIFICATION_LIST_MAX = 8;
export const CERTIFICATION_ITEM_MAX = 30;
export const CAPACITY_MAX = 200;

/** The longest reviewer's note, in characters (the review form's limit, and the schema's). */
export const REVIEW_NOTE_MAX_LENGTH = 500;

/** An application as its applicant sees it: the code only masked (the look-up adds the licence: LookedUpApplicationView). */
export interface ApplicationView {
  number: string;
  kind: CertificationKind;
  status: CertificationStatus;
  companyName: string;
  /** The first and last four characters of the Unified Social Credit Code. */
  usccMasked: string;
  /** ISO time, and "YYYY-MM-DD HH:mm" in China Standard Time. */
  submittedAt: string;
  submittedLabel: string;
  /** The reviewer's note ('' when none). */
  reviewNote: string;
  reviewedAt: string | null;
  reviewedLabel: string | null;
}

/** `POST /api/certifications` (201). */
export interface ApplicationAnswer {
  application: ApplicationView;
}

/**
 * The applicant's own licence, as the look-up answers it: a link that serves
 * this licence alone, for ten minutes, to whoever holds it (no login needed).
 */
export interface ApplicantLicenceView {
  url: string;
  width: number;
  height: number;
  /** ISO time after which the link is a 404. */
  expiresAt: string;
}

/** An application as its applicant looks it up: the facts, and the licence they uploaded (null if it is gone). */
export interface LookedUpApplicationView extends ApplicationView {
  licence: ApplicantLicenceView | null;
}

/** `POST /api/certifications/lookup`. */
export interface LookupAnswer {
  application: LookedUpApplicationView;
}

/** The staff filter of statuses: one status, or every one. */
export type StaffStatusFilter = CertificationStatus | 'all';

export interface StaffCertificationFiltersView {
  status: StaffStatusFilter;
  /** '' means every kind. */
  kind: CertificationKind | '';
  q: string;
}

/** The licence image, served to staff by the uploads route; its size keeps the page from shifting as it loads. */
export interface LicenceImageView {
  url: string;
  width: number;
  height: number;
}

/** One application in the staff table, with everything its review needs. */
export interface StaffCertificationView {
  id: number;
  number: string;
  kind: CertificationKind;
  status: CertificationStatus;
  companyName: string;
  uscc: string;
  legalRepresentative: string;
  contactName: string;
  mobile: string;
  email: string;
  brandName: string;
  storeName: string;
  storeAddress: string;
  /** A factory's monthly capacity and main processes; a provider's services ('' and [] for other kinds). */
  capacity: string;
  processes: string[];
  services: string[];
  licence: LicenceImageView;
  /** Whether a logged-in account applied (and so owns the licence upload, if it uploaded it). */
  byMember: boolean;
  /** "YYYY-MM-DD HH:mm", China Standard Time. */
  submittedLabel: string;
  reviewNote: string;
  reviewedLabel: string | null;
  reviewerName: string | null;
}

/** `GET /api/admin/certifications` and the staff page's list. */
export interface StaffCertificationList {
  /** Applications per status, whatever the filters. */
  totals: Record<CertificationStatus, number>;
  /** How many match the filters; `rows` holds at most `limit` of them. */
  total: number;
  limit: number;
  rows: StaffCertificationView[];
}

export interface StaffCertificationsProps extends StaffCertificationList, Record<string, unknown> {
  filters: StaffCertificationFiltersView;
}

/** `POST /api/admin/certifications/{id}/review`. */
export interface ReviewAnswer {
  certification: StaffCertificationView;
}
