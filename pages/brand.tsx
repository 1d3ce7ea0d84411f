import { AudiencePage } from '@/components/audience/audience-page';
import type { SitePage } from '@/pages/_app';
import { definePage } from '@/server/http/page';

const BrandPage: SitePage = () => <AudiencePage audience="brand" />;

export default BrandPage;
export const getServerSideProps = definePage({ namespaces: ['audience'] });
