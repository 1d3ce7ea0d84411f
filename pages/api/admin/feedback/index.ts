import type { StaffFeedbackProps } from '@/lib/feedback/views';
import { apiRoute, method } from '@/server/http/handler';
import { STAFF_KINDS } from '@/server/auth/api-auth';
import { staffFeedbackList, staffFeedbackQuery } from '@/server/feedback/staff';

/**
 * GET /api/admin/feedback?status=new|handled|all&q= (editors and admins): the
 * inbox as /admin/feedback shows it — counts per status, the newest 200
 * matching messages and the spam log.
 */
export default apiRoute({
  GET: method({
    access: STAFF_KINDS,
    query: staffFeedbackQuery,
    handle: async ({ query, db }): Promise<StaffFeedbackProps> => {
      return staffFeedbackList(db, query);
    },
  }),
});
