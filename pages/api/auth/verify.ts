import { verifyLoginSchema } from '@/lib/auth/verification-schema';
import { checkCode } from '@/server/accounts/verification';
import { codeRefused } from '@/server/accounts/verification-answers';
import { apiRoute, method } from '@/server/http/handler';
import { markLoginVerified } from '@/server/auth/users';
import { toViewer } from '@/server/auth/viewer';

/**
 * POST /api/auth/verify `{ code }`: the logged-in account proves its login
 * (mobile number or e-mail address) with the code POST /api/auth/codes
 * `{ purpose: 'verify' }` sent to it. 200 `{ user }` (now `verified`); 400 on
 * `code` when it is wrong or expired (5 wrong tries end a code); 401 without a
 * session.
 */
export default apiRoute({
  POST: method({
    access: ['member', 'exhibitor', 'editor', 'admin'],
    body: verifyLoginSchema,
    handle: async ({ body, locale, session, db }) => {
      const now = new Date();
      const proven = await checkCode(db, { purpose: 'verify', recipient: session.user.login, code: body.code }, now);
      if (proven !== 'ok') throw codeRefused(proven, locale);
      await markLoginVerified(db, session.user.id, now);
      return { user: toViewer({ ...session.user, loginVerifiedAt: session.user.loginVerifiedAt ?? now }) };
    },
  }),
});
