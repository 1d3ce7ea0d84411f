import { CertificationPage } from '@/components/author/certification-page';
import type { SitePage } from '@/pages/_app';
import { definePage } from '@/server/http/page';

const AuthorRetailerPage: SitePage = () => <CertificationPage kind="retailer" />;

export default AuthorRetailerPage;
export const getServerSideProps = definePage({ namespaces: ['author'] });
