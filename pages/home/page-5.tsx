import { RoutePage } from '@/components/common/route-page';
import { HomeSection } from '@/components/home/home-section';
import type { SitePage } from '@/pages/_app';
import { definePage } from '@/server/page';

/** Home section 5 (partners and consultants) on its own page. */
const PartnersPage: SitePage = () => (
  <RoutePage routeKey="partners">
    <HomeSection name="partners" embedded ctas={['contact']} />
  </RoutePage>
);

export default PartnersPage;
export const getServerSideProps = definePage({ namespaces: ['home'] });
