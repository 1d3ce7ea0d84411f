import { ShowPage } from '@/components/show/show-page';
import type { SitePage } from '@/pages/_app';
import type { ShowPageProps } from '@/lib/views/activity-views';
import { loadShowPage } from '@/server/loaders/show-page';
import { definePage } from '@/server/page';

const TmzPage: SitePage<ShowPageProps> = (props) => <ShowPage {...props} />;

export default TmzPage;
export const getServerSideProps = definePage<ShowPageProps>({ namespaces: ['audience', 'activities', 'listing'], load: (ctx) => loadShowPage(ctx) });
