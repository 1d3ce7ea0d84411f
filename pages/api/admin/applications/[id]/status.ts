import { idParam } from '@/lib/http/api-queries';
import { statusChangeSchema } from '@/lib/applications/schema';
import type { StaffApplicationAnswer } from '@/lib/applications/views';
import { ApiError } from '@/server/http/errors';
import { apiRoute, method } from '@/server/http/handler';
import { applicationNotFound } from '@/server/applications/staff-api';
import { staffApplication } from '@/server/applications/staff-detail';
import { changeStatus } from '@/server/applications/status';
import { STAFF_KINDS } from '@/server/auth/api-auth';
import { serverTranslator } from '@/server/kernel/i18n';
import { staleSaveError } from '@/server/audit/record-version';

/**
 * POST /api/admin/applications/{id}/status `{ status, version }` (editors and
 * admins): the application moved on → `{ application }`, audited; interview,
 * offer and rejected also tell the candidate (SMS and e-mail, through the
 * outbox, in the same transaction). 404 unknown; 409 `conflict` with
 * `fields.version` when someone changed it since `version`, or a step its
 * status does not allow (hired and rejected are final).
 */
export default apiRoute({
  POST: method({
    access: STAFF_KINDS,
    query: idParam,
    body: statusChangeSchema,
    handle: async ({ session, query, body, locale, db }): Promise<StaffApplicationAnswer> => {
      const outcome = await changeStatus(db, query.id, body, session.user);
      if (outcome.kind === 'not_found') throw applicationNotFound(locale);
      if (outcome.kind === 'stale') throw await staleSaveError(locale, outcome.stale);
      if (outcome.kind === 'not_allowed') {
        const { t } = await serverTranslator(locale, ['applications', 'admin-applications']);
        throw new ApiError('conflict', t('admin-applications:errors.notAllowed', { from: t(`applications:status.${outcome.current}`), to: t(`applications:status.${body.status}`) }));
      }
      const application = await staffApplication(db, query.id);
      if (!application) throw applicationNotFound(locale);
      return { application };
    },
  }),
});
