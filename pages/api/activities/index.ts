import { activitySummaryJson } from '@/server/api/activity-json';
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
      return { items: rows.map((a) => activitySummaryJson(a)) };
    },
  }),
});
