import { idParam } from '@/lib/http/api-queries';
import { disableSchema } from '@/lib/accounts/staff-schema';
import type { ExhibitorAnswer } from '@/lib/accounts/staff-views';
import { accountNotFound } from '@/server/accounts/api-messages';
import { setExhibitorDisabled } from '@/server/accounts/exhibitor-accounts';
import { apiRoute, method } from '@/server/http/handler';
import { STAFF_KINDS } from '@/server/auth/api-auth';

/**
 * POST /api/admin/exhibitors/{id}/disable `{ disabled: boolean }` (editors and
 * admins): the account disabled (it cannot log in; its sessions end at once)
 * or enabled again → `{ exhibitor }`. 404 for an id that is not an exhibitor account.
 */
export default apiRoute({
  POST: method({
    access: STAFF_KINDS,
    query: idParam,
    body: disableSchema,
    handle: async ({ session, query, body, locale, db }): Promise<ExhibitorAnswer> => {
      const exhibitor = await setExhibitorDisabled(db, query.id, body.disabled, session.user);
      if (!exhibitor) throw await accountNotFound(locale);
      return { exhibitor };
    },
  }),
});
