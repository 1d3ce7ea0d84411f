import { ShowPage } from '@/components/show/show-page';
import type { SitePage } from '@/pages/_app';
import type { ShowPageProps } from '@/lib/views/activity-views';
import { loadShowPage } from '@/server/activities/show-loader';
import { definePage } from '@/server/http/page';

const TmzPage: SitePage<ShowPageProps> = (props) => <ShowPage {...props} />;

export default TmzPage;
export const getServerSideProps = definePage<ShowPageProps>({ namespaces: ['audience', 'activities', 'listing'], load: (ctx) => loadShowPage(ctx) });
