import { articleListQuery } from '@/lib/schemas/api-queries';
import { articleSummaryJson } from '@/server/api/article-json';
import { apiRoute, method } from '@/server/api/handler';
import { cached } from '@/server/cache';
import { listArticles, PUBLIC_CHANNELS } from '@/server/content/articles';
import { database } from '@/server/db';

/** GET /api/articles?channel=&q=&page=: published articles, newest first, 10 a page (members-only ones as title and summary). */
export default apiRoute({
  GET: method({
    query: articleListQuery,
    handle: async ({ query }) => {
      const { db } = await database();
      const channel = query.channel ?? PUBLIC_CHANNELS;
      const key = `articles:list:${query.channel ?? 'public'}:${query.page}:${query.q}`;
      const list = await cached(key, ['articles'], () => listArticles(db, { channel, page: query.page, q: query.q }));
      return { ...list, items: list.items.map(articleSummaryJson) };
    },
  }),
});
