import { apiRoute, method } from '@/server/api/handler';
import { consultantJson } from '@/server/api/people-json';
import { cached } from '@/server/cache';
import { listConsultants } from '@/server/content/people';
import { database } from '@/server/db';

/** GET /api/consultants: every visible consultant, in the order staff gave them. */
export default apiRoute({
  GET: method({
    handle: async () => {
      const { db } = await database();
      const rows = await cached('consultants:list:all', ['consultants'], () => listConsultants(db));
      return { items: rows.map(consultantJson) };
    },
  }),
});
