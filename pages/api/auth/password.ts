import { changePasswordSchema, normaliseLogin } from '@/lib/auth/schema';
import { apiRoute, method } from '@/server/http/handler';
import { ANY_ACCOUNT, fieldError, lockedError, userAgentOf } from '@/server/auth/api-auth';
import { clientAddress } from '@/server/auth/client-address';
import { verifyPassword } from '@/server/auth/password';
import { readSessionCookie, setSessionCookie } from '@/server/auth/session-cookie';
import { endSession, issueSession } from '@/server/auth/sessions';
import { throttle } from '@/server/auth/throttle';
import { findUserById, passwordProblem, setPassword } from '@/server/auth/users';

/**
 * POST /api/auth/password `{ currentPassword, newPassword }`: changes the
 * logged-in account's password, ends its other sessions and gives this one a
 * new token. A wrong current password counts toward the login throttle.
 */
export default apiRoute({
  POST: method({
    access: ANY_ACCOUNT,
    body: changePasswordSchema,
    handle: async ({ session, req, res, body, locale, db }) => {
      const limiter = await throttle();
      const ip = clientAddress(req);
      const login = session.user.login;
      // Counted before the current password is checked, as at login.
      const counted = await limiter.loginAttempt(ip, login);
      if (counted.locked) throw await lockedError(locale, counted.retryAfterMs);

      const user = await findUserById(db, session.user.id);
      if (!user || !(await verifyPassword(body.currentPassword, user.passwordHash))) {
        if (counted.remaining === 0) throw await lockedError(locale, counted.windowEndsInMs);
        throw fieldError('currentPassword', 'currentPasswordWrong', locale);
      }
      if (passwordProblem(body.newPassword) === 'common') throw fieldError('newPassword', 'passwordCommon', locale);
      // The sign-up rule the schema cannot apply here, since it does not know the login.
      if (normaliseLogin(body.newPassword) === user.login) throw fieldError('newPassword', 'passwordIsLogin', locale);

      await limiter.loginSucceeded(ip, login);
      const token = readSessionCookie(req);
      await setPassword(db, user.id, body.newPassword);
      if (token) await endSession(db, token);
      const fresh = await issueSession(db, user, { persistent: session.persistent, ip, userAgent: userAgentOf(req) });
      setSessionCookie(res, fresh.token, fresh.persistent, fresh.expiresAt);
      return { changed: true };
    },
  }),
});
