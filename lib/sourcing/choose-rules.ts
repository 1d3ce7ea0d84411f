/**
 * Choosing among a request's quotes (issue 38, item 4) as the pages and the server both name it: the orders the
 * buyer can compare them in, the price a quote is compared by, the limits of a quote's thread and of a decline's
 * reason. No zod here: the comparison page imports these.
 */

import { sourcingPath } from '../routes';

/** The buyer's comparison of a request's quotes, and a supplier's own quote on it. */
export const quotesPath = (requestId: number) => `${sourcingPath(requestId)}/quotes`;
export const myQuotePath = (requestId: number) => `${sourcingPath(requestId)}/my-quote`;

/** What the comparison is ordered by: the price per unit, the lead time, the minimum order (each lowest first). */
export const QUOTE_SORTS = ['price', 'lead', 'moq'] as const;
export type QuoteSort = (typeof QUOTE_SORTS)[number];
export const QUOTE_SORT_DEFAULT: QuoteSort = 'price';

/** A quote's state as the buyer and the supplier see it. */
export const QUOTE_STATUSES = ['sent', 'withdrawn', 'accepted', 'declined'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** The most messages one quote's thread holds (questions and answers together), and each one's length. */
export const QUOTE_THREAD_MAX = 20;
export const QUOTE_MESSAGE_MAX = 500;
/** The longest reason a buyer gives for declining (or for closing without a choice). */
export const DECLINE_REASON_MAX = 300;

/** The terms a quote is compared by: its latest revision's. */
export interface ComparableTerms {
  id: number;
  unitPriceFen: number | null;
  totalFen: number | null;
  minOrder: number;
  leadTimeDays: number;
}

/**
 * The price of one unit in fen: the unit price when the supplier gave one, else the total divided by the
 * request's quantity (a fraction of a fen is kept, so two totals still compare); null when neither can be had.
 */
export function unitPriceOf(terms: Pick<ComparableTerms, 'unitPriceFen' | 'totalFen'>, quantity: number): number | null {
  if (terms.unitPriceFen !== null) return terms.unitPriceFen;
  if (terms.totalFen !== null && quantity > 0) return terms.totalFen / quantity;
  return null;
}

/** The whole order's price in fen: the total when given, else the unit price times the quantity. */
export function totalPriceOf(terms: Pick<ComparableTerms, 'unitPriceFen' | 'totalFen'>, quantity: number): number | null {
  if (terms.totalFen !== null) return terms.totalFen;
  if (terms.unitPriceFen !== null) return terms.unitPriceFen * quantity;
  return null;
}

const keyOf: Record<QuoteSort, (terms: ComparableTerms, quantity: number) => number | null> = {
  price: (terms, quantity) => unitPriceOf(terms, quantity),
  lead: (terms) => terms.leadTimeDays,
  moq: (terms) => terms.minOrder,
};

/**
 * The quotes in the order asked for, lowest first; a quote without the value (no price) after the rest; ties
 * by the other two keys in the order price, lead time, minimum order, then by the quote that came first.
 */
export function sortQuotes<T extends ComparableTerms>(quotes: readonly T[], sort: QuoteSort, quantity: number): T[] {
  const order: QuoteSort[] = [sort, ...QUOTE_SORTS.filter((other) => other !== sort)];
  const compare = (a: T, b: T): number => {
    for (const key of order) {
      const left = keyOf[key](a, quantity);
      const right = keyOf[key](b, quantity);
      if (left === right) continue;
      if (left === null) return 1;
      if (right === null) return -1;
      return left - right;
    }
    return a.id - b.id;
  };
  return [...quotes].sort(compare);
}

/** The sort named by a page's `?sort=`, or the default for anything else. */
export function quoteSortOf(value: unknown): QuoteSort {
  const first = Array.isArray(value) ? value[0] : value;
  return QUOTE_SORTS.find((sort) => sort === first) ?? QUOTE_SORT_DEFAULT;
}
