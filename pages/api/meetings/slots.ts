import { slotsQuery } from '@/lib/companies/meeting-schemas';
import { MEETING_REQUESTER_KINDS } from '@/server/companies/meetings/access';
import { meetingText } from '@/server/companies/meetings/api-messages';
import { slotDays } from '@/server/companies/meetings/slot-days';
import { ApiError } from '@/server/http/errors';
import { apiRoute, method } from '@/server/http/handler';

/**
 * GET /api/meetings/slots?company=&show= (members): the show's days and half-hour slots, each marked taken when
 * the company has a meeting in it or the member has one then (nothing says whose) → `{ days }`. 404 when the
 * company has no booth at that show, or the show is over.
 */
export default apiRoute({
  GET: method({
    access: MEETING_REQUESTER_KINDS,
    query: slotsQuery,
    handle: async ({ session, query, locale, db }) => {
      const found = await slotDays(db, query.company, query.show, session.user.id);
      if (!found) throw new ApiError('not_found', await meetingText(locale, 'api.notFound'));
      return { days: found.days };
    },
  }),
});
