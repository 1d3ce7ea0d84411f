import { passwordResetSchema } from '@/lib/auth/verification-schema';
import { checkCode } from '@/server/accounts/verification';
import { codeRefused } from '@/server/accounts/verification-answers';
import { apiRoute, method } from '@/server/http/handler';
import { fieldError, lockedError } from '@/server/auth/api-auth';
import { clientAddress } from '@/server/auth/client-address';
import { hashPassword } from '@/server/auth/password';
import { throttle } from '@/server/auth/throttle';
import { findUserByLogin, markLoginVerified, passwordProblem, storePasswordHash } from '@/server/auth/users';

/**
 * POST /api/auth/password-reset `{ login, code, newPassword }`: a forgotten
 * password. With the code POST /api/auth/codes sent to the login (purpose
 * `reset`), the account's password is replaced, EVERY session of it ends and
 * the login counts as verified (the code proved it). 200 `{ reset: true }`.
 * A wrong or expired code, and any code for a login no account has (or a
 * disabled one), get the same 400 on `code`, after the same work.
 *
 * Wrong codes are counted as wrong passwords are at login (the login
 * throttle's loginAttempt, per account and address and per address): a guess
 * at a code is a guess at the account's credentials, so one counter covers
 * both and alternating them gains nothing. Each code also ends after 5 wrong
 * tries, and a recipient gets at most 10 codes a day.
 */
export default apiRoute({
  POST: method({
    body: passwordResetSchema,
    handle: async ({ req, body, locale, db }) => {
      if (passwordProblem(body.newPassword) === 'common') throw fieldError('newPassword', 'passwordCommon', locale);
      const limiter = await throttle();
      const ip = clientAddress(req);
      const counted = await limiter.loginAttempt(ip, body.login);
      if (counted.locked) throw await lockedError(locale, counted.retryAfterMs);
      // Hashed whatever the outcome: the answer takes as long for a login nobody has.
      const passwordHash = await hashPassword(body.newPassword);
      const now = new Date();
      const proven = await checkCode(db, { purpose: 'reset', recipient: body.login, code: body.code }, now);
      const user = proven === 'ok' ? await findUserByLogin(db, body.login) : null;
      // A proven code of a login nobody has was never sent: it was guessed, and is answered as a wrong one.
      if (!user || user.disabled) throw codeRefused(proven === 'ok' ? 'wrong' : proven, locale);

      // The password, the end of every session and the verified login stand or fall together.
      await db.transaction(async (tx) => {
        await storePasswordHash(tx as typeof db, user.id, passwordHash);
        await markLoginVerified(tx as typeof db, user.id, now);
      });
      await limiter.loginSucceeded(ip, body.login);
      return { reset: true };
    },
  }),
});
