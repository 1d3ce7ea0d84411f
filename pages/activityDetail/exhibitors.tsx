import { ShowExhibitors } from '@/components/companies/floor/show-exhibitors';
import type { SitePage } from '@/pages/_app';
import type { ShowExhibitorsProps } from '@/lib/companies/floor-views';
import { loadActivityExhibitors } from '@/server/companies/booths/exhibitors-loader';
import { definePage } from '@/server/http/page';

/** /activityDetail/exhibitors?id=: one show's exhibitors with its floor plans (404 for an activity that is not a show). */
const ActivityExhibitorsPage: SitePage<ShowExhibitorsProps> = (props) => <ShowExhibitors {...props} />;

export default ActivityExhibitorsPage;
export const getServerSideProps = definePage<ShowExhibitorsProps>({ namespaces: ['show-floor', 'meetings'], load: loadActivityExhibitors });
