import { AudiencePage } from '@/components/audience/audience-page';
import type { SitePage } from '@/pages/_app';
import { loadFeaturedActivity, type FeaturedActivityProps } from '@/server/loaders/featured-activity';
import { definePage } from '@/server/page';

const TmzPage: SitePage<FeaturedActivityProps> = ({ featuredActivityId }) => (
  <AudiencePage audience="tmz" featuredActivityId={featuredActivityId} />
);

export default TmzPage;
export const getServerSideProps = definePage<FeaturedActivityProps>({ namespaces: ['audience'], load: loadFeaturedActivity });
