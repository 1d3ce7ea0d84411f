import { StaffRegistrations } from '@/components/console/staff-registrations';
import type { SitePage } from '@/pages/_app';
import type { StaffRegistrationsProps } from '@/lib/registrations/staff-views';
import { loadStaffRegistrations } from '@/server/activities/registrations/staff-loader';
import { definePage } from '@/server/http/page';

const StaffRegistrationsPage: SitePage<StaffRegistrationsProps> = (props) => <StaffRegistrations {...props} />;

StaffRegistrationsPage.layout = 'empty';

export default StaffRegistrationsPage;
export const getServerSideProps = definePage<StaffRegistrationsProps>({
  namespaces: ['console', 'activity', 'admin-activities'],
  guards: ['editor'],
  load: (ctx) => loadStaffRegistrations(ctx),
});
