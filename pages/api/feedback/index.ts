import { HONEYPOT_FIELD, MIN_FILL_SECONDS, type SpamRule } from '@/lib/feedback/rules';
import { feedbackSchema } from '@/lib/feedback/schema';
import type { FeedbackAnswer } from '@/lib/feedback/views';
import { ApiError } from '@/server/http/errors';
import { apiRoute, method, result } from '@/server/http/handler';
import { accountLimitedError, rateLimitedError } from '@/server/http/rate-limited';
import { clientAddress } from '@/server/auth/client-address';
import { addressKey, throttle } from '@/server/auth/throttle';
import { contactText, tokenError } from '@/server/feedback/api-messages';
import { feedbackReceipt } from '@/server/feedback/receipt';
import { recordSpam, spamSample } from '@/server/feedback/spam-log';
import { submitFeedback } from '@/server/feedback/submit';
import { checkToken } from '@/server/feedback/token';
import { siteConfig } from '@/server/kernel/site-config';

/**
 * POST /api/feedback `{ name, mobile?, email?, company?, audience, topic,
 * message, consent: true, token, website }` (at least one of mobile and
 * e-mail): 201 `{ feedback: { reference, … }, repeated: false }` once the
 * message is committed; 200 with the first receipt and `repeated: true` when
 * the same sender sent the same message within a day. 400 with field errors.
 *
 * Spam rules, in this order, each counted in the spam log and each answered
 * with what a person should do: the honeypot field filled (400); the token
 * missing or forged (400 on `token`; an expired one is refreshed by the form
 * and not counted); sent within 3 s of the token (400); more than 5 messages
 * in 10 minutes or 20 in a day from one address, or 5 in 10 minutes from one
 * logged-in account, whatever its address (429); the same message as another
 * sender's within a day (409).
 */
export default apiRoute({
  POST: method({
    body: feedbackSchema,
    handle: async ({ req, body, locale, db, viewer }) => {
      const ip = clientAddress(req);
      const address = addressKey(ip);
      const now = new Date();
      const spam = (rule: SpamRule) => recordSpam(db, { rule, addressKey: address, sample: spamSample(body), now });

      if (body[HONEYPOT_FIELD].trim() !== '') {
        await spam('honeypot');
        throw new ApiError('bad_request', await contactText(locale, 'api.honeypot'));
      }
      const token = await checkToken(db, body.token, now);
      if (token.kind === 'expired') throw await tokenError(locale, 'api.tokenExpired');
      if (token.kind !== 'ok') {
        await spam('token');
        throw await tokenError(locale, 'api.tokenMissing');
      }
      if (token.ageMs < MIN_FILL_SECONDS * 1000) {
        await spam('too_fast');
        throw new ApiError('bad_request', await contactText(locale, 'api.tooFast'));
      }
      const limits = await throttle();
      const wait = await limits.feedbackWait(ip);
      if (wait !== null) {
        await spam('rate_limit');
        throw await rateLimitedError(locale, wait, 'contact:api.limited', { phone: siteConfig().phone });
      }
      const session = await viewer();
      const refusal = session ? await limits.accountAttempt('feedback', session.user) : null;
      if (refusal) {
        await spam('rate_limit');
        throw await accountLimitedError(locale, refusal, 'contact:api.accountLimited', { phone: siteConfig().phone });
      }

      const outcome = await submitFeedback(db, body, { addressKey: address, now, locale });
      if (outcome.kind === 'duplicate') {
        await spam('duplicate');
        throw new ApiError('conflict', await contactText(locale, 'api.duplicate'));
      }
      const answer: FeedbackAnswer = { feedback: feedbackReceipt(outcome.row), repeated: outcome.kind === 'repeated' };
      return result(outcome.kind === 'created' ? 201 : 200, answer);
    },
  }),
});
