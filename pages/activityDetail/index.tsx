import { ActivityDetail } from '@/components/activities/activity-detail';
import type { SitePage } from '@/pages/_app';
import { loadActivityDetail, type ActivityDetailProps } from '@/server/activities/detail-loader';
import { definePage } from '@/server/http/page';

const ActivityDetailPage: SitePage<ActivityDetailProps> = ({ activity }) => <ActivityDetail activity={activity} />;

export default ActivityDetailPage;
export const getServerSideProps = definePage<ActivityDetailProps>({ namespaces: ['activity'], load: loadActivityDetail });
