import { lookupSchema } from '@/lib/schemas/certification';
import type { ApplicationAnswer } from '@/lib/views/certification-views';
import { apiRoute, method } from '@/server/api/handler';
import { rateLimitedError } from '@/server/api/rate-limited';
import { clientAddress } from '@/server/auth/client-address';
import { throttle } from '@/server/auth/throttle';
import { lookupNotFoundError } from '@/server/certifications/api-messages';
import { findApplication } from '@/server/certifications/lookup';
import { applicationView } from '@/server/certifications/views';
import { database } from '@/server/db';

/**
 * GET /api/certifications/lookup?number=&mobile=: the applicant's own
 * application `{ application }` — status, kind, company, submitted time, the
 * reviewer's note and time; the code masked, no licence. A wrong number and a
 * wrong mobile number get the same 404; 20 look-ups per address in 10 minutes.
 */
export default apiRoute({
  GET: method({
    query: lookupSchema,
    handle: async ({ req, query, locale }): Promise<ApplicationAnswer> => {
      const wait = await (await throttle()).certificationLookupWait(clientAddress(req));
      if (wait !== null) throw await rateLimitedError(locale, wait, 'author:api.limited');
      const { db } = await database();
      const found = await findApplication(db, query.number, query.mobile);
      if (!found) throw await lookupNotFoundError(locale);
      return { application: applicationView(found) };
    },
  }),
});
