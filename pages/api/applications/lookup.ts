import { applicationLookupSchema } from '@/lib/applications/schema';
import type { ApplicationLookupAnswer } from '@/lib/applications/views';
import { apiRoute, method } from '@/server/http/handler';
import { rateLimitedError } from '@/server/http/rate-limited';
import { lookupNotFoundError } from '@/server/applications/api-messages';
import { findApplication } from '@/server/applications/lookup';
import { lookedUpView } from '@/server/applications/views';
import { clientAddress } from '@/server/auth/client-address';
import { throttle } from '@/server/auth/throttle';

/**
 * POST /api/applications/lookup `{ reference, mobile }`: where the candidate's
 * own application stands — `{ application: { reference, jobTitle, status,
 * submittedLabel, updatedLabel } }`, nothing of what was sent. A POST, so that
 * the mobile number stays out of URLs and the logs that keep them. A wrong
 * reference and a wrong mobile number get the same 404; 20 look-ups per
 * address in 10 minutes.
 */
export default apiRoute({
  POST: method({
    body: applicationLookupSchema,
    handle: async ({ req, body, locale, db }): Promise<ApplicationLookupAnswer> => {
      const wait = await (await throttle()).applicationLookupWait(clientAddress(req));
      if (wait !== null) throw await rateLimitedError(locale, wait, 'applications:api.limited');
      const found = await findApplication(db, body.reference, body.mobile);
      if (!found) throw await lookupNotFoundError(locale);
      return { application: lookedUpView(found.row, found.job, locale) };
    },
  }),
});
