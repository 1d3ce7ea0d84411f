import type { FeedbackTokenAnswer } from '@/lib/feedback/views';
import { apiRoute, method } from '@/server/http/handler';
import { issueToken } from '@/server/feedback/token';

/**
 * GET /api/feedback/token: `{ token }`, a signed note of the time the contact
 * form was opened, sent back with the message (never cached: no-store).
 */
export default apiRoute({
  GET: method({
    handle: async ({ db }): Promise<FeedbackTokenAnswer> => {
      return { token: await issueToken(db) };
    },
  }),
});
