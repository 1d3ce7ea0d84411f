import { loginSchema } from '@/lib/auth/schema';
import { ApiError } from '@/server/http/errors';
import { apiRoute, method } from '@/server/http/handler';
import { authMessage, lockedError, userAgentOf } from '@/server/auth/api-auth';
import { clientAddress } from '@/server/auth/client-address';
import { logIn } from '@/server/auth/login';
import { readSessionCookie, setSessionCookie } from '@/server/auth/session-cookie';
import { throttle } from '@/server/auth/throttle';
import { toViewer } from '@/server/auth/viewer';

/**
 * POST /api/auth/login `{ login, password, remember?, portal? }` → `{ user }`
 * and the session cookie (30 days with `remember`, else the browser session).
 * 401 for a wrong login or password (the same for both), 429 with Retry-After
 * after 5 failures in 15 minutes, 403 for a disabled account or one that
 * belongs to the other login page (the message names it, also as the error of
 * the `portal` field).
 */
export default apiRoute({
  POST: method({
    body: loginSchema,
    handle: async ({ req, res, body, locale, db }) => {
      const outcome = await logIn(db, await throttle(), {
        ...body,
        ip: clientAddress(req),
        userAgent: userAgentOf(req),
        previousToken: readSessionCookie(req),
      });
      if (outcome.ok) {
        setSessionCookie(res, outcome.session.token, outcome.session.persistent, outcome.session.expiresAt);
        return { user: toViewer(outcome.user) };
      }
      switch (outcome.reason) {
        case 'invalid':
          throw new ApiError('unauthorized', await authMessage(locale, 'invalid', { count: outcome.remaining }));
        case 'locked':
          throw await lockedError(locale, outcome.retryAfterMs);
        case 'disabled':
          throw new ApiError('forbidden', await authMessage(locale, 'disabled'));
        case 'wrong_portal': {
          // The `portal` field of the request is what is wrong: the form shows a link to the right page with it.
          const message = await authMessage(locale, outcome.portal === 'exhibitor' ? 'useExhibitorLogin' : 'useMemberLogin');
          throw new ApiError('forbidden', message, { portal: [message] });
        }
      }
    },
  }),
});
