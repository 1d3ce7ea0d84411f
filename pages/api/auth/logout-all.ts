import { apiRoute, method } from '@/server/http/handler';
import { ANY_ACCOUNT } from '@/server/auth/api-auth';
import { clearSessionCookie } from '@/server/auth/session-cookie';
import { endUserSessions } from '@/server/auth/sessions';

/** POST /api/auth/logout-all: ends every session of the logged-in account, on every device (this one included). 401 when not logged in. */
export default apiRoute({
  POST: method({
    access: ANY_ACCOUNT,
    handle: async ({ session, res, db }) => {
      const ended = await endUserSessions(db, session.user.id);
      clearSessionCookie(res);
      return { ended };
    },
  }),
});
