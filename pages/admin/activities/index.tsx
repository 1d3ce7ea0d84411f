import { StaffActivities } from '@/components/console/activities/staff-activities';
import type { SitePage } from '@/pages/_app';
import type { StaffActivitiesProps } from '@/lib/activities/staff-views';
import { loadStaffActivities } from '@/server/activities/staff-loader';
import { definePage } from '@/server/http/page';

/** /admin/activities: every activity for editors, with seats, waitlist and links to edit it and to its registrations. */
const StaffActivitiesPage: SitePage<StaffActivitiesProps> = (props) => <StaffActivities {...props} />;

StaffActivitiesPage.layout = 'empty';

export default StaffActivitiesPage;
export const getServerSideProps = definePage<StaffActivitiesProps>({
  namespaces: ['console', 'admin-activities'],
  guards: ['editor'],
  load: (ctx) => loadStaffActivities(ctx),
});
