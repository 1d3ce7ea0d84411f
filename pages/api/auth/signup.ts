import { signupSchema } from '@/lib/auth/schema';
import { checkCode } from '@/server/accounts/verification';
import { codeRefused } from '@/server/accounts/verification-answers';
import { ApiError } from '@/server/http/errors';
import { apiRoute, method, result } from '@/server/http/handler';
import { authMessage, fieldError } from '@/server/auth/api-auth';
import { clientAddress } from '@/server/auth/client-address';
import { signIn } from '@/server/auth/sign-in';
import { retryAfterSeconds, throttle } from '@/server/auth/throttle';
import { createUser, LoginTakenError, passwordProblem } from '@/server/auth/users';
import { toViewer } from '@/server/auth/viewer';

/**
 * POST /api/auth/signup `{ login, code, password, name, consent }`: a member
 * account (login: a mainland mobile number or an e-mail address, proven by the
 * code POST /api/auth/codes sent to it, so the account starts verified),
 * logged in at once for the browser session. 400 with field errors (a wrong or
 * expired code is one: nothing is created), 409 when the login is taken (said
 * only once the code is proven), 429 after 20 sign-ups an hour from one address.
 */
export default apiRoute({
  POST: method({
    body: signupSchema,
    handle: async ({ req, res, body, locale, db }) => {
      const ip = clientAddress(req);
      const wait = await (await throttle()).signupWait(ip);
      if (wait !== null) {
        throw new ApiError('rate_limited', await authMessage(locale, 'signupLimited'), undefined, {
          'Retry-After': String(retryAfterSeconds(wait)),
        });
      }
      if (passwordProblem(body.password) === 'common') throw fieldError('password', 'passwordCommon', locale);
      // Checked last of the input, so fixing another field does not use the code up.
      const now = new Date();
      const proven = await checkCode(db, { purpose: 'signup', recipient: body.login, code: body.code }, now);
      if (proven !== 'ok') throw codeRefused(proven, locale);
      let user;
      try {
        user = await createUser(db, { kind: 'member', login: body.login, password: body.password, name: body.name, loginVerifiedAt: now });
      } catch (error) {
        if (!(error instanceof LoginTakenError)) throw error;
        throw new ApiError('conflict', await authMessage(locale, 'loginTaken'), { login: ['common:auth.errors.loginTaken'] });
      }
      await signIn(db, req, res, user);
      return result(201, { user: toViewer(user) });
    },
  }),
});
