import { applicationSchema } from '@/lib/certifications/schema';
import type { ApplicationAnswer } from '@/lib/certifications/views';
import { ApiError } from '@/server/http/errors';
import { apiRoute, method, result } from '@/server/http/handler';
import { limitedPerAccount, rateLimitedError } from '@/server/http/rate-limited';
import { clientAddress } from '@/server/auth/client-address';
import { throttle } from '@/server/auth/throttle';
import { authorText, fieldError } from '@/server/certifications/api-messages';
import { applyForCertification } from '@/server/certifications/apply';
import { applicationView } from '@/server/certifications/views';

/**
 * POST /api/certifications `{ kind: "brand" | "retailer", companyName, uscc,
 * legalRepresentative, contactName, mobile, email, brandName (brand) |
 * storeName, storeAddress (retailer), licenceUploadId, consent: true }`:
 * 201 `{ application }` with its number, pending. Anyone may apply; a
 * logged-in member's application is linked to the account. 400 with field
 * errors (also for a licence upload that is missing or someone else's); 409
 * when an application of this code and kind is already being reviewed; 429
 * after 10 from one address in an hour, or 5 from one logged-in account in a
 * day (one refused with field errors is not counted against the account).
 */
export default apiRoute({
  POST: method({
    body: applicationSchema,
    handle: async ({ req, body, locale, db, viewer }) => {
      const wait = await (await throttle()).certificationWait(clientAddress(req));
      if (wait !== null) throw await rateLimitedError(locale, wait, 'author:api.limited');
      const session = await viewer();
      const apply = async () => {
        const outcome = await applyForCertification(db, body, { applicantId: session?.user.id ?? null });
        switch (outcome.kind) {
          case 'licence':
            throw fieldError('licenceUploadId', outcome.problem === 'missing' ? 'licenceMissing' : 'licenceNotYours', locale);
          case 'pending_exists':
            throw new ApiError('conflict', await authorText(locale, 'api.pendingExists', { kind: await authorText(locale, `kinds.${body.kind}`) }));
          case 'created': {
            const answer: ApplicationAnswer = { application: applicationView(outcome.row) };
            return result(201, answer);
          }
        }
      };
      if (!session) return apply();
      return limitedPerAccount({ action: 'certification', account: session.user, locale, key: 'author:api.accountLimited' }, apply);
    },
  }),
});
