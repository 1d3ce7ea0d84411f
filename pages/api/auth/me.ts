import { apiRoute, method } from '@/server/http/handler';
import { toViewer } from '@/server/auth/viewer';

/** GET /api/auth/me: `{ user }`, the logged-in account as pages see it, or `{ user: null }`. */
export default apiRoute({
  GET: method({
    handle: async ({ viewer }) => ({ user: await viewer().then((session) => (session ? toViewer(session.user) : null)) }),
  }),
});
