import { meetingRequestSchema } from '@/lib/companies/meeting-schemas';
import type { MemberMeetingsAnswer } from '@/lib/companies/meeting-views';
import { requestMeeting } from '@/server/companies/meetings/book';
import { meetingRefusal } from '@/server/companies/meetings/api-messages';
import { memberMeetings } from '@/server/companies/meetings/lists';
import { MEETING_REQUESTER_KINDS } from '@/server/companies/meetings/access';
import { apiRoute, method, result } from '@/server/http/handler';
import { limitedPerAccount } from '@/server/http/rate-limited';

/**
 * GET /api/meetings (members): the member's meetings at shows not yet over, `{ meetings }` (the company, its
 * booth, the slot, the status, the notes and the calendar file of an accepted one).
 *
 * POST /api/meetings `{ companyId, showId, startsAt, note, name, company, position, contact: "login" |
 * "other", contactValue }`: asks the company for a meeting in one of the show's half-hour slots → 201
 * `{ meeting }` (requested); the exhibitor is told. 400 with field errors (a slot that is not the show's or has
 * begun), 403 the member's own company, 404 a company with no booth at a show that is not over, 409 the slot
 * taken (by another member, or one of the member's own meetings) or a limit reached, 429 over the account's
 * meeting writes (server/auth/throttle.ts).
 */
export default apiRoute({
  GET: method({
    access: MEETING_REQUESTER_KINDS,
    handle: async ({ session, locale, db }): Promise<MemberMeetingsAnswer> => ({ meetings: await memberMeetings(db, session.user.id, locale) }),
  }),
  POST: method({
    access: MEETING_REQUESTER_KINDS,
    body: meetingRequestSchema,
    handle: async ({ session, body, locale, db }) =>
      limitedPerAccount({ action: 'meetingWrite', account: session.user, locale, key: 'meetings:api.accountLimited' }, async () => {
        const outcome = await requestMeeting(db, session.user, body, locale);
        if (outcome.kind !== 'requested') throw await meetingRefusal(locale, outcome);
        const meetings = await memberMeetings(db, session.user.id, locale);
        return result(201, { meeting: meetings.find((meeting) => meeting.id === outcome.meeting.id) ?? null });
      }),
  }),
});
