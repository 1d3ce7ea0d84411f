import { checkInSchema } from '@/lib/registrations/schema';
import { apiRoute, method, result } from '@/server/http/handler';
import { chinaDateTime } from '@/server/kernel/china-time';
import { activityText } from '@/server/activities/registrations/api-messages';
import { ApiError, type ApiLocale } from '@/server/http/errors';
import { checkIn, previewCheckIn, type CheckInRefusal } from '@/server/activities/registrations/check-in';

/** The error of a ticket that cannot be checked in here and now, the same for the look-up and the check-in. */
async function refusal(outcome: CheckInRefusal, locale: ApiLocale): Promise<ApiError> {
  switch (outcome.kind) {
    case 'not_found':
      return new ApiError('not_found', await activityText(locale, 'checkIn.notFound'));
    case 'not_attached':
      return new ApiError('forbidden', await activityText(locale, 'checkIn.notAttached'));
    case 'not_open':
      return new ApiError('conflict', await activityText(locale, 'checkIn.notOpen', { time: chinaDateTime(outcome.doorsOpenAt) }));
    case 'ended':
      return new ApiError('conflict', await activityText(locale, 'checkIn.ended'));
    case 'not_admitted':
      return new ApiError('conflict', await activityText(locale, `checkIn.${outcome.status}`));
  }
}

/**
 * The booth's check-in (exhibitors), in two steps.
 *
 * GET /api/checkins?code= says whose ticket it is, writing nothing:
 * `{ status: "confirmed" | "checked_in", checkedInLabel, inLeads, visitor }`
 * (the time it was checked in, or null; whether the visitor is among this
 * exhibitor's leads already), so that the exhibitor sees the name before
 * pressing 确认签到.
 *
 * POST /api/checkins `{ code }` checks the ticket in and adds its holder to
 * the exhibitor's leads: 201 on the first check-in, 200 when it had been
 * checked in before (`first: false`, with the time).
 *
 * Both refuse alike: 404 unknown code; 403 for a ticket of an activity the
 * exhibitor is not attached to (saying nothing of the registration); 409
 * before the activity's doors-open time (with the time), after its end, and
 * for a waitlisted or cancelled registration.
 */
export default apiRoute({
  GET: method({
    access: ['exhibitor'],
    query: checkInSchema,
    handle: async ({ session, query, locale, db }) => {
      const outcome = await previewCheckIn(db, session.user.id, query.code);
      if (outcome.kind !== 'admissible') throw await refusal(outcome, locale);
      return {
        status: outcome.status,
        checkedInLabel: outcome.checkedInAt ? chinaDateTime(outcome.checkedInAt) : null,
        inLeads: outcome.inLeads,
        visitor: outcome.visitor,
      };
    },
  }),
  POST: method({
    access: ['exhibitor'],
    body: checkInSchema,
    handle: async ({ session, body, locale, db }) => {
      const outcome = await checkIn(db, session.user.id, body.code);
      if (outcome.kind !== 'checked_in') throw await refusal(outcome, locale);
      return result(outcome.first ? 201 : 200, {
        first: outcome.first,
        checkedInLabel: chinaDateTime(outcome.visitor.checkedInAt),
        visitor: outcome.visitor,
      });
    },
  }),
});
