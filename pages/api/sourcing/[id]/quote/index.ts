import { idParam } from '@/lib/http/api-queries';
import { sourcingQuoteSchema } from '@/lib/sourcing/schema';
import type { OwnQuoteAnswer } from '@/lib/sourcing/views';
import { apiRoute, method, result } from '@/server/http/handler';
import { limitedPerAccount } from '@/server/http/rate-limited';
import { quoteAnswer, quoteRefused } from '@/server/sourcing/quote-api';
import { reviseQuote, sendQuote } from '@/server/sourcing/quote';

/**
 * The supplier's quote on request {id} (an account of a certified company of a kind the request wants; not the
 * buyer's company), body `{ priceBasis: "unit" | "total", price, minOrder, leadTimeDays, validBasis: "days" |
 * "date", validDays?, validUntil?, message?, revision }`:
 * - POST sends it: the company's first (`revision` null) → 201, or a withdrawn one again (`revision` the
 *   withdrawn one's) → 201; the buyer is told (at most one message an hour, gathered).
 * - PUT revises a sent one (`revision` the one the form showed) → 200, a new revision.
 * Both → `{ quote }`. 400 field errors (contact details in the message…); 403 not allowed to quote; 404 no such
 * public request; 409 the request no longer takes quotes, or the quote changed since `revision` (the form keeps
 * what was typed); 429 over 20 an hour or 60 a day (quote writes).
 */
const limits = { action: 'sourcingQuote', key: 'sourcing:api.quote.limited', refusedInput: quoteRefused } as const;

export default apiRoute({
  POST: method({
    access: ['member', 'exhibitor'],
    query: idParam,
    body: sourcingQuoteSchema,
    handle: async ({ session, query, body, locale, db }) =>
      limitedPerAccount({ ...limits, account: session.user, locale }, async () => {
        const answer: OwnQuoteAnswer = await quoteAnswer(db, await sendQuote(db, session.user, query.id, body), locale);
        return result(201, answer);
      }),
  }),
  PUT: method({
    access: ['member', 'exhibitor'],
    query: idParam,
    body: sourcingQuoteSchema,
    handle: async ({ session, query, body, locale, db }): Promise<OwnQuoteAnswer> =>
      limitedPerAccount({ ...limits, account: session.user, locale }, async () => quoteAnswer(db, await reviseQuote(db, session.user, query.id, body), locale)),
  }),
});
