import { idParam } from '@/lib/http/api-queries';
import { cachedCategories, cachedProfile } from '@/server/companies/cached-reads';
import { companyProfile } from '@/server/companies/views';
import { ApiError, defaultMessage } from '@/server/http/errors';
import { apiRoute, method } from '@/server/http/handler';

/** GET /api/companies/{id}: a public company's profile (products, shows with hall and booth, public contact); 404 when unknown or hidden. */
export default apiRoute({
  GET: method({
    query: idParam,
    handle: async ({ query, locale, db }) => {
      const [row, categories] = await Promise.all([cachedProfile(db, query.id), cachedCategories(db)]);
      if (!row) throw new ApiError('not_found', defaultMessage('not_found', locale));
      return companyProfile(row, categories, locale === 'en');
    },
  }),
});
