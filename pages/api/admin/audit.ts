import type { AuditLogProps } from '@/lib/audit/views';
import { apiRoute, method } from '@/server/http/handler';
import { auditLogPage, auditQuery } from '@/server/audit/list';

/**
 * GET /api/admin/audit?action=&entityType=&actor=&from=&to=&page= (admins
 * only): the audit log, newest first, 50 a page — who changed what in the
 * console, when, with the key fields before → after.
 */
export default apiRoute({
  GET: method({
    access: ['admin'],
    query: auditQuery,
    handle: async ({ query, db }): Promise<AuditLogProps> => {
      return auditLogPage(db, query);
    },
  }),
});
