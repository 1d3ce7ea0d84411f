import { StaffRegistrations } from '@/components/console/staff-registrations';
import type { SitePage } from '@/pages/_app';
import type { StaffRegistrationsProps } from '@/lib/views/staff-registration-views';
import { loadStaffRegistrations } from '@/server/loaders/staff-registrations';
import { definePage } from '@/server/page';

const StaffRegistrationsPage: SitePage<StaffRegistrationsProps> = (props) => <StaffRegistrations {...props} />;

StaffRegistrationsPage.layout = 'empty';

export default StaffRegistrationsPage;
export const getServerSideProps = definePage<StaffRegistrationsProps>({
  namespaces: ['console', 'activity', 'admin-activities'],
  guards: ['editor'],
  load: (ctx) => loadStaffRegistrations(ctx),
});
