import { apiRoute, method, result } from '@/server/http/handler';
import { clearSessionCookie, readSessionCookie } from '@/server/auth/session-cookie';
import { endSession } from '@/server/auth/sessions';

/** POST /api/auth/logout: ends this browser's session (its stored token is deleted) and clears the cookie. 204, logged in or not. */
export default apiRoute({
  POST: method({
    handle: async ({ req, res, db }) => {
      const token = readSessionCookie(req);
      if (token) {
        await endSession(db, token);
      }
      clearSessionCookie(res);
      return result(204);
    },
  }),
});
