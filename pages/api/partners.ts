import { apiRoute, method } from '@/server/http/handler';
import { partnerJson } from '@/server/people/views';
import { cached } from '@/server/kernel/cache';
import { listPartners } from '@/server/people/public';

/** GET /api/partners: every visible partner, in the order staff gave them. */
export default apiRoute({
  GET: method({
    handle: async ({ db }) => {
      const rows = await cached('partners:list:all', ['partners'], () => listPartners(db));
      return { items: rows.map(partnerJson) };
    },
  }),
});
