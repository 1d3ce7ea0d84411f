import { StaffExhibitors } from '@/components/console/staff-exhibitors';
import type { SitePage } from '@/pages/_app';
import type { StaffExhibitorsProps } from '@/lib/accounts/staff-views';
import { loadStaffExhibitors } from '@/server/accounts/exhibitors-loader';
import { definePage } from '@/server/http/page';

/** /admin/exhibitors: exhibitor accounts for editors and admins — open one, edit it, reset its password, disable it. */
const StaffExhibitorsPage: SitePage<StaffExhibitorsProps> = (props) => <StaffExhibitors {...props} />;

StaffExhibitorsPage.layout = 'empty';

export default StaffExhibitorsPage;
export const getServerSideProps = definePage<StaffExhibitorsProps>({
  // listing: the page links' texts.
  namespaces: ['console', 'admin-accounts', 'listing'],
  guards: ['editor'],
  load: (ctx) => loadStaffExhibitors(ctx),
});
