import { LoginPage } from '@/components/auth/login-page';
import type { SitePage } from '@/pages/_app';
import { definePage } from '@/server/http/page';

const MemberLoginPage: SitePage = () => <LoginPage portal="member" />;

MemberLoginPage.layout = 'empty';
export default MemberLoginPage;
export const getServerSideProps = definePage({ namespaces: ['account'], guards: ['guest'] });
