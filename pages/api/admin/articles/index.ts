import { adminArticleQuery } from '@/lib/articles/staff-schema';
import { articleDraftSchema } from '@/lib/articles/schema';
import { apiRoute, method, result } from '@/server/http/handler';
import { limitedPerAccount } from '@/server/http/rate-limited';
import { STAFF_KINDS } from '@/server/auth/api-auth';
import { createArticle, listAdminArticles } from '@/server/articles/staff';
import { adminArticleAnswer } from '@/server/articles/staff-api';

/**
 * GET /api/admin/articles?channel=&status=&author=&q=&page= (editors and
 * admins): every article of any author and state — status draft, pending,
 * published, scheduled (published, its time still to come) or rejected —
 * last changed first, 20 a page → `{ items, total, page, pageCount }`.
 *
 * POST /api/admin/articles `{ title, channel, summary, cover?, body }`: a new
 * draft written by the staff member (the body sanitised) → 201 `{ article }`;
 * 429 over the staff allowance of new articles (counted with those written on
 * /publish: LIMITS in server/auth/throttle.ts).
 *
 * 401 not logged in, 403 not staff, 400 with fields.
 */
export default apiRoute({
  GET: method({
    access: STAFF_KINDS,
    query: adminArticleQuery,
    handle: async ({ query, db }) => {
      return listAdminArticles(db, query);
    },
  }),
  POST: method({
    access: STAFF_KINDS,
    body: articleDraftSchema,
    handle: async ({ session: { user }, db, body, locale }) => {
      const article = await limitedPerAccount({ action: 'articleCreate', account: user, locale, key: 'publish:api.limited.create' }, async () =>
        adminArticleAnswer(await createArticle(db, user, body), locale),
      );
      return result(201, { article });
    },
  }),
});
