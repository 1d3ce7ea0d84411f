import { renameCategorySchema } from '@/lib/companies/category-admin';
import { idParam } from '@/lib/http/api-queries';
import { STAFF_KINDS } from '@/server/auth/api-auth';
import { categoryText, renameAnswer } from '@/server/companies/category-admin-api';
import { staffCategory } from '@/server/companies/category-admin';
import { ApiError } from '@/server/http/errors';
import { apiRoute, method } from '@/server/http/handler';

/**
 * GET /api/admin/categories/{id} → { item }: one category as the console lists it.
 * PUT { name, nameEn?, version } → { groups, item }: new names; `version` (the item's, as listed) is required —
 * 400 without it, 409 `conflict` with `fields.version` when someone renamed it since, 409 with `fields.name` when
 * its level has that name. 404 unknown. Editors and admins; audited.
 */
export default apiRoute({
  GET: method({
    access: STAFF_KINDS,
    query: idParam,
    handle: async ({ db, query, locale }) => {
      const item = await staffCategory(db, query.id);
      if (!item) throw new ApiError('not_found', await categoryText(locale, 'notFound'));
      return { item };
    },
  }),
  PUT: method({
    access: STAFF_KINDS,
    query: idParam,
    body: renameCategorySchema,
    handle: ({ db, session, query, body, locale }) => renameAnswer({ db, actor: session.user, locale }, query.id, body),
  }),
});
