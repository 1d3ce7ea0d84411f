import { z } from 'zod';
import { ACTIVITY_KINDS } from '@/lib/activities/rules';
import { activitySummaryJson } from '@/server/activities/views';
import { apiRoute, method } from '@/server/http/handler';
import { cached } from '@/server/kernel/cache';
import { upcomingActivities } from '@/server/activities/queries';

const query = z.object({ kind: z.enum(ACTIVITY_KINDS).optional() });

/** GET /api/activities[?kind=]: the activities still to come (of that kind), soonest first, with kind, seats left and registration state. */
export default apiRoute({
  GET: method({
    query,
    handle: async ({ query: { kind }, db }) => {
      const rows = await cached('activities:upcoming', ['activities'], () => upcomingActivities(db, 50));
      return { items: rows.filter((a) => !kind || a.kind === kind).map((a) => activitySummaryJson(a)) };
    },
  }),
});
