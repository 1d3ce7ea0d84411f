import { ConsultantProfile } from '@/components/home/consultant-profile';
import type { SitePage } from '@/pages/_app';
import { loadConsultantDetail, type ConsultantDetailProps } from '@/server/people/loader';
import { definePage } from '@/server/http/page';

/** One consultant (`?id=`); an unknown, hidden or malformed id is the 404 page. */
const ConsultantPage: SitePage<ConsultantDetailProps> = ({ consultant }) => <ConsultantProfile consultant={consultant} />;

export default ConsultantPage;
export const getServerSideProps = definePage<ConsultantDetailProps>({ namespaces: ['home'], load: loadConsultantDetail });
