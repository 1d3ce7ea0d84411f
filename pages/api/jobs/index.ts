import { jobListQuery } from '@/lib/http/api-queries';
import { apiRoute, method } from '@/server/http/handler';
import { jobJson } from '@/server/jobs/views';
import { cached } from '@/server/kernel/cache';
import { listJobs } from '@/server/jobs/public';

/** GET /api/jobs?department=&city=&q=&page=: open positions, 10 a page. */
export default apiRoute({
  GET: method({
    query: jobListQuery,
    handle: async ({ query, db }) => {
      const list = await cached(`jobs:list:${JSON.stringify(query)}`, ['jobs'], () => listJobs(db, query));
      return { ...list, items: list.items.map(jobJson) };
    },
  }),
});
