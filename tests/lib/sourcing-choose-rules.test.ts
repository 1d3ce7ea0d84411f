import { quoteSortOf, sortQuotes, totalPriceOf, unitPriceOf, type ComparableTerms } from '@/lib/sourcing/choose-rules';
import { closeRequestSchema, quoteDecisionSchema, quoteMessageSchema } from '@/lib/sourcing/choose-schema';

/** How the buyer's comparison orders quotes, and what the choosing schemas take. */

const quote = (id: number, terms: Partial<ComparableTerms>): ComparableTerms => ({ id, unitPriceFen: null, totalFen: null, minOrder: 100, leadTimeDays: 30, ...terms });

describe('the price a quote is compared by', () => {
  it('is the unit price when given, else the total over the quantity (a fraction of a fen kept)', () => {
    expect(unitPriceOf({ unitPriceFen: 1380, totalFen: 99 }, 20000)).toBe(1380);
    expect(unitPriceOf({ unitPriceFen: null, totalFen: 25_000_000 }, 20000)).toBe(1250);
    expect(unitPriceOf({ unitPriceFen: null, totalFen: 1000 }, 3)).toBeCloseTo(333.333, 2);
    expect(unitPriceOf({ unitPriceFen: null, totalFen: null }, 10)).toBeNull();
    expect(unitPriceOf({ unitPriceFen: null, totalFen: 1000 }, 0)).toBeNull();
  });

  it('makes the whole order from the unit price when only that was given', () => {
    expect(totalPriceOf({ unitPriceFen: 1380, totalFen: null }, 20000)).toBe(27_600_000);
    expect(totalPriceOf({ unitPriceFen: 1380, totalFen: 26_000_000 }, 20000)).toBe(26_000_000);
    expect(totalPriceOf({ unitPriceFen: null, totalFen: null }, 20000)).toBeNull();
  });
});

describe('sortQuotes', () => {
  const quotes = [
    quote(1, { unitPriceFen: 1500, minOrder: 5000, leadTimeDays: 30 }),
    quote(2, { totalFen: 25_000_000, minOrder: 20000, leadTimeDays: 45 }),
    quote(3, { unitPriceFen: 1420, minOrder: 1000, leadTimeDays: 20 }),
    quote(4, { unitPriceFen: 1420, minOrder: 1000, leadTimeDays: 15 }),
  ];

  it('orders by unit price (a total counted per unit), ties by lead time, then minimum order, then the first sent', () => {
    expect(sortQuotes(quotes, 'price', 20000).map((q) => q.id)).toEqual([2, 4, 3, 1]);
    expect(sortQuotes([quote(9, { unitPriceFen: 100 }), quote(8, { unitPriceFen: 100 })], 'price', 1).map((q) => q.id)).toEqual([8, 9]);
  });

  it('orders by lead time and by minimum order, lowest first', () => {
    expect(sortQuotes(quotes, 'lead', 20000).map((q) => q.id)).toEqual([4, 3, 1, 2]);
    // 3 and 4 tie on the minimum order and the price: the shorter lead time first.
    expect(sortQuotes(quotes, 'moq', 20000).map((q) => q.id)).toEqual([4, 3, 1, 2]);
  });

  it('puts a quote without a price after the priced ones, and leaves its input alone', () => {
    const unpriced = [quote(5, {}), quote(6, { unitPriceFen: 999_999 })];
    expect(sortQuotes(unpriced, 'price', 10).map((q) => q.id)).toEqual([6, 5]);
    expect(unpriced.map((q) => q.id)).toEqual([5, 6]);
  });

  it('reads ?sort=, anything unknown being the price', () => {
    expect(quoteSortOf('lead')).toBe('lead');
    expect(quoteSortOf(['moq', 'lead'])).toBe('moq');
    expect(quoteSortOf('PRICE')).toBe('price');
    expect(quoteSortOf(undefined)).toBe('price');
  });
});

describe('the choosing schemas', () => {
  it('asks a version of an accept or a decline, not of a shortlist', () => {
    expect(quoteDecisionSchema.safeParse({ quoteId: 1, action: 'shortlist' }).success).toBe(true);
    const accept = quoteDecisionSchema.safeParse({ quoteId: 1, action: 'accept' });
    expect(accept.success ? [] : accept.error.issues.map((issue) => issue.path.join('.'))).toEqual(['version']);
    expect(quoteDecisionSchema.safeParse({ quoteId: 1, action: 'accept', version: '2026-11-29T01:00:00.000Z' }).success).toBe(true);
    expect(quoteDecisionSchema.safeParse({ quoteId: 0, action: 'accept', version: 'x' }).success).toBe(false);
    expect(quoteDecisionSchema.safeParse({ quoteId: 1, action: 'withdraw', version: 'x' }).success).toBe(false);
  });

  it('trims a reason, refuses contact details in it and in a thread message', () => {
    expect(closeRequestSchema.parse({ reason: '  已选定  ' })).toEqual({ reason: '已选定' });
    expect(closeRequestSchema.parse({})).toEqual({ reason: '' });
    expect(closeRequestSchema.safeParse({ reason: '加微信 wx: qinghe_01' }).success).toBe(false);
    expect(closeRequestSchema.safeParse({ reason: '理'.repeat(301) }).success).toBe(false);
    expect(quoteMessageSchema.safeParse({ quoteId: 3, text: '样品 3 件，每件 180 克' }).success).toBe(true);
    expect(quoteMessageSchema.safeParse({ quoteId: 3, text: '请回电 13800138000' }).success).toBe(false);
  });
});
