import { StaffConsultants } from '@/components/console/catalogue/staff-consultants';
import type { SitePage } from '@/pages/_app';
import type { StaffConsultantsProps } from '@/lib/catalogue/views';
import { loadStaffConsultants } from '@/server/people/staff-loader';
import { definePage } from '@/server/http/page';

/** /admin/consultants: every consultant in the public order; edit, reorder, hide, add one. */
const StaffConsultantsPage: SitePage<StaffConsultantsProps> = (props) => <StaffConsultants {...props} />;

StaffConsultantsPage.layout = 'empty';

export default StaffConsultantsPage;
export const getServerSideProps = definePage<StaffConsultantsProps>({
  namespaces: ['console', 'admin-catalogue'],
  guards: ['editor'],
  load: () => loadStaffConsultants(),
});
