import { method, apiRoute, result } from '@/server/http/handler';
import { databaseAnswers, lifecycleState } from '@/server/db/lifecycle';

/**
 * GET /api/health — readiness: `{ status: "ok", db: "ok" }` when the server is ready and the database answers;
 * 503 `{ status: "starting" | "draining" }` while the production server starts or drains, 503
 * `{ status: "error", db: "error" }` when the database does not answer. Never cached (apiRoute: no-store).
 */
export default apiRoute({
  GET: method({
    database: false,
    handle: async () => {
      const state = lifecycleState();
      if (state !== 'ready') return result(503, { status: state });
      return (await databaseAnswers()) ? { status: 'ok', db: 'ok' } : result(503, { status: 'error', db: 'error' });
    },
  }),
});
