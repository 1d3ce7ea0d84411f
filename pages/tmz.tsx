import { ShowSection } from '@/components/activities/show-section';
import { AudiencePage } from '@/components/audience/audience-page';
import type { SitePage } from '@/pages/_app';
import type { ShowPageProps } from '@/lib/activities/views';
import { loadShowPage } from '@/server/activities/show-loader';
import { definePage } from '@/server/http/page';

/** /tmz: the show first, then the TMZ audience text (intro, benefits, services, call to action). */
const TmzPage: SitePage<ShowPageProps> = (props) => (
  <AudiencePage audience="tmz">
    <ShowSection {...props} />
  </AudiencePage>
);

export default TmzPage;
export const getServerSideProps = definePage<ShowPageProps>({ namespaces: ['audience', 'activities', 'listing'], load: (ctx) => loadShowPage(ctx) });
