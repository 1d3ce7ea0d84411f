import { z } from 'zod';
import { localePrefix, type Locale } from '@/lib/i18n';
import { routes, withQuery } from '@/lib/routes';
import { PENDING_TTL_MS } from '@/server/accounts/wechat-authorisations';
import { handleCallback } from '@/server/accounts/wechat-login';
import { apiRoute, method, requestLocale, result } from '@/server/http/handler';
import { clientAddress } from '@/server/auth/client-address';
import { signIn } from '@/server/auth/sign-in';
import { throttle } from '@/server/auth/throttle';
import { recordLogin } from '@/server/auth/users';
import { readWechatCookie, setWechatCookie } from '@/server/auth/wechat-cookies';
import { log } from '@/server/kernel/log';

/** WeChat's parameters as it sends them; anything else (a repeated one, a missing one) is read as none. */
const one = z
  .unknown()
  .optional()
  .transform((value) => (typeof value === 'string' && value.length <= 512 && value !== '' ? value : undefined));
const query = z.object({ code: one, state: one });

const to = (location: string) => result(302, undefined, { Location: location });

/**
 * GET /api/auth/wechat/callback?code=&state= — where WeChat sends the browser
 * back (its redirect_uri). Always a redirect, never an error body: a known
 * WeChat logs in (the same session as a password login) and goes where the
 * login started; a first one goes to the mobile step (/login/wechat) with its
 * cookie; a link goes back to /account; anything refused — a state that is
 * missing, used, expired or of another browser, a declined authorisation,
 * WeChat's errors, a staff or exhibitor account — goes to
 * /login/wechat?error=…, which says what happened. Over the address's WeChat
 * limit: the same, with `busy`.
 */
export default apiRoute({
  GET: method({
    query,
    handle: async ({ req, res, query: { code, state }, db, viewer }) => {
      const problemPage = (problem: string, locale: Locale | null) => to(`${localePrefix(locale ?? requestLocale(req))}${withQuery(routes.wechatLogin, { error: problem })}`);
      const ip = clientAddress(req);
      if ((await (await throttle()).wechatWait(ip)) !== null) return problemPage('busy', null);
      const session = await viewer();
      const outcome = await handleCallback(db, { code, state, browser: readWechatCookie(req, 'browser'), viewerId: session?.user.id ?? null });
      switch (outcome.kind) {
        case 'refused':
          return problemPage(outcome.problem, outcome.locale);
        case 'pending':
          setWechatCookie(res, 'pending', outcome.token, PENDING_TTL_MS / 1000);
          return to(`${localePrefix(outcome.locale ?? 'zh-CN')}${routes.wechatLogin}`);
        case 'linked':
          return to(outcome.redirect);
        case 'login': {
          await signIn(db, req, res, outcome.user);
          await recordLogin(db, outcome.user.id);
          log().info({ event: 'wechat_login', userId: outcome.user.id }, 'A member logged in with WeChat');
          return to(outcome.redirect);
        }
      }
    },
  }),
});
