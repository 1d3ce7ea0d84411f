import { searchApiQuery } from '@/lib/search/schema';
import { apiRoute, method } from '@/server/http/handler';
import { cached } from '@/server/kernel/cache';
import { searchResults } from '@/server/search/results';

/**
 * GET /api/search?q=&page=: the site search, as the /search page shows it
 * (results with highlighted segments, 10 a page). q is trimmed, 1–50
 * characters; page ≥ 1; anything else is a 400.
 */
export default apiRoute({
  GET: method({
    query: searchApiQuery,
    handle: async ({ query, locale, db }) => {
      return cached(`search:${locale}:${query.page}:${query.q}`, ['articles', 'activities', 'jobs', 'companies'], () =>
        searchResults(db, { query: query.q, page: query.page, locale }),
      );
    },
  }),
});
