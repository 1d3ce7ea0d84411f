import { checkInSchema } from '@/lib/schemas/registration';
import { apiRoute, method, result } from '@/server/http/handler';
import { chinaDateTime } from '@/server/kernel/china-time';
import { activityText } from '@/server/activities/registrations/api-messages';
import { ApiError } from '@/server/http/errors';
import { checkIn } from '@/server/activities/registrations/check-in';

/**
 * POST /api/checkins `{ code }` (exhibitors): checks in the ticket with this
 * code and adds its holder to the exhibitor's leads. 201 on the first check-in,
 * 200 when it had been checked in before (`first: false`, with the time);
 * 404 unknown code; 403 for a ticket of an activity the exhibitor is not
 * attached to (saying nothing of the registration); 409 before the
 * activity's doors-open time (with the time), after its end, and for a
 * waitlisted or cancelled registration.
 */
export default apiRoute({
  POST: method({
    access: ['exhibitor'],
    body: checkInSchema,
    handle: async ({ session, body, locale, db }) => {
      const outcome = await checkIn(db, session.user.id, body.code);
      switch (outcome.kind) {
        case 'not_found':
          throw new ApiError('not_found', await activityText(locale, 'checkIn.notFound'));
        case 'not_attached':
          throw new ApiError('forbidden', await activityText(locale, 'checkIn.notAttached'));
        case 'not_open':
          throw new ApiError('conflict', await activityText(locale, 'checkIn.notOpen', { time: chinaDateTime(outcome.doorsOpenAt) }));
        case 'ended':
          throw new ApiError('conflict', await activityText(locale, 'checkIn.ended'));
        case 'not_admitted':
          throw new ApiError('conflict', await activityText(locale, `checkIn.${outcome.status}`));
        case 'checked_in':
          return result(outcome.first ? 201 : 200, {
            first: outcome.first,
            checkedInLabel: chinaDateTime(outcome.visitor.checkedInAt),
            visitor: outcome.visitor,
          });
      }
    },
  }),
});
