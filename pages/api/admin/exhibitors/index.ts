import { newExhibitorSchema } from '@/lib/accounts/staff-schema';
import type { ExhibitorPasswordAnswer, StaffExhibitorsProps } from '@/lib/accounts/staff-views';
import { createExhibitor, staffExhibitorList, staffExhibitorsQuery } from '@/server/accounts/exhibitor-accounts';
import { ApiError, defaultMessage } from '@/server/http/errors';
import { apiRoute, method, result } from '@/server/http/handler';
import { STAFF_KINDS } from '@/server/auth/api-auth';

/**
 * GET /api/admin/exhibitors?q=&page= (editors and admins): the exhibitor
 * accounts as /admin/exhibitors lists them, 50 a page.
 *
 * POST /api/admin/exhibitors `{ login, company, boothHall, boothNumber,
 * contactName, contactPhone, contactEmail, companyId? }`: opens an exhibitor account (belonging to the
 * company `companyId`, or to a new company named `company`) →
 * 201 `{ exhibitor, password }`, the password made by the server and given
 * this once (stored only as its hash). A login in use → 400 on `login`.
 */
export default apiRoute({
  GET: method({
    access: STAFF_KINDS,
    query: staffExhibitorsQuery,
    handle: async ({ query, db }): Promise<StaffExhibitorsProps> => {
      return staffExhibitorList(db, query);
    },
  }),
  POST: method({
    access: STAFF_KINDS,
    body: newExhibitorSchema,
    handle: async ({ session, body, locale, db }) => {
      const outcome = await createExhibitor(db, body, session.user);
      if (outcome.kind === 'login_taken') {
        throw new ApiError('validation_failed', defaultMessage('validation_failed', locale), { login: ['admin-accounts:errors.loginTaken'] });
      }
      if (outcome.kind === 'company_missing') {
        throw new ApiError('validation_failed', defaultMessage('validation_failed', locale), { companyId: ['admin-accounts:errors.companyMissing'] });
      }
      const answer: ExhibitorPasswordAnswer = outcome.answer;
      return result(201, answer);
    },
  }),
});
