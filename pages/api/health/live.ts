import { method, apiRoute } from '@/server/http/handler';

/** GET /api/health/live — liveness: `{ status: "alive" }` whenever the process answers, draining too; never asks the database. */
export default apiRoute({
  GET: method({
    database: false,
    handle: async () => ({ status: 'alive' }),
  }),
});
