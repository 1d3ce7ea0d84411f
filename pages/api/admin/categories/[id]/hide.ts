import { hideCategorySchema } from '@/lib/companies/category-admin';
import { idParam } from '@/lib/http/api-queries';
import { STAFF_KINDS } from '@/server/auth/api-auth';
import { hideAnswer } from '@/server/companies/category-admin-api';
import { apiRoute, method } from '@/server/http/handler';

/** POST /api/admin/categories/{id}/hide { hidden: boolean } → { groups, item }: hidden from the public (a top category with its sub-categories), or shown again. */
export default apiRoute({
  POST: method({
    access: STAFF_KINDS,
    query: idParam,
    body: hideCategorySchema,
    handle: ({ db, session, query, body, locale }) => hideAnswer({ db, actor: session.user, locale }, query.id, body.hidden),
  }),
});
