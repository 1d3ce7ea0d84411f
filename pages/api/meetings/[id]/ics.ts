import { idParam } from '@/lib/http/api-queries';
import { routes } from '@/lib/routes';
import { MEETING_PARTY_KINDS } from '@/server/companies/meetings/access';
import { meetingText } from '@/server/companies/meetings/api-messages';
import { calendarMeeting, meetingCalendar } from '@/server/companies/meetings/calendar';
import { ApiError, defaultMessage } from '@/server/http/errors';
import { apiRoute, method } from '@/server/http/handler';
import { siteConfig } from '@/server/kernel/site-config';

/**
 * GET /api/meetings/{id}/ics (the meeting's member, or an exhibitor account of its company): the meeting as a
 * calendar file — confirmed when accepted, cancelled when cancelled or declined (server/companies/meetings/
 * calendar.ts). 404 for anyone else and for a meeting not yet accepted.
 */
export default apiRoute({
  GET: method({
    access: MEETING_PARTY_KINDS,
    query: idParam,
    handle: async ({ session, query, res, locale, db }) => {
      const found = await calendarMeeting(db, session.user, query.id, locale);
      if (!found) throw new ApiError('not_found', defaultMessage('not_found', locale));
      const site = siteConfig();
      const { meeting } = found;
      const party = found.side === 'member' ? found.company : meeting.requester.name;
      const body = meetingCalendar({
        meeting,
        summary: await meetingText(locale, 'calendar.summary', { party }),
        location: found.location,
        description: [found.title, meeting.note, meeting.replyNote].filter(Boolean).join('\n\n'),
        siteName: locale === 'en' ? site.nameEn : site.name,
        url: `${site.url}${found.side === 'member' ? routes.account : routes.exhibitor}#meetings`,
      });
      res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="meeting-${meeting.id}.ics"`);
      res.status(200).send(body);
      return undefined;
    },
  }),
});
