import { StaffUsers } from '@/components/console/staff-users';
import type { SitePage } from '@/pages/_app';
import type { StaffAccountsProps } from '@/lib/accounts/staff-views';
import { loadStaffAccounts } from '@/server/accounts/staff-loader';
import { definePage } from '@/server/http/page';

/** /admin/users: every account, for admins only — change a role, disable or enable. */
const StaffUsersPage: SitePage<StaffAccountsProps> = (props) => <StaffUsers {...props} />;

StaffUsersPage.layout = 'empty';

export default StaffUsersPage;
export const getServerSideProps = definePage<StaffAccountsProps>({
  // listing: the page links' texts.
  namespaces: ['console', 'admin-accounts', 'listing'],
  guards: ['admin'],
  load: (ctx) => loadStaffAccounts(ctx),
});
