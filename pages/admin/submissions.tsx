import { StaffSubmissions } from '@/components/console/staff-submissions';
import type { SitePage } from '@/pages/_app';
import type { StaffSubmissionsProps } from '@/lib/views/publish-views';
import { loadStaffSubmissions } from '@/server/articles/submissions-loader';
import { definePage } from '@/server/http/page';

const StaffSubmissionsPage: SitePage<StaffSubmissionsProps> = (props) => <StaffSubmissions {...props} />;

StaffSubmissionsPage.layout = 'empty';

export default StaffSubmissionsPage;
export const getServerSideProps = definePage<StaffSubmissionsProps>({
  namespaces: ['console', 'publish', 'listing'],
  guards: ['editor'],
  load: (ctx) => loadStaffSubmissions(ctx),
});
