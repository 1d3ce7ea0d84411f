/**
 * Sourcing requests (采购需求, issue 38) as the pages and the server both name them (server/sourcing/): a
 * certified company says what it needs, staff review it (or it goes live at once for a trusted company), it
 * stays open for the days the buyer chose and then shows as 已结束 for 30 more days. No zod here: public pages
 * import these.
 */

/**
 * draft: being written (autosaved from /sourcing/new, seen by its buyer only); pending: waiting for staff; live: open to
 * quotes until `closesAt`, then ended; rejected: staff turned it down (with a note); closed: ended before its
 * time (by its buyer or staff); hidden: taken off the site by staff.
 */
export const SOURCING_STATUSES = ['draft', 'pending', 'live', 'rejected', 'closed', 'hidden'] as const;
export type SourcingStatus = (typeof SOURCING_STATUSES)[number];

/** The units a quantity is counted in. */
export const SOURCING_UNITS = ['piece', 'set', 'pair', 'metre', 'kg', 'ton', 'box'] as const;
export type SourcingUnit = (typeof SOURCING_UNITS)[number];

/** What a budget is: a target price per unit, or the whole order's. */
export const BUDGET_BASES = ['unit', 'total'] as const;
export type BudgetBasis = (typeof BUDGET_BASES)[number];

/** The list's quantity bands: under 1 000, 1 000–9 999, 10 000–99 999, 100 000 and more. */
export const QUANTITY_BANDS = ['small', 'medium', 'large', 'bulk'] as const;
export type QuantityBand = (typeof QUANTITY_BANDS)[number];
export const QUANTITY_BAND_RANGES: Readonly<Record<QuantityBand, readonly [number, number | null]>> = {
  small: [1, 999],
  medium: [1000, 9999],
  large: [10000, 99999],
  bulk: [100000, null],
};

/** How long a request stays open to quotes once live, in whole days. */
export const OPEN_DAYS_MIN = 7;
export const OPEN_DAYS_MAX = 60;
export const OPEN_DAYS_DEFAULT = 30;

/** An ended request stays on the list, marked 已结束, this many days. */
export const ENDED_VISIBLE_DAYS = 30;

/** The most attachments a request carries, and a quote. */
export const SOURCING_ATTACHMENTS_MAX = 5;
export const QUOTE_ATTACHMENTS_MAX = 3;

/**
 * Sourcing files (attachments of requests and quotes, server/sourcing/files.ts): images (PNG, JPEG, GIF) of at
 * most 5 MB — the site's image limit — and PDF of at most 10 MB, decided by their bytes. A name is kept (shown,
 * and offered when saved) up to SOURCING_FILE_NAME_MAX characters.
 */
export const SOURCING_FILE_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/gif'] as const;
export type SourcingFileType = (typeof SOURCING_FILE_TYPES)[number];
export const SOURCING_PDF_MAX_BYTES = 10 * 1024 * 1024;
export const SOURCING_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const SOURCING_FILE_NAME_MAX = 120;
/** For `<input type="file" accept>`. */
export const SOURCING_FILE_ACCEPT = [...SOURCING_FILE_TYPES, '.pdf', '.png', '.jpg', '.jpeg', '.gif'].join(',');

/** Why a chosen file will not be sent (the browser's check; the server reads the bytes): a key of `sourcing:files` and its values. */
export function sourcingFileProblem(file: Pick<File, 'size' | 'type'>): { key: string; values: Record<string, number> } | null {
  if (file.size === 0) return { key: 'sourcing:files.empty', values: {} };
  const declared = file.type.trim().toLowerCase();
  if (declared !== '' && !(SOURCING_FILE_TYPES as readonly string[]).includes(declared) && declared !== 'image/jpg') return { key: 'sourcing:files.type', values: {} };
  const pdf = declared === 'application/pdf';
  const limit = pdf || declared === '' ? SOURCING_PDF_MAX_BYTES : SOURCING_IMAGE_MAX_BYTES;
  if (file.size > limit) return { key: pdf || declared === '' ? 'sourcing:files.pdfTooLarge' : 'sourcing:files.imageTooLarge', values: { limit: limit / 1024 / 1024 } };
  return null;
}

/** The largest quantity and amount (CNY) a request may name. */
export const QUANTITY_MAX = 100_000_000;
export const BUDGET_MAX_CNY = 1_000_000_000;

/** Text limits, in characters (code points); the description's is of its text, the editor's HTML aside. */
export const SOURCING_TEXT_MAX = {
  title: 60,
  description: 5000,
  requirements: 1000,
  region: 30,
  reviewNote: 500,
} as const;
export const SOURCING_TITLE_MIN = 4;

/** Sourcing requests the list shows on a page. */
export const SOURCING_PER_PAGE = 12;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left before `closesAt` (rounded up; 0 once it has passed). */
export function daysLeft(closesAt: Date, now: Date): number {
  return Math.max(0, Math.ceil((closesAt.getTime() - now.getTime()) / DAY_MS));
}

/** The band a quantity is in. */
export function quantityBandOf(quantity: number): QuantityBand {
  return QUANTITY_BANDS.find((band) => {
    const [low, high] = QUANTITY_BAND_RANGES[band];
    return quantity >= low && (high === null || quantity <= high);
  }) ?? 'small';
}

/**
 * Contact details a request or quote may not carry before a buyer accepts a quote (item 8 of issue 38): a
 * mainland mobile number (also written with spaces, dashes or dots, or +86 before it), an e-mail address,
 * or a WeChat id named as one (微信 / vx / wechat followed by an id). What is found, or null.
 */
export type ContactKind = 'mobile' | 'email' | 'wechat';

const WIDE_DIGITS = /[０-９]/gu;
const MOBILE = /(?<!\d)(?:\+?86[\s.-]?)?1[3-9]\d(?:[\s.-]?\d{4}){2}(?!\d)/u;
const EMAIL = /[A-Za-z0-9._%+-]+\s?(?:@|＠|\(at\)|\[at\])\s?[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/iu;
const WECHAT = /(?:微信|威信|薇信|V信|wechat|weixin|vx|wx)\s*(?:号|id|ID)?\s*[:：]?\s*[A-Za-z][-_A-Za-z0-9]{5,19}/iu;

export function contactDetailIn(text: string): ContactKind | null {
  const plain = text.replace(WIDE_DIGITS, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0));
  if (MOBILE.test(plain)) return 'mobile';
  if (EMAIL.test(plain)) return 'email';
  if (WECHAT.test(plain)) return 'wechat';
  return null;
}

// ---- quotes (item 3 of issue 38) ----

/**
 * A quote's state: sent (revisable while its request is open), withdrawn by its supplier (it may send it again
 * while the request is open: a new revision), accepted or declined by the buyer.
 */
export const QUOTE_STATUSES = ['sent', 'withdrawn', 'accepted', 'declined'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** What a quoted price is: per unit, or the whole order. */
export const QUOTE_PRICE_BASES = ['unit', 'total'] as const;
export type QuotePriceBasis = (typeof QUOTE_PRICE_BASES)[number];

/** How a quote's validity is given: a number of days from today (China), or its last day. */
export const QUOTE_VALIDITY_BASES = ['days', 'date'] as const;
export type QuoteValidityBasis = (typeof QUOTE_VALIDITY_BASES)[number];

/** Lead time and validity, in whole days; a quote's message, in characters. */
export const QUOTE_LEAD_DAYS_MAX = 365;
export const QUOTE_VALID_DAYS_MAX = 180;
export const QUOTE_VALID_DAYS_DEFAULT = 30;
export const QUOTE_MESSAGE_MAX = 1000;

/**
 * Why an account may not quote on a request (shown on the request's page instead of the form): not logged in,
 * no certified company, the request is its own company's, its company's kinds are not among those wanted, or
 * the request no longer takes quotes.
 */
export const QUOTE_REFUSALS = ['login', 'not_certified', 'own_request', 'kind_not_wanted', 'ended'] as const;
export type QuoteRefusal = (typeof QUOTE_REFUSALS)[number];
