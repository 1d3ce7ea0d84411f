import { z } from 'zod';
import { cancelSchema, lookupSchema } from '@/lib/registrations/schema';
import { apiRoute, method } from '@/server/http/handler';
import { rateLimitedError } from '@/server/http/rate-limited';
import { clientAddress } from '@/server/auth/client-address';
import { throttle } from '@/server/auth/throttle';
import { invalidate } from '@/server/kernel/cache';
import { ApiError } from '@/server/http/errors';
import { activityText, notFoundError } from '@/server/activities/registrations/api-messages';
import { registrationAnswer } from '@/server/activities/registrations/details';
import { requestProof } from '@/server/activities/registrations/owner-proof';
import { cancelAttendee, cancelRegistration } from '@/server/activities/registrations/cancel';
import { contactProof } from '@/server/activities/registrations/owner-proof';

/**
 * POST /api/registrations/{code}/cancel `{ mobile?, email?, key?, attendee? }`: cancels the registrant's
 * own registration and answers with it `{ registration, activity }` (status
 * cancelled; a checked-in one stays checked in with those who came, the others
 * cancelled) — or, with `attendee` (an attendee's code), only that attendee of
 * the group (409 when they were checked in or cancelled). Its seats go to the waitlist
 * in order. The proof is the mobile number or e-mail address it was made with, or — without
 * either — the key of the ticket link in its messages, the capability
 * cookie of the browser that made it, or a logged-in member's verified mobile number. A wrong
 * code, an unknown mobile number and a missing proof get the same 404; it
 * counts toward the look-up limit of the address.
 */
export default apiRoute({
  POST: method({
    query: z.object({ code: lookupSchema.shape.code }),
    body: cancelSchema,
    handle: async ({ req, res, query, body, locale, db }) => {
      const wait = await (await throttle()).lookupWait(clientAddress(req));
      if (wait !== null) throw await rateLimitedError(locale, wait, 'activity:form.limited');
      const proof = body.mobile || body.email ? contactProof(body) : await requestProof(req, res, db, query.code, body.key);
      if (body.attendee) {
        const outcome = await cancelAttendee(db, query.code, body.attendee, proof);
        if (outcome.kind === 'not_found') throw await notFoundError(locale);
        if (outcome.kind === 'not_cancellable') throw new ApiError('conflict', await activityText(locale, 'ticket.attendeeNotCancellable'));
        invalidate('activities');
        return registrationAnswer(db, outcome.registration, locale);
      }
      const cancelled = await cancelRegistration(db, query.code, proof);
      if (!cancelled) throw await notFoundError(locale);
      invalidate('activities');
      return registrationAnswer(db, cancelled, locale);
    },
  }),
});
