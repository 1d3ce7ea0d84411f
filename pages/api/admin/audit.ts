import type { AuditLogProps } from '@/lib/views/audit-views';
import { apiRoute, method } from '@/server/http/handler';
import { auditLogPage, auditQuery } from '@/server/audit/list';
import { requireKind } from '@/server/auth/api-auth';
import { database } from '@/server/db';

/**
 * GET /api/admin/audit?action=&entityType=&actor=&from=&to=&page= (admins
 * only): the audit log, newest first, 50 a page — who changed what in the
 * console, when, with the key fields before → after.
 */
export default apiRoute({
  GET: method({
    query: auditQuery,
    handle: async ({ req, res, query, locale }): Promise<AuditLogProps> => {
      await requireKind(req, res, locale, ['admin']);
      const { db } = await database();
      return auditLogPage(db, query);
    },
  }),
});
