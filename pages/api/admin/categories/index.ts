import { newCategorySchema } from '@/lib/companies/category-admin';
import { STAFF_KINDS } from '@/server/auth/api-auth';
import { createAnswer } from '@/server/companies/category-admin-api';
import { staffCategoryGroups } from '@/server/companies/category-admin';
import { apiRoute, method, result } from '@/server/http/handler';

/**
 * GET /api/admin/categories → { groups }: the shared category list, hidden categories too, each top category with
 * its sub-categories in the staff's order and how many companies name each.
 * POST { name, nameEn?, parentId? } → 201 { groups, item }: a new top category, or a sub-category of the top
 * category `parentId`, at the end of its level (400 with field errors; 409 `conflict` when its level has the name;
 * 429 beyond the account's allowance). Editors and admins; audited.
 */
export default apiRoute({
  GET: method({ access: STAFF_KINDS, handle: async ({ db }) => ({ groups: await staffCategoryGroups(db) }) }),
  POST: method({
    access: STAFF_KINDS,
    body: newCategorySchema,
    handle: async ({ db, session, body, locale }) => result(201, await createAnswer({ db, actor: session.user, locale }, body)),
  }),
});
