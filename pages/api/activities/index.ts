import { activityState, seatsLeft } from '@/lib/activity-state';
import { apiRoute, method } from '@/server/api/handler';
import { cached } from '@/server/cache';
import { upcomingActivities } from '@/server/content/activities';
import { database } from '@/server/db';

/** GET /api/activities: the activities still to come, soonest first, with seats left and registration state. */
export default apiRoute({
  GET: method({
    handle: async () => {
      const { db } = await database();
      const rows = await cached('activities:upcoming', ['activities'], () => upcomingActivities(db, 50));
      return {
        items: rows.map((a) => ({
          id: a.id,
          title: a.title,
          titleEn: a.titleEn,
          summary: a.summary,
          venue: a.venue,
          city: a.city,
          startsAt: a.startsAt.toISOString(),
          endsAt: a.endsAt.toISOString(),
          capacity: a.capacity,
          seatsLeft: seatsLeft(a),
          state: activityState(a),
        })),
      };
    },
  }),
});
