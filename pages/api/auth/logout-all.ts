import { apiRoute, method } from '@/server/http/handler';
import { requireSession } from '@/server/auth/api-auth';
import { clearSessionCookie } from '@/server/auth/session-cookie';
import { endUserSessions } from '@/server/auth/sessions';
import { database } from '@/server/db';

/** POST /api/auth/logout-all: ends every session of the logged-in account, on every device (this one included). 401 when not logged in. */
export default apiRoute({
  POST: method({
    handle: async ({ req, res, locale }) => {
      const session = await requireSession(req, res, locale);
      const { db } = await database();
      const ended = await endUserSessions(db, session.user.id);
      clearSessionCookie(res);
      return { ended };
    },
  }),
});
