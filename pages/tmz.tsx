import { AudiencePage } from '@/components/audience/audience-page';
import type { SitePage } from '@/pages/_app';
import { definePage } from '@/server/page';

const TmzPage: SitePage = () => <AudiencePage audience="tmz" />;

export default TmzPage;
export const getServerSideProps = definePage({ namespaces: ['audience'] });
