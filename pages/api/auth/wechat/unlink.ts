import { wechatRefusal } from '@/server/accounts/wechat-answers';
import { unlinkWechat } from '@/server/accounts/wechat-identities';
import { apiRoute, method } from '@/server/http/handler';
import { log } from '@/server/kernel/log';

/**
 * POST /api/auth/wechat/unlink (members) → `{ linked: false }`: the account's
 * WeChat is removed, and WeChat no longer logs in to it. Only for an account
 * whose login (mobile number or e-mail address) is verified, so that it can
 * always get back in with a code (/forgot-password sets a password): 409
 * otherwise, and 409 when no WeChat is linked.
 */
export default apiRoute({
  POST: method({
    access: ['member'],
    handle: async ({ session, locale, db }) => {
      if (session.user.loginVerifiedAt === null) throw await wechatRefusal('unverified', locale);
      if ((await unlinkWechat(db, session.user.id)) === 0) throw await wechatRefusal('notLinked', locale);
      log().info({ event: 'wechat_unlinked', userId: session.user.id }, 'A member unlinked WeChat');
      return { linked: false };
    },
  }),
});
