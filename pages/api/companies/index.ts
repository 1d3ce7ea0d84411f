import { directoryQuerySchema } from '@/lib/companies/directory-query';
import { cachedDirectory } from '@/server/companies/cached-reads';
import { companyCard } from '@/server/companies/views';
import { apiRoute, method } from '@/server/http/handler';

/**
 * GET /api/companies?kind=&category=&province=&city=&certified=1&q=&page=: the public directory, 12 a page,
 * certified companies first; names and texts in the request's language. Malformed values are a 400.
 */
export default apiRoute({
  GET: method({
    query: directoryQuerySchema,
    handle: async ({ query, locale, db }) => {
      const { list, categories } = await cachedDirectory(db, query);
      const english = locale === 'en';
      return { items: list.items.map((row) => companyCard(row, categories, english)), total: list.total, page: list.page, pageCount: list.pageCount };
    },
  }),
});
