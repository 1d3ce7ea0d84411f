import { CertificationPage } from '@/components/author/certification-page';
import type { SitePage } from '@/pages/_app';
import { definePage } from '@/server/http/page';

const AuthorBrandPage: SitePage = () => <CertificationPage kind="brand" />;

export default AuthorBrandPage;
export const getServerSideProps = definePage({ namespaces: ['author'] });
