import { StaffCertifications } from '@/components/console/staff-certifications';
import type { SitePage } from '@/pages/_app';
import type { StaffCertificationsProps } from '@/lib/certifications/views';
import { loadStaffCertifications } from '@/server/certifications/staff-loader';
import { definePage } from '@/server/http/page';

/** /admin/certifications: brand and retailer applications for editors, with their licences, to approve or reject. */
const StaffCertificationsPage: SitePage<StaffCertificationsProps> = (props) => <StaffCertifications {...props} />;

StaffCertificationsPage.layout = 'empty';

export default StaffCertificationsPage;
export const getServerSideProps = definePage<StaffCertificationsProps>({
  namespaces: ['console', 'author'],
  guards: ['editor'],
  load: (ctx) => loadStaffCertifications(ctx),
});
