import { lookupSchema } from '@/lib/schemas/registration';
import { apiRoute, method } from '@/server/http/handler';
import { rateLimitedError } from '@/server/http/rate-limited';
import { clientAddress } from '@/server/auth/client-address';
import { throttle } from '@/server/auth/throttle';
import { notFoundError } from '@/server/activities/registrations/api-messages';
import { registrationAnswer } from '@/server/activities/registrations/details';
import { findRegistration } from '@/server/activities/registrations/register';

/**
 * POST /api/registrations/lookup `{ mobile, code }`: the registrant's own
 * registration `{ registration, activity }`. A body, not a query string, so
 * the mobile number never lands in an access log. A wrong code and an unknown
 * mobile number get the same 404; 20 look-ups per address in 10 minutes.
 */
export default apiRoute({
  POST: method({
    body: lookupSchema,
    handle: async ({ req, body, locale, db }) => {
      const wait = await (await throttle()).lookupWait(clientAddress(req));
      if (wait !== null) throw await rateLimitedError(locale, wait, 'activity:form.limited');
      const found = await findRegistration(db, body.code, { mobile: body.mobile });
      if (!found) throw await notFoundError(locale);
      return registrationAnswer(db, found, locale);
    },
  }),
});
