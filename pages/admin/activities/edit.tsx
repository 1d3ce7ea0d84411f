import { ActivityEdit } from '@/components/console/activities/activity-edit';
import type { SitePage } from '@/pages/_app';
import type { ActivityEditProps } from '@/lib/activities/staff-views';
import { loadStaffActivityEdit } from '@/server/activities/edit-loader';
import { definePage } from '@/server/http/page';

/** /admin/activities/edit?id=: an activity's form (no id: a new one). The editor's and upload texts come from the publish and uploads namespaces. */
const ActivityEditPage: SitePage<ActivityEditProps> = (props) => <ActivityEdit key={props.activity?.id ?? 'new'} {...props} />;

ActivityEditPage.layout = 'empty';

export default ActivityEditPage;
export const getServerSideProps = definePage<ActivityEditProps>({
  namespaces: ['console', 'admin-activities', 'activities', 'publish', 'uploads'],
  guards: ['editor'],
  load: (ctx) => loadStaffActivityEdit(ctx),
});
