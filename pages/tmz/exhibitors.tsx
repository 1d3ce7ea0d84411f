import { ShowExhibitors } from '@/components/companies/floor/show-exhibitors';
import type { SitePage } from '@/pages/_app';
import type { ShowExhibitorsProps } from '@/lib/companies/floor-views';
import { loadTmzExhibitors } from '@/server/companies/booths/exhibitors-loader';
import { definePage } from '@/server/http/page';

/** /tmz/exhibitors: the exhibitors of the show /tmz is about, with its floor plans. */
const TmzExhibitorsPage: SitePage<ShowExhibitorsProps> = (props) => <ShowExhibitors {...props} />;

export default TmzExhibitorsPage;
export const getServerSideProps = definePage<ShowExhibitorsProps>({ namespaces: ['show-floor', 'meetings'], load: (ctx) => loadTmzExhibitors(ctx) });
