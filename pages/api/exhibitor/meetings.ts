import type { ExhibitorMeetingsAnswer } from '@/lib/companies/meeting-views';
import { companyOfAccount } from '@/server/companies/meetings/company-of-account';
import { exhibitorMeetings, freeSlotsOf } from '@/server/companies/meetings/lists';
import { apiRoute, method } from '@/server/http/handler';

/**
 * GET /api/exhibitor/meetings (exhibitors): the meetings members asked of the account's company (users.companyId)
 * at shows not yet over, each with only what its member chose to give, and the free slots the company may
 * propose instead → `{ meetings, freeSlots }` (empty for an account with no company).
 */
export default apiRoute({
  GET: method({
    access: ['exhibitor'],
    handle: async ({ session, locale, db }): Promise<ExhibitorMeetingsAnswer> => {
      const companyId = await companyOfAccount(db, session.user.id);
      if (companyId === null) return { meetings: [], freeSlots: {} };
      const meetings = await exhibitorMeetings(db, companyId, locale);
      const freeSlots = await freeSlotsOf(db, companyId, [...new Set(meetings.map((meeting) => meeting.showId))]);
      return { meetings, freeSlots };
    },
  }),
});
