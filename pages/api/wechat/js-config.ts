import { z } from 'zod';
import { ApiError, defaultMessage } from '@/server/http/errors';
import { apiRoute, method } from '@/server/http/handler';
import { log } from '@/server/kernel/log';
import { siteConfig } from '@/server/kernel/site-config';
import { wechatAccount } from '@/server/wechat/account';
import { WechatError } from '@/server/wechat/api';
import { jsapiTicket } from '@/server/wechat/credentials';
import { jsSdkSignature, signedUrl } from '@/server/wechat/js-signature';
import { randomText } from '@/server/kernel/random-text';

const query = z.object({ url: z.string().min(1).max(2000) });

const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Whether `url` is a page of the site's own address (SITE_URL), the only ones signed. */
function ownPage(url: string): boolean {
  try {
    const page = new URL(url);
    return (page.protocol === 'https:' || page.protocol === 'http:') && page.origin === new URL(siteConfig().url).origin;
  } catch {
    return false;
  }
}

/**
 * GET /api/wechat/js-config?url= → `{ appId, timestamp, nonceStr, signature }`
 * for wx.config on the page at `url` (its #fragment left out, as WeChat does),
 * signed with the official account's jsapi_ticket (server/wechat). 404 when no
 * official account is configured (WECHAT_APP_ID, WECHAT_APP_SECRET); 400 for a
 * page that is not on the site's own address; 503 when WeChat gives no ticket.
 */
export default apiRoute({
  GET: method({
    query,
    handle: async ({ query: { url }, locale, database }) => {
      const account = wechatAccount();
      if (!account) throw new ApiError('not_found', defaultMessage('not_found', locale));
      if (!ownPage(url)) throw new ApiError('validation_failed', defaultMessage('validation_failed', locale), { url: ['common:input.foreignPage'] });
      let ticket: string;
      try {
        ticket = await jsapiTicket(database, account);
      } catch (error) {
        if (!(error instanceof WechatError)) throw error;
        log().warn({ event: 'wechat_ticket_failed', errcode: error.errcode, err: error.message }, 'WeChat gave no jsapi_ticket: pages keep WeChat\'s plain share card');
        throw new ApiError('service_unavailable', defaultMessage('service_unavailable', locale));
      }
      const timestamp = Math.floor(Date.now() / 1000);
      const nonceStr = randomText(NONCE_ALPHABET, 16);
      return { appId: account.appId, timestamp, nonceStr, signature: jsSdkSignature({ ticket, nonceStr, timestamp, url: signedUrl(url) }) };
    },
  }),
});
