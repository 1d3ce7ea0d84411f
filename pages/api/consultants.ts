import { apiRoute, method } from '@/server/http/handler';
import { consultantJson } from '@/server/people/views';
import { cached } from '@/server/kernel/cache';
import { listConsultants } from '@/server/people/public';

/** GET /api/consultants: every visible consultant, in the order staff gave them. */
export default apiRoute({
  GET: method({
    handle: async ({ db }) => {
      const rows = await cached('consultants:list:all', ['consultants'], () => listConsultants(db));
      return { items: rows.map(consultantJson) };
    },
  }),
});
