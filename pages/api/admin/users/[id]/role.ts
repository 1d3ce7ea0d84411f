import { idParam } from '@/lib/http/api-queries';
import { roleSchema } from '@/lib/accounts/staff-schema';
import type { AccountAnswer } from '@/lib/accounts/staff-views';
import { refusalError } from '@/server/accounts/api-messages';
import { changeRole } from '@/server/accounts/user-accounts';
import { apiRoute, method } from '@/server/http/handler';

/**
 * POST /api/admin/users/{id}/role `{ kind: "member" | "editor" | "admin" }`
 * (admins only) → `{ account }`; the account's sessions take the new role at
 * their next request. 409 for the admin's own account, an exhibitor account
 * or the last enabled admin; 404 unknown.
 */
export default apiRoute({
  POST: method({
    access: ['admin'],
    query: idParam,
    body: roleSchema,
    handle: async ({ session, query, body, locale, db }): Promise<AccountAnswer> => {
      const outcome = await changeRole(db, query.id, body.kind, session.user);
      if (outcome.kind === 'refused') throw await refusalError(outcome.reason, 'role', locale);
      return { account: outcome.account };
    },
  }),
});
