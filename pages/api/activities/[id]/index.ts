import { idParam } from '@/lib/http/api-queries';
import { activityDetailJson } from '@/server/activities/views';
import { ApiError, defaultMessage } from '@/server/http/errors';
import { apiRoute, method } from '@/server/http/handler';
import { cached } from '@/server/kernel/cache';
import { getActivity } from '@/server/activities/queries';

/** GET /api/activities/{id}: one published activity (past ones included); 404 when unknown or unpublished. */
export default apiRoute({
  GET: method({
    query: idParam,
    handle: async ({ query, locale, db }) => {
      const activity = await cached(`activities:detail:${query.id}`, ['activities'], () => getActivity(db, query.id));
      if (!activity) throw new ApiError('not_found', defaultMessage('not_found', locale));
      return activityDetailJson(activity);
    },
  }),
});
