import { z } from 'zod';
import { lookupSchema, ticketKeySchema } from '@/lib/registrations/schema';
import { apiRoute, method } from '@/server/http/handler';
import { rateLimitedError } from '@/server/http/rate-limited';
import { clientAddress } from '@/server/auth/client-address';
import { throttle } from '@/server/auth/throttle';
import { notFoundError } from '@/server/activities/registrations/api-messages';
import { registrationAnswer } from '@/server/activities/registrations/details';
import { requestProof } from '@/server/activities/registrations/owner-proof';
import { findRegistration } from '@/server/activities/registrations/registration-view';

const codeQuery = z.object({ code: lookupSchema.shape.code });

/**
 * GET /api/registrations/{code}: the registration `{ registration, activity }`
 * for the browser that made it (its capability cookie is the proof), so that a
 * reload or "back" shows the ticket again — or for a logged-in member whose
 * verified mobile number it was made with (owner-proof.ts). POST `{ key }`: the same for the
 * key of the ticket link in the registration's own messages (sent in the body,
 * never in an address a proxy logs). Anyone else — with the code alone, a
 * wrong key, or a cookie that is not that registration's — gets the same 404
 * as for an unknown code. The cookie is 256 random bits; a key is 60 bits and
 * its tries count toward the address's look-up limit.
 */
export default apiRoute({
  GET: method({
    query: codeQuery,
    handle: async ({ req, res, query, locale, db }) => {
      const found = await findRegistration(db, query.code, await requestProof(req, res, db, query.code));
      if (!found) throw await notFoundError(locale);
      return registrationAnswer(db, found, locale);
    },
  }),
  POST: method({
    query: codeQuery,
    body: ticketKeySchema,
    handle: async ({ req, res, query, body, locale, db }) => {
      const wait = await (await throttle()).lookupWait(clientAddress(req));
      if (wait !== null) throw await rateLimitedError(locale, wait, 'activity:form.limited');
      const found = await findRegistration(db, query.code, await requestProof(req, res, db, query.code, body.key));
      if (!found) throw await notFoundError(locale);
      return registrationAnswer(db, found, locale);
    },
  }),
});
