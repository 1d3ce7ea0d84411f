import { ActivityInfo } from '@/components/activities/activity-info';
import type { SitePage } from '@/pages/_app';
import { loadActivityDetail, type ActivityDetailProps } from '@/server/activities/detail-loader';
import { definePage } from '@/server/http/page';

const ActivityInfoPage: SitePage<ActivityDetailProps> = ({ activity }) => <ActivityInfo activity={activity} />;

export default ActivityInfoPage;
export const getServerSideProps = definePage<ActivityDetailProps>({ namespaces: ['activity'], load: loadActivityDetail });
