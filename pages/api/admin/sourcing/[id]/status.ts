import { idParam } from '@/lib/http/api-queries';
import { staffRequestActionSchema } from '@/lib/sourcing/staff-schema';
import { STAFF_KINDS } from '@/server/auth/api-auth';
import { apiRoute, method } from '@/server/http/handler';
import { requestActionAnswer } from '@/server/sourcing/staff-api';

/**
 * POST /api/admin/sourcing/{id}/status `{ action: "close" | "hide", reason, version }` (editors and admins): close
 * a request open to quotes (it stays listed as 已结束 for 30 days) or hide a live or closed one (off the site),
 * with a reason (required, at most 500 characters) the buyer is sent. → `{ request: { id, status, version } }`.
 * 404 unknown; 409 stale `version` (`fields.version`) or not in a state the action applies to; 429 over the
 * account's allowance. Audited.
 */
export default apiRoute({
  POST: method({
    access: STAFF_KINDS,
    query: idParam,
    body: staffRequestActionSchema,
    handle: ({ db, session, query, body, locale }) => requestActionAnswer({ db, actor: session.user, locale }, query.id, body),
  }),
});
