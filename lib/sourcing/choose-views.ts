import type { CompanyKind } from '../companies/rules';
import type { QuoteSort, QuoteStatus } from './choose-rules';
import type { SourcingUnit } from './rules';

/**
 * Choosing among quotes as pages and the API show it (server/sourcing/compare.ts makes these): the buyer's
 * comparison (/sourcing/[id]/quotes) and the supplier's own quote (/sourcing/[id]/my-quote). Amounts in fen,
 * dates as China-day labels. A contact is in a view only once the quote is accepted: before that, neither side
 * learns anything of the other's contact, here or in any API answer.
 */

/** One version of a quote's terms. */
export interface QuoteTermsView {
  revision: number;
  /** As the supplier gave them (fen); one of the two at least. */
  unitPriceFen: number | null;
  totalFen: number | null;
  /** The price of one unit (the total over the request's quantity when only a total was given; may have a fraction of a fen). */
  perUnitFen: number | null;
  /** The whole order (the unit price times the quantity when only that was given). */
  wholeFen: number | null;
  minOrder: number;
  leadTimeDays: number;
  /** YYYY-MM-DD (China), and whether that day has passed. */
  validUntil: string;
  expired: boolean;
  message: string;
  /** When this version was sent, "2026-11-29 10:00" (China). */
  sentLabel: string;
}

/** The supplier as the buyer's comparison shows it: its company card, linked to its profile. */
export interface QuoteSupplierView {
  id: number;
  name: string;
  logo: string | null;
  kinds: CompanyKind[];
  province: string;
  city: string;
  /** The certified mark (the certification's kind and day), null when not (or no longer) certified. */
  certified: { kind: CompanyKind; date: string } | null;
  /** Whether its profile is public (a hidden company's card is not linked). */
  listed: boolean;
}

/** One message of a quote's thread. */
export interface QuoteThreadMessageView {
  id: number;
  side: 'buyer' | 'supplier';
  text: string;
  /** "2026-11-29 10:00" (China). */
  atLabel: string;
}

/** The other side's contact, shown once a quote is accepted: the company's public channel, else the posting account's login. */
export interface ChosenContactView {
  company: string;
  channel: 'phone' | 'email';
  value: string;
}

/** One quote in the buyer's comparison. */
export interface ComparedQuoteView {
  id: number;
  status: QuoteStatus;
  /** The quote's version (ISO `updatedAt`), sent back with accept and decline. */
  version: string;
  shortlisted: boolean;
  terms: QuoteTermsView;
  /** The earlier versions, newest first. */
  history: QuoteTermsView[];
  supplier: QuoteSupplierView;
  thread: QuoteThreadMessageView[];
  declineReason: string;
  /** The supplier's contact: only for an accepted quote. */
  contact: ChosenContactView | null;
}

/** The request at the head of either page. */
export interface ChoiceRequestView {
  id: number;
  title: string;
  quantity: number;
  unit: SourcingUnit;
  /** open: taking quotes; ended: its time passed (the buyer may still choose); closed: closed by the buyer or staff. */
  state: 'open' | 'ended' | 'closed';
  /** When quotes close or closed, "2026-12-01 10:00" (China); null if never live. */
  closesLabel: string | null;
}

export interface QuoteCompareView {
  request: ChoiceRequestView;
  sort: QuoteSort;
  /** Whether the viewer may act (an account of the buyer's company); staff only read. */
  canAct: boolean;
  /** The quotes still to be decided on, withdrawn ones included last; counted for the summary. */
  quotes: ComparedQuoteView[];
  /** How many threads may still take a message. */
  threadMax: number;
}

/** The supplier's own quote on /sourcing/[id]/my-quote. */
export interface MyQuoteView {
  request: ChoiceRequestView;
  quote: {
    id: number;
    status: QuoteStatus;
    shortlisted: boolean;
    terms: QuoteTermsView;
    declineReason: string;
    thread: QuoteThreadMessageView[];
  };
  /** The buyer's contact: only once this quote is accepted. */
  buyerContact: ChosenContactView | null;
  threadMax: number;
}

/** The answer of a buyer's step on a quote. */
export interface QuoteDecisionAnswer {
  quote: { id: number; status: QuoteStatus; shortlisted: boolean; version: string };
}

/** The answer of closing a request. */
export interface CloseRequestAnswer {
  request: { id: number; status: 'closed'; declined: number };
}

/** The answer of a message in a thread. */
export interface QuoteMessageAnswer {
  message: QuoteThreadMessageView;
}
