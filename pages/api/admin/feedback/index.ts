import type { StaffFeedbackProps } from '@/lib/views/feedback-views';
import { apiRoute, method } from '@/server/http/handler';
import { requireKind, STAFF_KINDS } from '@/server/auth/api-auth';
import { database } from '@/server/db';
import { staffFeedbackList, staffFeedbackQuery } from '@/server/feedback/staff';

/**
 * GET /api/admin/feedback?status=new|handled|all&q= (editors and admins): the
 * inbox as /admin/feedback shows it — counts per status, the newest 200
 * matching messages and the spam log.
 */
export default apiRoute({
  GET: method({
    query: staffFeedbackQuery,
    handle: async ({ req, res, query, locale }): Promise<StaffFeedbackProps> => {
      await requireKind(req, res, locale, STAFF_KINDS);
      const { db } = await database();
      return staffFeedbackList(db, query);
    },
  }),
});
