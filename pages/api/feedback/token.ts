import type { FeedbackTokenAnswer } from '@/lib/views/feedback-views';
import { apiRoute, method } from '@/server/http/handler';
import { database } from '@/server/db';
import { issueToken } from '@/server/feedback/token';

/**
 * GET /api/feedback/token: `{ token }`, a signed note of the time the contact
 * form was opened, sent back with the message (never cached: no-store).
 */
export default apiRoute({
  GET: method({
    handle: async (): Promise<FeedbackTokenAnswer> => {
      const { db } = await database();
      return { token: await issueToken(db) };
    },
  }),
});
