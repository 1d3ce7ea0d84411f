import { idParam } from '@/lib/http/api-queries';
import type { BuyerQuotesAnswer } from '@/lib/sourcing/views';
import { STAFF_KINDS } from '@/server/auth/api-auth';
import { ApiError, defaultMessage } from '@/server/http/errors';
import { apiRoute, method } from '@/server/http/handler';
import { buyerQuotes, readsAllQuotes, requestForReaders } from '@/server/sourcing/quotes-read';

/**
 * GET /api/sourcing/{id}/quotes: every quote on request {id}, the latest changed first, each with its supplier,
 * its state and every revision (newest first) → `{ quotes }`. Only the buyer's company's accounts and staff;
 * anyone else (a supplier reads its own quote on the request's page) 404, as for an unknown request.
 */
export default apiRoute({
  GET: method({
    access: ['member', 'exhibitor', ...STAFF_KINDS],
    query: idParam,
    handle: async ({ session, query, locale, db }): Promise<BuyerQuotesAnswer> => {
      const request = await requestForReaders(db, query.id);
      if (!request || !(await readsAllQuotes(db, session.user, request))) throw new ApiError('not_found', defaultMessage('not_found', locale));
      return { quotes: await buyerQuotes(db, request.id) };
    },
  }),
});
