import { AudiencePage } from '@/components/audience/audience-page';
import type { SitePage } from '@/pages/_app';
import { definePage } from '@/server/http/page';

const FactoryPage: SitePage = () => <AudiencePage audience="factory" />;

export default FactoryPage;
export const getServerSideProps = definePage({ namespaces: ['audience'] });
