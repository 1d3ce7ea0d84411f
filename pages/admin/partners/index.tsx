import { StaffPartners } from '@/components/console/catalogue/staff-partners';
import type { SitePage } from '@/pages/_app';
import type { StaffPartnersProps } from '@/lib/catalogue/views';
import { loadStaffPartners } from '@/server/people/staff-loader';
import { definePage } from '@/server/http/page';

/** /admin/partners: every partner in the public order; edit, reorder, hide, add one. */
const StaffPartnersPage: SitePage<StaffPartnersProps> = (props) => <StaffPartners {...props} />;

StaffPartnersPage.layout = 'empty';

export default StaffPartnersPage;
export const getServerSideProps = definePage<StaffPartnersProps>({
  namespaces: ['console', 'admin-catalogue'],
  guards: ['editor'],
  load: () => loadStaffPartners(),
});
