import { idParam } from '@/lib/http/api-queries';
import { activityCalendar, calendarActivity } from '@/server/activities/calendar';
import { ApiError, defaultMessage } from '@/server/http/errors';
import { apiRoute, method } from '@/server/http/handler';
import { siteConfig } from '@/server/kernel/site-config';

/**
 * GET /api/activities/{id}/ics: the activity as a calendar file to add to a phone's or computer's calendar;
 * a hidden activity people registered for answers as cancelled (server/activity-calendar.ts).
 */
export default apiRoute({
  GET: method({
    query: idParam,
    handle: async ({ query, res, locale, db }) => {
      const found = await calendarActivity(db, query.id);
      if (!found) throw new ApiError('not_found', defaultMessage('not_found', locale));
      const { activity, cancelled } = found;
      const site = siteConfig();
      const body = activityCalendar(activity, { siteName: site.name, url: `${site.url}/activityDetail?id=${activity.id}`, cancelled });
      res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="activity-${activity.id}.ics"`);
      res.setHeader('Cache-Control', 'public, max-age=0, s-maxage=60');
      res.status(200).send(body);
      return undefined;
    },
  }),
});
