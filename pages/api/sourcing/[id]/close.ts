import { idParam } from '@/lib/http/api-queries';
import { closeRequestSchema } from '@/lib/sourcing/choose-schema';
import type { CloseRequestAnswer } from '@/lib/sourcing/choose-views';
import { apiRoute, method } from '@/server/http/handler';
import { limitedPerAccount } from '@/server/http/rate-limited';
import { closeRequest } from '@/server/sourcing/choose';
import { choiceRefusal } from '@/server/sourcing/choose-api';

/**
 * POST /api/sourcing/{id}/close `{ reason? }` (an account of the request's company): closes a live request
 * before its time, with or without an accepted quote; every quote still waiting is declined with the reason
 * (≤ 300 characters, no contact details) and its supplier told → `{ request: { id, status: "closed", declined } }`.
 * 404 for anyone else; 409 a request already closed (or hidden by staff); 429 over the account's sourcing choices.
 */
export default apiRoute({
  POST: method({
    access: ['member', 'exhibitor'],
    query: idParam,
    body: closeRequestSchema,
    handle: async ({ session, query, body, locale, db }): Promise<CloseRequestAnswer> =>
      limitedPerAccount({ action: 'sourcingChoice', account: session.user, locale, key: 'sourcing:api.choiceLimited' }, async () => {
        const outcome = await closeRequest(db, session.user, query.id, body.reason);
        if (outcome.kind !== 'closed') throw await choiceRefusal(locale, outcome);
        return { request: { id: outcome.request.id, status: 'closed', declined: outcome.declined } };
      }),
  }),
});
