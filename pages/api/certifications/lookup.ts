import { lookupSchema } from '@/lib/certifications/schema';
import type { LookupAnswer } from '@/lib/certifications/views';
import { apiRoute, method } from '@/server/http/handler';
import { rateLimitedError } from '@/server/http/rate-limited';
import { clientAddress } from '@/server/auth/client-address';
import { throttle } from '@/server/auth/throttle';
import { lookupNotFoundError } from '@/server/certifications/api-messages';
import { findApplication, lookedUpView } from '@/server/certifications/lookup';

/**
 * POST /api/certifications/lookup `{ number, mobile }`: the applicant's own
 * application `{ application }` — status, kind, company, submitted time, the
 * reviewer's note and time, the code masked, and their licence as a link that
 * serves it for ten minutes. A POST, so that the mobile number stays out of
 * URLs and the logs that keep them. A wrong number and a wrong mobile number
 * get the same 404 (and no link); 20 look-ups per address in 10 minutes.
 */
export default apiRoute({
  POST: method({
    body: lookupSchema,
    handle: async ({ req, body, locale, db }): Promise<LookupAnswer> => {
      const wait = await (await throttle()).certificationLookupWait(clientAddress(req));
      if (wait !== null) throw await rateLimitedError(locale, wait, 'author:api.limited');
      const found = await findApplication(db, body.number, body.mobile);
      if (!found) throw await lookupNotFoundError(locale);
      return { application: await lookedUpView(db, found) };
    },
  }),
});
