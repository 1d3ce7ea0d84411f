import type { StaffAccountsProps } from '@/lib/accounts/staff-views';
import { staffAccountList, staffAccountsQuery } from '@/server/accounts/user-accounts';
import { apiRoute, method } from '@/server/http/handler';

/**
 * GET /api/admin/users?kind=&q=&page= (admins only): every account as
 * /admin/users lists it — login masked, name, kind, disabled, created, last
 * login — newest first, 50 a page.
 */
export default apiRoute({
  GET: method({
    access: ['admin'],
    query: staffAccountsQuery,
    handle: async ({ query, db }): Promise<StaffAccountsProps> => {
      return staffAccountList(db, query);
    },
  }),
});
