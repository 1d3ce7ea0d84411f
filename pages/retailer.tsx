import { AudiencePage } from '@/components/audience/audience-page';
import type { SitePage } from '@/pages/_app';
import { definePage } from '@/server/http/page';

const RetailerPage: SitePage = () => <AudiencePage audience="retailer" />;

export default RetailerPage;
export const getServerSideProps = definePage({ namespaces: ['audience'] });
