import { apiRoute, method } from '@/server/http/handler';
import { currentViewer } from '@/server/auth/viewer';

/** GET /api/auth/me: `{ user }`, the logged-in account as pages see it, or `{ user: null }`. */
export default apiRoute({
  GET: method({
    handle: async ({ req, res }) => ({ user: await currentViewer(req, res) }),
  }),
});
