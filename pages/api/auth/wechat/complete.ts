import { wechatCompleteSchema } from '@/lib/auth/verification-schema';
import { checkCode } from '@/server/accounts/verification';
import { codeRefused } from '@/server/accounts/verification-answers';
import { wechatRefusal } from '@/server/accounts/wechat-answers';
import { findPending } from '@/server/accounts/wechat-authorisations';
import { finishWithMobile } from '@/server/accounts/wechat-login';
import { ApiError } from '@/server/http/errors';
import { apiRoute, method, result } from '@/server/http/handler';
import { clientAddress } from '@/server/auth/client-address';
import { signIn } from '@/server/auth/sign-in';
import { retryAfterSeconds, throttle } from '@/server/auth/throttle';
import { recordLogin } from '@/server/auth/users';
import { toViewer } from '@/server/auth/viewer';
import { clearWechatCookie, readWechatCookie } from '@/server/auth/wechat-cookies';
import { log } from '@/server/kernel/log';

/**
 * POST /api/auth/wechat/complete `{ mobile, code, consent: true }`: a first
 * WeChat login's mobile step, in the browser WeChat sent back (its pending
 * cookie). With the code sent to `mobile` (POST /api/auth/codes, purpose
 * `wechat`): the member with that login gets this WeChat (200), or a member
 * account is made with it (201), verified; either way `{ user, redirect }` and
 * the session cookie, as a password login. 400 on `code` (wrong or expired: the
 * code route's rules), 400 when no first login is waiting in this browser (or
 * it is older than 10 minutes), 403 for a staff, exhibitor or disabled account
 * (said only once the code is proven), 409 when either side has another
 * WeChat, 429 after 20 from one address in an hour.
 */
export default apiRoute({
  POST: method({
    body: wechatCompleteSchema,
    handle: async ({ req, res, body, locale, db }) => {
      const ip = clientAddress(req);
      const wait = await (await throttle()).wechatMobileWait(ip);
      if (wait !== null) {
        const refusal = await wechatRefusal('busy', locale);
        throw new ApiError('rate_limited', refusal.message, undefined, { 'Retry-After': String(retryAfterSeconds(wait)) });
      }
      const pending = await findPending(db, readWechatCookie(req, 'pending'));
      if (!pending) throw await wechatRefusal('expired', locale);
      const proven = await checkCode(db, { purpose: 'wechat', recipient: body.mobile, code: body.code });
      if (proven !== 'ok') throw codeRefused(proven, locale);
      const outcome = await finishWithMobile(db, pending, body.mobile);
      if (!outcome.ok) throw await wechatRefusal(outcome.problem, locale);

      clearWechatCookie(res, 'pending');
      await signIn(db, req, res, outcome.user);
      await recordLogin(db, outcome.user.id);
      log().info({ event: 'wechat_login', userId: outcome.user.id, created: outcome.created }, 'A member logged in with WeChat for the first time');
      return result(outcome.created ? 201 : 200, { user: toViewer(outcome.user), redirect: pending.redirect });
    },
  }),
});
