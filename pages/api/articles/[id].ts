import { idParam } from '@/lib/schemas/api-queries';
import { articleDetailJson } from '@/server/api/article-json';
import { ApiError, defaultMessage } from '@/server/api/errors';
import { apiRoute, method } from '@/server/api/handler';
import { cached } from '@/server/cache';
import { getArticle, PUBLIC_CHANNELS } from '@/server/content/articles';
import { database } from '@/server/db';

/** GET /api/articles/{id}: one published article (a members-only one without its body); 404 when unknown or unpublished. */
export default apiRoute({
  GET: method({
    query: idParam,
    handle: async ({ query, locale }) => {
      const { db } = await database();
      const article = await cached(`articles:api:${query.id}`, ['articles'], () => getArticle(db, query.id, [...PUBLIC_CHANNELS, 'pay']));
      if (!article) throw new ApiError('not_found', defaultMessage('not_found', locale));
      return articleDetailJson(article);
    },
  }),
});
