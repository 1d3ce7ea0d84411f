import type { CompanyKind } from '../companies/rules';
import type { SourcingStatus, SourcingUnit } from './rules';

/**
 * /admin/sourcing as the console shows it (server/sourcing/staff-views.ts makes them): every request with its
 * quotes, the figures, and for the request opened the companies the matching ranks and the invitations sent.
 * Dates as ISO strings and China-time labels.
 */

/** A quote as staff see it: its supplier, its state and its latest terms (amounts in yuan as text). */
export interface StaffQuoteView {
  id: number;
  supplierId: number;
  supplierName: string;
  status: 'sent' | 'withdrawn' | 'accepted' | 'declined';
  revision: number;
  unitPrice: string | null;
  total: string | null;
  minOrder: number | null;
  leadTimeDays: number | null;
  validUntil: string | null;
  sentLabel: string;
}

/** One request on the staff list. */
export interface StaffRequestRowView {
  id: number;
  title: string;
  status: SourcingStatus;
  category: string;
  companyId: number;
  companyName: string;
  companyTrusted: boolean;
  /** The company's version (its updatedAt, ISO), for the trust switch. */
  companyVersion: string;
  quoteCount: number;
  submittedLabel: string;
  liveLabel: string | null;
  closesLabel: string | null;
  /** Live and its time not passed. */
  open: boolean;
  /** The request's version (its updatedAt, ISO), for close and hide. */
  version: string;
  /** Why staff closed or hid it (the review note of that action), else ''. */
  reviewNote: string;
}

/** A company the matching ranks for a request, with the parts of its score. */
export interface MatchView {
  companyId: number;
  name: string;
  kinds: CompanyKind[];
  city: string;
  province: string;
  score: number;
  category: 'exact' | 'top' | 'none';
  region: 'city' | 'province' | 'none';
  pastQuotes: number;
  certifiedYears: number;
  invited: boolean;
}

export interface InvitationView {
  companyId: number;
  companyName: string;
  invitedBy: string;
  invitedLabel: string;
}

/** The request opened on /admin/sourcing (?id=). */
export interface StaffRequestDetailView extends StaffRequestRowView {
  quantity: number;
  unit: SourcingUnit;
  region: string;
  kindsWanted: CompanyKind[];
  quotes: StaffQuoteView[];
  matches: MatchView[];
  invitations: InvitationView[];
  /** Staff may invite: live and open. */
  invitable: boolean;
}

/** One week of the figures: its Monday (China, YYYY-MM-DD) and the requests submitted in it. */
export interface WeekCount {
  week: string;
  requests: number;
}

/** The figures of sourcing (server/sourcing/figures.ts). */
export interface SourcingFiguresView {
  /** The last weeks, oldest first. */
  perWeek: WeekCount[];
  /** Quotes (not withdrawn) per request that went live, to one decimal; null with no such request. */
  quotesPerRequest: number | null;
  /** Median hours from going live to the first quote, of the requests quoted; null with none. */
  hoursToFirstQuote: number | null;
  /** Share (0–100, whole) of the ended requests (closed, or their time passed) with an accepted quote; null with none ended. */
  closedWithChoice: number | null;
  endedCount: number;
}

export interface StaffSourcingListView {
  filters: { status: SourcingStatus | ''; q: string };
  items: StaffRequestRowView[];
  total: number;
  page: number;
  pageCount: number;
  pendingCount: number;
  figures: SourcingFiguresView;
  opened: StaffRequestDetailView | null;
  /** ?id= named a request that does not exist. */
  missing: boolean;
}

export interface StaffSourcingPageProps extends Record<string, unknown> {
  sourcing: StaffSourcingListView;
}

export interface StaffRequestActionAnswer {
  request: { id: number; status: 'closed' | 'hidden'; version: string };
}

export interface CompanyTrustAnswer {
  company: { id: number; trusted: boolean; version: string };
}

export interface InvitationAnswer {
  invitation: { requestId: number; companyId: number; invitedAt: string };
}
