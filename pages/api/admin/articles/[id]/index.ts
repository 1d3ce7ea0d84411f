import { idParam } from '@/lib/schemas/api-queries';
import { articleDraftSchema } from '@/lib/schemas/article';
import { ApiError } from '@/server/api/errors';
import { apiRoute, method, result } from '@/server/api/handler';
import { STAFF_KINDS } from '@/server/auth/api-auth';
import { deleteArticle, getAdminArticle, updateArticle } from '@/server/content/article-admin';
import { adminArticleAnswer, adminArticleText } from '@/server/content/article-admin-api';
import { database } from '@/server/db';

/**
 * One article in the console (editors and admins), whatever its author and state:
 * - GET → `{ article }` with its stored (sanitised) body;
 * - PUT `{ title, channel, summary, cover?, body }` → `{ article }`: saved,
 *   keeping its state (a published article stays published);
 * - DELETE → 204: deleted for good.
 *
 * 401 not logged in, 403 not staff, 404 unknown article, 400 with fields.
 */
export default apiRoute({
  GET: method({
    access: STAFF_KINDS,
    query: idParam,
    handle: async ({ query, locale }) => {
      const { db } = await database();
      const article = await getAdminArticle(db, query.id);
      if (!article) throw new ApiError('not_found', await adminArticleText(locale, 'api.notFound'));
      return { article };
    },
  }),
  PUT: method({
    access: STAFF_KINDS,
    query: idParam,
    body: articleDraftSchema,
    handle: async ({ session: { user }, query, body, locale }) => {
      const { db } = await database();
      return { article: await adminArticleAnswer(await updateArticle(db, user, query.id, body), locale) };
    },
  }),
  DELETE: method({
    access: STAFF_KINDS,
    query: idParam,
    handle: async ({ session: { user }, query, locale }) => {
      const { db } = await database();
      const outcome = await deleteArticle(db, user, query.id);
      if (outcome.kind === 'not_found') throw new ApiError('not_found', await adminArticleText(locale, 'api.notFound'));
      return result(204);
    },
  }),
});
