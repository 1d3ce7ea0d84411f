import { idParam } from '@/lib/http/api-queries';
import { quoteDecisionSchema } from '@/lib/sourcing/choose-schema';
import type { QuoteDecisionAnswer } from '@/lib/sourcing/choose-views';
import { apiRoute, method } from '@/server/http/handler';
import { limitedPerAccount } from '@/server/http/rate-limited';
import { versionOf } from '@/server/audit/record-version';
import { decideQuote } from '@/server/sourcing/choose';
import { choiceRefusal } from '@/server/sourcing/choose-api';

/**
 * PATCH /api/sourcing/{id}/choice `{ quoteId, action: "shortlist" | "unshortlist" | "accept" | "decline",
 * version (accept, decline: the quote's, as the page read it), reason? (decline, ≤ 300 characters, no contact
 * details) }` (an account of the request's company) → `{ quote: { id, status, shortlisted, version } }`; the
 * supplier is told of a shortlist, an acceptance or a decline. 404 for anyone else or an unknown quote; 409 a
 * quote revised since `version`, one already decided or withdrawn, a closed request; 429 over the account's
 * sourcing choices (60 an hour, 200 a day). Rules: server/sourcing/choose.ts.
 */
export default apiRoute({
  PATCH: method({
    access: ['member', 'exhibitor'],
    query: idParam,
    body: quoteDecisionSchema,
    handle: async ({ session, query, body, locale, db }): Promise<QuoteDecisionAnswer> =>
      limitedPerAccount({ action: 'sourcingChoice', account: session.user, locale, key: 'sourcing:api.choiceLimited' }, async () => {
        const outcome = await decideQuote(db, session.user, query.id, body);
        if (outcome.kind !== 'done') throw await choiceRefusal(locale, outcome);
        const { quote } = outcome;
        return { quote: { id: quote.id, status: quote.status, shortlisted: quote.shortlistedAt !== null, version: versionOf(quote.updatedAt) } };
      }),
  }),
});
