import { idParam } from '@/lib/schemas/api-queries';
import { activityDetailJson } from '@/server/api/activity-json';
import { ApiError, defaultMessage } from '@/server/api/errors';
import { apiRoute, method } from '@/server/api/handler';
import { cached } from '@/server/cache';
import { getActivity } from '@/server/content/activities';
import { database } from '@/server/db';

/** GET /api/activities/{id}: one published activity (past ones included); 404 when unknown or unpublished. */
export default apiRoute({
  GET: method({
    query: idParam,
    handle: async ({ query, locale }) => {
      const { db } = await database();
      const activity = await cached(`activities:detail:${query.id}`, ['activities'], () => getActivity(db, query.id));
      if (!activity) throw new ApiError('not_found', defaultMessage('not_found', locale));
      return activityDetailJson(activity);
    },
  }),
});
