import { RoutePage } from '@/components/common/route-page';
import { PartnersContent } from '@/components/home/partners-content';
import type { SitePage } from '@/pages/_app';
import { definePage } from '@/server/page';

/** Home section 5 (partners and consultants) on its own page. */
const PartnersPage: SitePage = () => (
  <RoutePage routeKey="partners">
    <PartnersContent />
  </RoutePage>
);

export default PartnersPage;
export const getServerSideProps = definePage({ namespaces: ['home'] });
