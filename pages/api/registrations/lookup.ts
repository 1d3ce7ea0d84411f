import { lookupSchema } from '@/lib/registrations/schema';
import { apiRoute, method } from '@/server/http/handler';
import { rateLimitedError } from '@/server/http/rate-limited';
import { clientAddress } from '@/server/auth/client-address';
import { throttle } from '@/server/auth/throttle';
import { notFoundError } from '@/server/activities/registrations/api-messages';
import { registrationAnswer } from '@/server/activities/registrations/details';
import { contactProof } from '@/server/activities/registrations/owner-proof';
import { findRegistration } from '@/server/activities/registrations/registration-view';

/**
 * POST /api/registrations/lookup `{ mobile?, email?, code }`: the registrant's own
 * registration `{ registration, activity }`, by its code and the mobile number or
 * e-mail address it was made with. A body, not a query string, so the contact
 * never lands in an access log. A wrong code and an unknown mobile number or
 * address get the same 404; 20 look-ups per address in 10 minutes.
 */
export default apiRoute({
  POST: method({
    body: lookupSchema,
    handle: async ({ req, body, locale, db }) => {
      const wait = await (await throttle()).lookupWait(clientAddress(req));
      if (wait !== null) throw await rateLimitedError(locale, wait, 'activity:form.limited');
      const found = await findRegistration(db, body.code, contactProof(body));
      if (!found) throw await notFoundError(locale);
      return registrationAnswer(db, found, locale);
    },
  }),
});
