import { idParam } from '@/lib/http/api-queries';
import type { ExhibitorPasswordAnswer } from '@/lib/accounts/staff-views';
import { accountNotFound } from '@/server/accounts/api-messages';
import { resetExhibitorPassword } from '@/server/accounts/exhibitor-accounts';
import { apiRoute, method } from '@/server/http/handler';
import { STAFF_KINDS } from '@/server/auth/api-auth';

/**
 * POST /api/admin/exhibitors/{id}/password (editors and admins): a new
 * password made by the server → `{ exhibitor, password }`, given this once;
 * every session of the account ends. 404 for an id that is not an exhibitor account.
 */
export default apiRoute({
  POST: method({
    access: STAFF_KINDS,
    query: idParam,
    handle: async ({ session, query, locale, db }): Promise<ExhibitorPasswordAnswer> => {
      const answer = await resetExhibitorPassword(db, query.id, session.user);
      if (!answer) throw await accountNotFound(locale);
      return answer;
    },
  }),
});
