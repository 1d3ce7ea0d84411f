import { idParam } from '@/lib/http/api-queries';
import { ApiError, defaultMessage } from '@/server/http/errors';
import { apiRoute, method } from '@/server/http/handler';
import { jobJson } from '@/server/jobs/views';
import { cached } from '@/server/kernel/cache';
import { getOpenJob } from '@/server/jobs/public';

/** GET /api/jobs/{id}: one open position; 404 when unknown, hidden or closed. */
export default apiRoute({
  GET: method({
    query: idParam,
    handle: async ({ query, locale, db }) => {
      const job = await cached(`jobs:detail:${query.id}`, ['jobs'], () => getOpenJob(db, query.id));
      if (!job) throw new ApiError('not_found', defaultMessage('not_found', locale));
      return jobJson(job);
    },
  }),
});
