import { idParam } from '@/lib/http/api-queries';
import { sourcingQuoteWithdrawSchema } from '@/lib/sourcing/schema';
import type { OwnQuoteAnswer } from '@/lib/sourcing/views';
import { apiRoute, method } from '@/server/http/handler';
import { limitedPerAccount } from '@/server/http/rate-limited';
import { quoteAnswer, quoteRefused } from '@/server/sourcing/quote-api';
import { withdrawQuote } from '@/server/sourcing/quote';

/**
 * POST /api/sourcing/{id}/quote/withdraw `{ revision }`: the company's sent quote on request {id} is withdrawn
 * (before the buyer decides on it; while the request is open it may be sent again) → `{ quote }`. 404 no such
 * public request; 409 no sent quote, the buyer decided, or the quote changed since `revision`; 429 as sending.
 */
export default apiRoute({
  POST: method({
    access: ['member', 'exhibitor'],
    query: idParam,
    body: sourcingQuoteWithdrawSchema,
    handle: async ({ session, query, body, locale, db }): Promise<OwnQuoteAnswer> =>
      limitedPerAccount({ action: 'sourcingQuote', key: 'sourcing:api.quote.limited', refusedInput: quoteRefused, account: session.user, locale }, async () =>
        quoteAnswer(db, await withdrawQuote(db, session.user, query.id, body.revision), locale),
      ),
  }),
});
