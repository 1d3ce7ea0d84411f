import { method, apiRoute, result } from '@/server/api/handler';
import { database } from '@/server/db';
import { ping } from '@/server/db/client';

/** GET /api/health: `{ status: "ok", db: "ok" }` when the database answers, 503 otherwise. */
export default apiRoute({
  GET: method({
    handle: async () => {
      const up = await database()
        .then(({ db }) => ping(db))
        .catch(() => false);
      return up ? { status: 'ok', db: 'ok' } : result(503, { status: 'error', db: 'error' });
    },
  }),
});
