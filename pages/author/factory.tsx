import { CertificationPage } from '@/components/author/certification-page';
import type { SitePage } from '@/pages/_app';
import { definePage } from '@/server/http/page';

const AuthorFactoryPage: SitePage = () => <CertificationPage kind="factory" />;

export default AuthorFactoryPage;
export const getServerSideProps = definePage({ namespaces: ['author'] });
