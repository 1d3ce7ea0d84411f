import { adminArticleSaveSchema, articleActionQuery } from '@/lib/articles/staff-schema';
import { idParam } from '@/lib/http/api-queries';
import { ApiError } from '@/server/http/errors';
import { apiRoute, method, result } from '@/server/http/handler';
import { STAFF_KINDS } from '@/server/auth/api-auth';
import { deleteArticle, getAdminArticle, updateArticle } from '@/server/articles/staff';
import { adminArticleAnswer, adminArticleText } from '@/server/articles/staff-api';
import { staleSaveError } from '@/server/audit/record-version';

/**
 * One article in the console (editors and admins), whatever its author and state:
 * - GET → `{ article }` with its stored (sanitised) body and `updatedAt`, its version;
 * - PUT `{ title, channel, summary, cover?, body, version }` → `{ article }`:
 *   saved, keeping its state (a published article stays published); `version`
 *   is the `updatedAt` the editor opened, required;
 * - DELETE `?version=` (optional) → 204: deleted for good.
 *
 * 401 not logged in, 403 not staff, 404 unknown article, 400 with fields (also
 * without a version), 409 `conflict` with `fields.version` when someone saved
 * the article since that version (nothing is written).
 */
export default apiRoute({
  GET: method({
    access: STAFF_KINDS,
    query: idParam,
    handle: async ({ query, locale, db }) => {
      const article = await getAdminArticle(db, query.id);
      if (!article) throw new ApiError('not_found', await adminArticleText(locale, 'api.notFound'));
      return { article };
    },
  }),
  PUT: method({
    access: STAFF_KINDS,
    query: idParam,
    body: adminArticleSaveSchema,
    handle: async ({ session: { user }, db, query, body, locale }) => {
      return { article: await adminArticleAnswer(await updateArticle(db, user, query.id, body), locale) };
    },
  }),
  DELETE: method({
    access: STAFF_KINDS,
    query: articleActionQuery,
    handle: async ({ session: { user }, db, query, locale }) => {
      const outcome = await deleteArticle(db, user, query.id, query.version);
      if (outcome.kind === 'not_found') throw new ApiError('not_found', await adminArticleText(locale, 'api.notFound'));
      if (outcome.kind === 'stale') throw await staleSaveError(locale, outcome.version);
      return result(204);
    },
  }),
});
