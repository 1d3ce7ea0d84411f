import { codeRequestSchema, RESEND_AFTER_SECONDS } from '@/lib/auth/verification-schema';
import { loginKindOf } from '@/lib/auth/schema';
import { isInternationalPhone } from '@/lib/people/phone-countries';
import { internationalSmsTemplate } from '@/server/messages/international-sms';
import { requestCode } from '@/server/accounts/verification';
import { codeWaitError } from '@/server/accounts/verification-answers';
import { apiRoute, method, result } from '@/server/http/handler';
import { fieldError, sessionOr401 } from '@/server/auth/api-auth';
import { clientAddress } from '@/server/auth/client-address';
import { throttle } from '@/server/auth/throttle';

/**
 * POST /api/auth/codes: sends a one-time code (server/accounts/verification.ts).
 * `{ purpose: 'signup' | 'reset', login }` sends it to that mobile number or
 * e-mail address; `{ purpose: 'verify' }` to the logged-in account's own
 * login (401 without a session). 202 `{ sent: true, resendAfterSeconds }`, the
 * same for a reset whether or not an account has the login (only an existing
 * account's is really sent); 429 with Retry-After after 20 codes an hour from
 * one address, or when the recipient had a code in the last minute or ten in
 * a day; 400 with field errors (`noIntlSms`: a number outside mainland China
 * when SMS_INTL_TEMPLATE_VERIFICATION_CODE is not set).
 */
export default apiRoute({
  POST: method({
    body: codeRequestSchema,
    handle: async ({ req, body, locale, db, viewer }) => {
      let recipient: string;
      if (body.purpose === 'verify') {
        const session = sessionOr401(await viewer(), locale);
        recipient = session.user.login;
        // A user name (staff made by an admin) has nowhere to receive a code.
        if (loginKindOf(recipient) === 'username') throw fieldError('login', 'loginNoCodes', locale);
      } else {
        recipient = body.login;
      }
      // A number outside mainland China gets codes only where international SMS is set up; else an e-mail address is needed.
      if (isInternationalPhone(recipient) && internationalSmsTemplate('verification_code') === null) throw fieldError('login', 'noIntlSms', locale);
      const addressWait = await (await throttle()).codeWait(clientAddress(req));
      if (addressWait !== null) throw await codeWaitError(locale, addressWait);
      const outcome = await requestCode(db, { purpose: body.purpose, recipient, locale });
      if (outcome.kind === 'wait') throw await codeWaitError(locale, outcome.retryAfterMs);
      return result(202, { sent: true, resendAfterSeconds: RESEND_AFTER_SECONDS });
    },
  }),
});
