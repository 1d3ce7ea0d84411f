import { signupSchema } from '@/lib/schemas/auth';
import { ApiError } from '@/server/api/errors';
import { apiRoute, method, result } from '@/server/api/handler';
import { authMessage, fieldError, userAgentOf } from '@/server/auth/api-auth';
import { clientAddress } from '@/server/auth/client-address';
import { readSessionCookie, setSessionCookie } from '@/server/auth/session-cookie';
import { endSession, issueSession } from '@/server/auth/sessions';
import { retryAfterSeconds, throttle } from '@/server/auth/throttle';
import { createUser, LoginTakenError, passwordProblem } from '@/server/auth/users';
import { toViewer } from '@/server/auth/viewer';
import { database } from '@/server/db';

/**
 * POST /api/auth/signup `{ login, password, name }`: a member account (login:
 * a mainland mobile number or an e-mail address), logged in at once for the
 * browser session. 400 with field errors, 409 when the login is taken, 429
 * after 20 sign-ups an hour from one address.
 */
export default apiRoute({
  POST: method({
    body: signupSchema,
    handle: async ({ req, res, body, locale }) => {
      const ip = clientAddress(req);
      const wait = await (await throttle()).signupWait(ip);
      if (wait !== null) {
        throw new ApiError('rate_limited', await authMessage(locale, 'signupLimited'), undefined, {
          'Retry-After': String(retryAfterSeconds(wait)),
        });
      }
      if (passwordProblem(body.password) === 'common') throw fieldError('password', 'passwordCommon', locale);

      const { db } = await database();
      let user;
      try {
        user = await createUser(db, { kind: 'member', login: body.login, password: body.password, name: body.name });
      } catch (error) {
        if (!(error instanceof LoginTakenError)) throw error;
        throw new ApiError('conflict', await authMessage(locale, 'loginTaken'), { login: ['common:auth.errors.loginTaken'] });
      }
      const previous = readSessionCookie(req);
      if (previous) await endSession(db, previous);
      const session = await issueSession(db, user, { persistent: false, ip, userAgent: userAgentOf(req) });
      setSessionCookie(res, session.token, session.persistent, session.expiresAt);
      return result(201, { user: toViewer(user) });
    },
  }),
});
