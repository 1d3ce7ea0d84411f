import { moveCategorySchema } from '@/lib/companies/category-admin';
import { idParam } from '@/lib/http/api-queries';
import { STAFF_KINDS } from '@/server/auth/api-auth';
import { moveAnswer } from '@/server/companies/category-admin-api';
import { apiRoute, method } from '@/server/http/handler';

/** POST /api/admin/categories/{id}/move { direction: 'up' | 'down' } → { moved, groups, item }: one place among its siblings, swapped with its neighbour. */
export default apiRoute({
  POST: method({
    access: STAFF_KINDS,
    query: idParam,
    body: moveCategorySchema,
    handle: ({ db, session, query, body, locale }) => moveAnswer({ db, actor: session.user, locale }, query.id, body.direction),
  }),
});
