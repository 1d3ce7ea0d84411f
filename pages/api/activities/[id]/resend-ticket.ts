import { and, eq, ne } from 'drizzle-orm';
import { idParam } from '@/lib/http/api-queries';
import { resendTicketSchema } from '@/lib/registrations/schema';
import { ApiError, defaultMessage } from '@/server/http/errors';
import { apiRoute, method, result } from '@/server/http/handler';
import { rateLimitedError } from '@/server/http/rate-limited';
import { clientAddress } from '@/server/auth/client-address';
import { throttle } from '@/server/auth/throttle';
import { activities, registrations } from '@/server/db/schema';
import { resendTicket } from '@/server/activities/registrations/messages';

/**
 * POST /api/activities/{id}/resend-ticket `{ mobile }` or `{ email }`: "resend my
 * ticket", offered with the answer to a repeated registration. When that number
 * (or address) has a registration for the activity (not cancelled), its code and
 * ticket link go to that number by SMS (a number outside mainland China without
 * an international template: to the registration's e-mail) or to that address
 * only. The answer is the same 202 either way, so it tells nobody whether it
 * registered. 429 after one a minute (five a day) per activity and contact, or ten in 10 minutes from one
 * address; 404 for an unknown activity.
 */
export default apiRoute({
  POST: method({
    query: idParam,
    body: resendTicketSchema,
    handle: async ({ req, query, body, locale, db }) => {
      const wait = await (await throttle()).resendTicketWait(clientAddress(req), query.id, body.mobile || body.email);
      if (wait !== null) throw await rateLimitedError(locale, wait, 'activity:form.resendLimited');
      const found = await db.transaction(async (tx) => {
        const [activity] = await tx
          .select()
          .from(activities)
          .where(and(eq(activities.id, query.id), eq(activities.published, true)));
        if (!activity) return false;
        const [row] = await tx
          .select()
          .from(registrations)
          .where(
            and(
              eq(registrations.activityId, query.id),
              body.mobile ? eq(registrations.mobile, body.mobile) : eq(registrations.email, body.email),
              ne(registrations.status, 'cancelled'),
            ),
          );
        if (row) await resendTicket(tx, row, activity, new Date(), body.mobile ? 'mobile' : 'email');
        return true;
      });
      if (!found) throw new ApiError('not_found', defaultMessage('not_found', locale));
      return result(202, { sent: true });
    },
  }),
});
