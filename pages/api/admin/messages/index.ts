import type { StaffMessagesProps } from '@/lib/messages/views';
import { apiRoute, method } from '@/server/http/handler';
import { STAFF_KINDS } from '@/server/auth/api-auth';
import { staffMessagesPage, staffMessagesQuery } from '@/server/messages/staff-list';

/**
 * GET /api/admin/messages?status=&kind=&channel=&recipient=&page= (editors
 * and admins): the outbox as /admin/messages shows it — newest first, 50 a
 * page, recipients masked, each message's text; `transports` for admins only.
 */
export default apiRoute({
  GET: method({
    access: STAFF_KINDS,
    query: staffMessagesQuery,
    handle: async ({ session, query, db }): Promise<StaffMessagesProps> => {
      return staffMessagesPage(db, query, { admin: session.user.kind === 'admin' });
    },
  }),
});
