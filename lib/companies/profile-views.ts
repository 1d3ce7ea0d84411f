import type { CompanyKind } from './rules';
import type { CompanyProduct, CompanyProfile } from './profile-schema';
import type { CategoryGroupView } from './category-views';

/**
 * A company's profile as its own accounts edit it and as staff review a change to it (server/companies/revisions/):
 * serialisable values, times already as China time text. The Unified Social Credit Code and the
 * certification's personal fields are in none of these.
 */

export type { CompanyProduct, CompanyProfile };

/** A proposed change waiting for staff. */
export interface PendingRevisionView {
  id: number;
  /** ISO time, and "YYYY-MM-DD HH:mm" China time. */
  submittedAt: string;
  submittedLabel: string;
  profile: CompanyProfile;
}

/** The last change staff turned down (while nothing newer waits or went live): its note and what it proposed. */
export interface RejectedRevisionView {
  id: number;
  note: string;
  reviewedLabel: string;
  profile: CompanyProfile;
}

/** What /account/company (and the exhibitor centre's company page) gets: the company, its live profile and the change under way. */
export interface OwnCompanyView {
  id: number;
  name: string;
  kinds: CompanyKind[];
  /** The certified mark (only "已认证" and the kind and day are ever shown). */
  certifiedKind: CompanyKind | null;
  certifiedLabel: string | null;
  /** The company's version (its updatedAt) a proposal is based on. */
  version: string;
  live: CompanyProfile;
  pending: PendingRevisionView | null;
  rejected: RejectedRevisionView | null;
}

export interface OwnCompanyProps extends Record<string, unknown> {
  /** Null: the account belongs to no company (the page says how to get one). */
  company: OwnCompanyView | null;
  categories: CategoryGroupView[];
}

/** `GET /api/account/company` and the answer of `PUT` (the company as it now stands, the pending change included). */
export interface OwnCompanyAnswer {
  company: OwnCompanyView;
}

/** One field of a change as staff read it: the live value (now) and the proposed one, as text. */
export interface FieldChangeView {
  field: string;
  before: string;
  after: string;
  /** An image's address on both sides (shown as pictures). */
  image?: boolean;
}

export interface ProductChangeView {
  name: string;
  nameEn: string;
  picture: string;
  summary: string;
  summaryEn: string;
  category: string;
}

export interface StaffRevisionRowView {
  id: number;
  companyId: number;
  companyName: string;
  authorName: string;
  submittedAt: string;
  submittedLabel: string;
}

/** One change opened for review: field by field, before → after, and both product lists. */
export interface StaffRevisionView extends StaffRevisionRowView {
  changes: FieldChangeView[];
  productsBefore: ProductChangeView[];
  productsAfter: ProductChangeView[];
  /** Whether the company changed since the change was proposed ("before" shows it as it is now). */
  changedSince: boolean;
}

export interface StaffRevisionsProps {
  revisionQueue: StaffRevisionRowView[];
  revision: StaffRevisionView | null;
  /** A ?revision= that is no longer pending (decided meanwhile) or unknown. */
  revisionMissing: boolean;
}

/** `POST /api/admin/company-revisions/{id}/review`. */
export interface RevisionReviewAnswer {
  revision: { id: number; status: 'approved' | 'rejected'; companyId: number };
}
