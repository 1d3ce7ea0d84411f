import { apiRoute, method } from '@/server/api/handler';
import { partnerJson } from '@/server/api/people-json';
import { cached } from '@/server/cache';
import { listPartners } from '@/server/content/people';
import { database } from '@/server/db';

/** GET /api/partners: every visible partner, in the order staff gave them. */
export default apiRoute({
  GET: method({
    handle: async () => {
      const { db } = await database();
      const rows = await cached('partners:list:all', ['partners'], () => listPartners(db));
      return { items: rows.map(partnerJson) };
    },
  }),
});
