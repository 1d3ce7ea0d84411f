import { articleActionQuery } from '@/lib/articles/staff-schema';
import { apiRoute, method } from '@/server/http/handler';
import { STAFF_KINDS } from '@/server/auth/api-auth';
import { unpublishArticle } from '@/server/articles/staff';
import { adminArticleAnswer } from '@/server/articles/staff-api';

/**
 * POST /api/admin/articles/{id}/unpublish?version= (editors and admins): a
 * published or scheduled article leaves the site — back to a draft, its
 * publication time cleared → `{ article }`. 401 not logged in, 403 not staff,
 * 404 unknown article, 409 not published, or (`fields.version`) saved by
 * someone since `version` (the list row's `updatedAt`, optional).
 */
export default apiRoute({
  POST: method({
    access: STAFF_KINDS,
    query: articleActionQuery,
    handle: async ({ session: { user }, db, query, locale }) => {
      return { article: await adminArticleAnswer(await unpublishArticle(db, user, query.id, query.version), locale) };
    },
  }),
});
