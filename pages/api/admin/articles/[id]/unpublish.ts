import { idParam } from '@/lib/schemas/api-queries';
import { apiRoute, method } from '@/server/api/handler';
import { STAFF_KINDS } from '@/server/auth/api-auth';
import { unpublishArticle } from '@/server/content/article-admin';
import { adminArticleAnswer } from '@/server/content/article-admin-api';
import { database } from '@/server/db';

/**
 * POST /api/admin/articles/{id}/unpublish (editors and admins): a published
 * or scheduled article leaves the site — back to a draft, its publication
 * time cleared → `{ article }`. 401 not logged in, 403 not staff, 404 unknown
 * article, 409 not published.
 */
export default apiRoute({
  POST: method({
    access: STAFF_KINDS,
    query: idParam,
    handle: async ({ session: { user }, query, locale }) => {
      const { db } = await database();
      return { article: await adminArticleAnswer(await unpublishArticle(db, user, query.id), locale) };
    },
  }),
});
