import { publishSchema } from '@/lib/articles/staff-schema';
import { idParam } from '@/lib/http/api-queries';
import { apiRoute, method } from '@/server/http/handler';
import { STAFF_KINDS } from '@/server/auth/api-auth';
import { publishArticle } from '@/server/articles/staff';
import { adminArticleAnswer } from '@/server/articles/staff-api';

/**
 * POST /api/admin/articles/{id}/publish (editors and admins) `{ mode: "now" }`
 * or `{ mode: "schedule", at: "YYYY-MM-DDTHH:mm" }` (China time, still to
 * come): published now, or at that time — stored as published with that time,
 * so the public pages show it from then on with nothing left to run →
 * `{ article }`. What is stored needs a title, a summary and a body.
 *
 * `version` (optional) is the article's `updatedAt` the editor has: 409
 * `conflict` with `fields.version` when someone saved it since (what would go
 * public is not what the editor saw).
 *
 * 401 not logged in, 403 not staff, 404 unknown article, 409 readers can
 * already read it (mode now), 400 with fields (`at` missing, malformed or past;
 * title, summary or body missing).
 */
export default apiRoute({
  POST: method({
    access: STAFF_KINDS,
    query: idParam,
    body: publishSchema,
    handle: async ({ session: { user }, db, query, body, locale }) => {
      return { article: await adminArticleAnswer(await publishArticle(db, user, query.id, body), locale) };
    },
  }),
});
