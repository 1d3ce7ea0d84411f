import { idParam } from '@/lib/http/api-queries';
import { moveSchema } from '@/lib/catalogue/schema';
import { STAFF_KINDS } from '@/server/auth/api-auth';
import { moveAnswer } from '@/server/catalogue/api';
import { apiRoute, method } from '@/server/http/handler';

/** POST /api/admin/partners/{id}/move { direction: 'up' | 'down' } → { moved, items }: one place in the public order, swapped with its neighbour in one transaction. */
export default apiRoute({
  POST: method({
    access: STAFF_KINDS,
    query: idParam,
    body: moveSchema,
    handle: ({ db, session, query, body, locale }) => moveAnswer(db, 'partners', { id: query.id, direction: body.direction, actor: session.user }, locale),
  }),
});
