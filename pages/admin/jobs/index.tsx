import { StaffJobs } from '@/components/console/catalogue/staff-jobs';
import type { SitePage } from '@/pages/_app';
import type { StaffJobsProps } from '@/lib/catalogue/views';
import { loadStaffJobs } from '@/server/jobs/staff-loader';
import { definePage } from '@/server/http/page';

/** /admin/jobs: every job in the public order, by status; edit, reorder, hide, post a new one. */
const StaffJobsPage: SitePage<StaffJobsProps> = (props) => <StaffJobs {...props} />;

StaffJobsPage.layout = 'empty';

export default StaffJobsPage;
export const getServerSideProps = definePage<StaffJobsProps>({
  namespaces: ['console', 'admin-catalogue'],
  guards: ['editor'],
  load: (ctx) => loadStaffJobs(ctx),
});
