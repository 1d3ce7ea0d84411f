import { meetingActionSchema } from '@/lib/companies/meeting-schemas';
import { idParam } from '@/lib/http/api-queries';
import { actOnMeeting } from '@/server/companies/meetings/act';
import { MEETING_PARTY_KINDS } from '@/server/companies/meetings/access';
import { meetingRefusal } from '@/server/companies/meetings/api-messages';
import { apiRoute, method } from '@/server/http/handler';
import { limitedPerAccount } from '@/server/http/rate-limited';

/**
 * PATCH /api/meetings/{id} `{ action: "accept" | "propose" | "decline" | "cancel", version, replyNote?,
 * startsAt? (propose) }`: the member who asked, or an exhibitor account of the company, acts on the meeting
 * (the steps each may take: server/companies/meetings/act.ts) → `{ meeting: { id, status, version, startsAt } }`;
 * the other side is told. 404 for anyone else (nothing says the meeting exists), 409 an older `version` (a
 * second tab), a step the meeting's status does not allow, a slot begun, a proposed slot taken; 400 a proposed
 * slot that is not the show's; 429 over the account's meeting writes.
 */
export default apiRoute({
  PATCH: method({
    access: MEETING_PARTY_KINDS,
    query: idParam,
    body: meetingActionSchema,
    handle: async ({ session, query, body, locale, db }) =>
      limitedPerAccount({ action: 'meetingWrite', account: session.user, locale, key: 'meetings:api.accountLimited' }, async () => {
        const outcome = await actOnMeeting(db, session.user, query.id, body);
        if (outcome.kind !== 'done') throw await meetingRefusal(locale, outcome);
        const { meeting } = outcome;
        return { meeting: { id: meeting.id, status: meeting.status, version: meeting.updatedAt.toISOString(), startsAt: meeting.startsAt.toISOString() } };
      }),
  }),
});
