import { ActivityListPage } from '@/components/activities/activity-list-page';
import type { SitePage } from '@/pages/_app';
import type { ActivityListProps } from '@/lib/activities/views';
import { loadActivityList } from '@/server/activities/list-loader';
import { definePage } from '@/server/http/page';

const ActivitiesPage: SitePage<ActivityListProps> = (props) => <ActivityListPage {...props} />;

export default ActivitiesPage;
export const getServerSideProps = definePage<ActivityListProps>({ namespaces: ['activities', 'listing'], load: loadActivityList });
