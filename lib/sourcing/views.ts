import type { CompanyKind } from '../companies/rules';
import type { CategoryGroupView } from '../companies/category-views';
import type { BudgetBasis, QuantityBand, QuotePriceBasis, QuoteRefusal, QuoteStatus, SourcingStatus, SourcingUnit } from './rules';

/**
 * Sourcing requests as pages and the API show them (server/sourcing/views.ts makes them): serialisable, in one
 * language, dates as ISO strings and China-day labels. The buyer's company appears only where the buyer chose
 * to show it (or to the buyer and staff).
 */

/** A budget as shown: a range in yuan (either end may be open), for one unit or the whole order. */
export interface BudgetView {
  basis: BudgetBasis;
  /** Yuan, as text with up to two decimals ("12.5"); null: open. */
  min: string | null;
  max: string | null;
}

/** The buyer's company, when shown. */
export interface BuyerCompanyView {
  id: number;
  name: string;
  certified: boolean;
}

/** A card of the public list. */
export interface SourcingCardView {
  id: number;
  title: string;
  category: string;
  quantity: number;
  unit: SourcingUnit;
  region: string;
  /** YYYY-MM-DD (China). */
  neededBy: string;
  quoteCount: number;
  /** Whole days left; 0 once ended. */
  daysLeft: number;
  /** Ended (its time passed, or closed): shown as 已结束. */
  ended: boolean;
  /** When it went live (ISO). */
  liveAt: string;
  kindsWanted: CompanyKind[];
  /** The logged-in viewer's company was invited by staff to quote ("受邀报价"); absent for visitors and the rest. */
  invited?: true;
}

export interface SourcingFilterValues {
  q: string;
  category: string;
  region: string;
  kind: CompanyKind | '';
  band: QuantityBand | '';
}

export interface SourcingListView {
  filters: SourcingFilterValues;
  items: SourcingCardView[];
  total: number;
  page: number;
  pageCount: number;
  categories: CategoryGroupView[];
  /** Regions of the requests on the list, for the filter. */
  regions: string[];
}

/** One request's page. */
export interface SourcingDetailView extends SourcingCardView {
  status: SourcingStatus;
  /** Sanitised HTML. */
  description: string;
  budget: BudgetView | null;
  requirements: string;
  /** The buyer's company when the buyer chose to show it; else null ("a certified company"). */
  buyer: BuyerCompanyView | null;
  /** ISO; null while not live. */
  closesAt: string | null;
  /** When quotes close, in China time ("2026-12-01 10:00"). */
  closesLabel: string | null;
  /** Open and taking quotes. */
  open: boolean;
  /** How many files are attached (their names and the files only for logged-in certified companies). */
  attachmentCount: number;
}

/** A request waiting in the staff queue. */
export interface StaffSourcingRowView {
  id: number;
  title: string;
  companyName: string;
  authorName: string;
  submittedAt: string;
  submittedLabel: string;
}

/** The request opened for review: everything the buyer sent, with its company (staff always see it). */
export interface StaffSourcingView extends StaffSourcingRowView {
  category: string;
  description: string;
  quantity: number;
  unit: SourcingUnit;
  budget: BudgetView | null;
  region: string;
  neededBy: string;
  kindsWanted: CompanyKind[];
  requirements: string;
  showCompany: boolean;
  openDays: number;
}

export interface StaffSourcingProps extends Record<string, unknown> {
  sourcingQueue: StaffSourcingRowView[];
  sourcingRequest: StaffSourcingView | null;
  sourcingMissing: boolean;
}

/** POST /api/sourcing's answer: the new request's id and where it is now (pending review, or live for a trusted company). */
export interface SourcingCreatedAnswer {
  request: { id: number; status: 'pending' | 'live' };
}

export interface SourcingReviewAnswer {
  request: { id: number; status: 'live' | 'rejected' };
}

/** What /sourcing/new knows of the member: may post (a certified company), or why not. */
export type SourcingPosterView =
  | { kind: 'allowed'; companyName: string; trusted: boolean }
  | { kind: 'no_company' }
  | { kind: 'not_certified'; companyName: string };

export interface SourcingNewView {
  poster: SourcingPosterView;
  /** The member's draft to go on with (their latest, or the one in `?draft=`), or null. */
  draft: SourcingDraftView | null;
  categories: CategoryGroupView[];
  /** Today in China (YYYY-MM-DD): needed-by must be later. */
  today: string;
}

// ---- quotes ----

/** One version of a quote's terms. Amounts as yuan text ("12.5"). */
export interface QuoteRevisionView {
  revision: number;
  priceBasis: QuotePriceBasis;
  price: string;
  minOrder: number;
  leadTimeDays: number;
  /** The last day the terms hold (China), YYYY-MM-DD. */
  validUntil: string;
  message: string;
  /** ISO, and as China time ("2026-12-01 10:00"). */
  createdAt: string;
  createdLabel: string;
}

/** A quote as its own supplier sees it: its state and its current terms. */
export interface OwnQuoteView {
  id: number;
  status: QuoteStatus;
  /** The latest revision's number (the version an edit or withdrawal is based on). */
  revision: number;
  current: QuoteRevisionView;
  /** ISO of its last change. */
  updatedAt: string;
  updatedLabel: string;
}

/** A quote as the buyer (and staff) see it: the supplier, its state, every revision (newest first). */
export interface BuyerQuoteView extends OwnQuoteView {
  supplier: BuyerCompanyView & { kinds: CompanyKind[] };
  /** Newest first; the first is `current`. */
  revisions: QuoteRevisionView[];
}

/** GET /api/sourcing/{id}/quotes: a request's quotes for its buyer and staff, newest first. */
export interface BuyerQuotesAnswer {
  quotes: BuyerQuoteView[];
}

/** POST/PUT /api/sourcing/{id}/quote and …/quote/withdraw: the supplier's quote as it now is. */
export interface OwnQuoteAnswer {
  quote: OwnQuoteView;
}

/**
 * What the request's page shows the viewer about quoting: the form (with its company's quote, if any), the
 * quotes (to the buyer's accounts and staff), or why it cannot quote.
 */
export type SourcingQuotingView =
  | { kind: 'quoter'; companyName: string; quote: OwnQuoteView | null; today: string; open: boolean }
  | { kind: 'buyer'; quotes: BuyerQuoteView[] }
  | { kind: 'refused'; reason: QuoteRefusal };

/** /account: the member's requests (its own posts) and its company's quotes. */
export interface AccountRequestView {
  id: number;
  title: string;
  status: SourcingStatus;
  /** Live and past closing (or closed early). */
  ended: boolean;
  quoteCount: number;
  createdLabel: string;
}

export interface AccountQuoteView {
  requestId: number;
  requestTitle: string;
  status: QuoteStatus;
  revision: number;
  /** The request no longer takes quotes. */
  requestEnded: boolean;
  updatedLabel: string;
}

export interface AccountSourcingView {
  requests: AccountRequestView[];
  quotes: AccountQuoteView[];
}

/** A sourcing file (an attachment of a request or quote) as the form and the API show it. */
export interface SourcingFileView {
  /** The upload's id (sent back with the form to attach it). */
  id: string;
  /** The name it is offered under. */
  name: string;
  /** application/pdf, image/png, image/jpeg or image/gif, as decided from its bytes. */
  type: string;
  size: number;
}

/** POST /api/sourcing/files → `{ file }`. */
export interface SourcingFileAnswer {
  file: SourcingFileView;
}

/** GET /api/sourcing/{id}/attachments: the files, each with the address it is downloaded from. */
export interface SourcingAttachmentsAnswer {
  attachments: (SourcingFileView & { url: string })[];
}

/** A member's draft as /sourcing/new puts it back in the form (the fields as the form's inputs hold them). */
export interface SourcingDraftView {
  id: number;
  /** Sent back with the next save (the draft's `updatedAt`). */
  version: string;
  savedAt: string;
  title: string;
  categoryId: string;
  description: string;
  quantity: string;
  unit: string;
  budgetBasis: string;
  budgetMin: string;
  budgetMax: string;
  region: string;
  neededBy: string;
  kindsWanted: CompanyKind[];
  requirements: string;
  showCompany: boolean;
  openDays: number;
  attachments: SourcingFileView[];
}

/** POST /api/sourcing/drafts and PUT /api/sourcing/drafts/{id} → `{ draft }`. */
export interface SourcingDraftSavedAnswer {
  draft: { id: number; version: string };
}
