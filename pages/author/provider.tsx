import { CertificationPage } from '@/components/author/certification-page';
import type { SitePage } from '@/pages/_app';
import { definePage } from '@/server/http/page';

const AuthorProviderPage: SitePage = () => <CertificationPage kind="provider" />;

export default AuthorProviderPage;
export const getServerSideProps = definePage({ namespaces: ['author'] });
