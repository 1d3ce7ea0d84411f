import { RoutePage } from '@/components/common/route-page';
import { PartnersContent } from '@/components/home/partners-content';
import type { PeopleProps } from '@/lib/people/views';
import type { SitePage } from '@/pages/_app';
import { loadPartnersPage } from '@/server/people/loader';
import { definePage } from '@/server/http/page';

/** Home section 5 (partners and consultants) on its own page. */
const PartnersPage: SitePage<PeopleProps> = (props) => (
  <RoutePage routeKey="partners">
    <PartnersContent {...props} />
  </RoutePage>
);

export default PartnersPage;
export const getServerSideProps = definePage<PeopleProps>({ namespaces: ['home'], load: loadPartnersPage });
