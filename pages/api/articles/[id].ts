import { idParam } from '@/lib/schemas/api-queries';
import { articleDetailJson } from '@/server/api/article-json';
import { ApiError, defaultMessage } from '@/server/api/errors';
import { apiRoute, method } from '@/server/api/handler';
import { cached } from '@/server/cache';
import { getArticle, PUBLIC_CHANNELS } from '@/server/content/articles';
import { currentViewer } from '@/server/auth/viewer';
import { database } from '@/server/db';
import { canReadMembersOnly } from '@/lib/guards';

/** GET /api/articles/{id}: one published article (a members-only one with its body only for members and staff); 404 when unknown or unpublished. */
export default apiRoute({
  GET: method({
    query: idParam,
    handle: async ({ req, res, query, locale }) => {
      const { db } = await database();
      const article = await cached(`articles:api:${query.id}`, ['articles'], () => getArticle(db, query.id, [...PUBLIC_CHANNELS, 'pay']));
      if (!article) throw new ApiError('not_found', defaultMessage('not_found', locale));
      return articleDetailJson(article, canReadMembersOnly(await currentViewer(req, res)));
    },
  }),
});
