import { idParam } from '@/lib/http/api-queries';
import { hideSchema } from '@/lib/catalogue/schema';
import { STAFF_KINDS } from '@/server/auth/api-auth';
import { hideAnswer } from '@/server/catalogue/api';
import { apiRoute, method } from '@/server/http/handler';

/** POST /api/admin/jobs/{id}/hide { hidden: boolean } → { item }: hidden from the public site, or shown again (the row as it is now). */
export default apiRoute({
  POST: method({
    access: STAFF_KINDS,
    query: idParam,
    body: hideSchema,
    handle: ({ db, session, query, body, locale }) => hideAnswer(db, 'jobs', { id: query.id, hidden: body.hidden, actor: session.user }, locale),
  }),
});
