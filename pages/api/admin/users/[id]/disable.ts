import { idParam } from '@/lib/http/api-queries';
import { disableSchema } from '@/lib/accounts/staff-schema';
import type { AccountAnswer } from '@/lib/accounts/staff-views';
import { refusalError } from '@/server/accounts/api-messages';
import { setAccountDisabled } from '@/server/accounts/user-accounts';
import { apiRoute, method } from '@/server/http/handler';

/**
 * POST /api/admin/users/{id}/disable `{ disabled: boolean }` (admins only):
 * the account disabled (it cannot log in; its sessions end at once) or
 * enabled again → `{ account }`. 409 for the admin's own account or the last
 * enabled admin; 404 unknown.
 */
export default apiRoute({
  POST: method({
    access: ['admin'],
    query: idParam,
    body: disableSchema,
    handle: async ({ session, query, body, locale, db }): Promise<AccountAnswer> => {
      const outcome = await setAccountDisabled(db, query.id, body.disabled, session.user);
      if (outcome.kind === 'refused') throw await refusalError(outcome.reason, 'disable', locale);
      return { account: outcome.account };
    },
  }),
});
