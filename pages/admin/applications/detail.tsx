import { StaffApplication } from '@/components/console/applications/staff-application';
import type { SitePage } from '@/pages/_app';
import type { StaffApplicationProps } from '@/lib/applications/views';
import { loadStaffApplication } from '@/server/applications/staff-loader';
import { definePage } from '@/server/http/page';

/** /admin/applications/detail?id=: one application — the candidate, the résumé, notes and its status. */
// Keyed by what the server last said, so that reading the page again (after a refused stale change) starts afresh.
const StaffApplicationPage: SitePage<StaffApplicationProps> = ({ application }) => (
  <StaffApplication key={`${application.id}:${application.version}:${application.notes.length}`} application={application} />
);

StaffApplicationPage.layout = 'empty';

export default StaffApplicationPage;
export const getServerSideProps = definePage<StaffApplicationProps>({
  namespaces: ['console', 'applications', 'admin-applications'],
  guards: ['editor'],
  load: loadStaffApplication,
});
