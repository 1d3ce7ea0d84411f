import { StaffApplications } from '@/components/console/applications/staff-applications';
import type { SitePage } from '@/pages/_app';
import type { StaffApplicationsProps } from '@/lib/applications/views';
import { loadStaffApplications } from '@/server/applications/staff-loader';
import { definePage } from '@/server/http/page';

/** /admin/applications: job applications for recruiters (editors and admins), by job, status and keyword. */
const StaffApplicationsPage: SitePage<StaffApplicationsProps> = (props) => <StaffApplications {...props} />;

StaffApplicationsPage.layout = 'empty';

export default StaffApplicationsPage;
export const getServerSideProps = definePage<StaffApplicationsProps>({
  namespaces: ['console', 'applications', 'admin-applications'],
  guards: ['editor'],
  load: loadStaffApplications,
});
