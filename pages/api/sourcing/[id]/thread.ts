import { idParam } from '@/lib/http/api-queries';
import { quoteMessageSchema } from '@/lib/sourcing/choose-schema';
import type { QuoteMessageAnswer } from '@/lib/sourcing/choose-views';
import { apiRoute, method, result } from '@/server/http/handler';
import { limitedPerAccount } from '@/server/http/rate-limited';
import { chinaDateTime } from '@/server/kernel/china-time';
import { choiceRefusal } from '@/server/sourcing/choose-api';
import { postQuoteMessage } from '@/server/sourcing/quote-thread';

/**
 * POST /api/sourcing/{id}/thread `{ quoteId, text }`: the buyer (an account of the request's company) asks about
 * a quote, or the supplier (an account of the quote's company) answers once asked — 1 to 500 characters, no
 * contact details → 201 `{ message: { id, side, text, atLabel } }`; the other side is told. 404 for anyone
 * else; 409 a withdrawn or declined quote, an answer before any question, a full thread (20 messages); 429 over
 * the account's thread messages (20 an hour, 80 a day). Rules: server/sourcing/quote-thread.ts.
 */
export default apiRoute({
  POST: method({
    access: ['member', 'exhibitor'],
    query: idParam,
    body: quoteMessageSchema,
    handle: async ({ session, query, body, locale, db }) =>
      limitedPerAccount({ action: 'sourcingThread', account: session.user, locale, key: 'sourcing:api.threadLimited' }, async () => {
        const outcome = await postQuoteMessage(db, session.user, query.id, body);
        if (outcome.kind !== 'posted') throw await choiceRefusal(locale, outcome);
        const { message } = outcome;
        const answer: QuoteMessageAnswer = { message: { id: message.id, side: message.side, text: message.body, atLabel: chinaDateTime(message.createdAt) } };
        return result(201, answer);
      }),
  }),
});
