import { z } from 'zod';
import { localePrefix, toLocale, LOCALES } from '@/lib/i18n';
import { safeRedirectTarget } from '@/lib/redirect';
import { routes, withQuery } from '@/lib/routes';
import { isWechatBrowser } from '@/lib/wechat/browser';
import { beginAuthorisation, STATE_TTL_MS } from '@/server/accounts/wechat-authorisations';
import { wechatRefusal } from '@/server/accounts/wechat-answers';
import { ApiError } from '@/server/http/errors';
import { apiRoute, method } from '@/server/http/handler';
import { sessionOr401, userAgentOf } from '@/server/auth/api-auth';
import { clientAddress } from '@/server/auth/client-address';
import { newSessionToken } from '@/server/auth/session-token';
import { retryAfterSeconds, throttle } from '@/server/auth/throttle';
import { readWechatCookie, setWechatCookie } from '@/server/auth/wechat-cookies';
import { siteConfig } from '@/server/kernel/site-config';
import { appForBrowser, authorizeUrl, CALLBACK_PATH } from '@/server/wechat/oauth';

const body = z.object({
  intent: z.enum(['login', 'link']),
  /** Where to go afterwards: a local path (with the page's language prefix); anything else is ignored. */
  redirect: z.string().max(2000).optional(),
  /** The page's language, for the pages that follow. */
  locale: z.enum(LOCALES).optional(),
});

/**
 * POST /api/auth/wechat/start `{ intent: "login" | "link", redirect?, locale? }`
 * → `{ url }`: WeChat's page to send the browser to — the website
 * application's QR code (qrconnect) on a computer, the official account's
 * authorisation inside WeChat's browser (by its user agent) — with a new
 * one-time `state` bound to this browser by an HttpOnly cookie. `link` is for
 * a logged-in member (/account): 401 without a session, 403 for staff and
 * exhibitors. 404 when WeChat login is not configured for this browser; 429
 * over the address's WeChat limit.
 */
export default apiRoute({
  POST: method({
    body,
    handle: async ({ req, res, body: input, locale, db, viewer }) => {
      const wait = await (await throttle()).wechatWait(clientAddress(req));
      if (wait !== null) {
        const refusal = await wechatRefusal('busy', locale);
        throw new ApiError('rate_limited', refusal.message, undefined, { 'Retry-After': String(retryAfterSeconds(wait)) });
      }
      const app = appForBrowser(isWechatBrowser(userAgentOf(req)));
      if (!app) throw await wechatRefusal('off', locale);
      let userId: number | undefined;
      if (input.intent === 'link') {
        const session = sessionOr401(await viewer(), locale);
        if (session.user.kind !== 'member') throw await wechatRefusal('staff', locale);
        userId = session.user.id;
      }
      const pageLocale = toLocale(input.locale);
      const prefix = localePrefix(pageLocale);
      const redirect = input.intent === 'link' ? `${prefix}${withQuery(routes.account, { wechat: 'linked' })}` : safeRedirectTarget(input.redirect, `${prefix}/`);
      const browser = readWechatCookie(req, 'browser') ?? newSessionToken();
      setWechatCookie(res, 'browser', browser, STATE_TTL_MS / 1000);
      const { state } = await beginAuthorisation(db, { intent: input.intent, appId: app.appId, browser, userId, redirect, locale: pageLocale });
      return { url: authorizeUrl(app, `${siteConfig().url}${CALLBACK_PATH}`, state) };
    },
  }),
});
