import { AudiencePage } from '@/components/audience/audience-page';
import type { SitePage } from '@/pages/_app';
import { definePage } from '@/server/http/page';

const ProviderPage: SitePage = () => <AudiencePage audience="provider" />;

export default ProviderPage;
export const getServerSideProps = definePage({ namespaces: ['audience'] });
