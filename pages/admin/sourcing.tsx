import { ConsoleShell } from '@/components/console/console-shell';
import { AdminSourcing } from '@/components/sourcing/admin/admin-sourcing';
import type { SitePage } from '@/pages/_app';
import type { StaffSourcingPageProps } from '@/lib/sourcing/staff-views';
import { definePage } from '@/server/http/page';
import { loadStaffSourcing } from '@/server/sourcing/staff-loader';

/** /admin/sourcing: every sourcing request with its quotes, the matching and invitations, close or hide, trusted companies, and the figures (editors and admins). */
const StaffSourcingPage: SitePage<StaffSourcingPageProps> = ({ sourcing }) => (
  <ConsoleShell routeKey="adminSourcing">
    <AdminSourcing sourcing={sourcing} />
  </ConsoleShell>
);

StaffSourcingPage.layout = 'empty';

export default StaffSourcingPage;
export const getServerSideProps = definePage<StaffSourcingPageProps>({
  namespaces: ['console', 'sourcing', 'listing'],
  guards: ['editor'],
  load: loadStaffSourcing,
});
