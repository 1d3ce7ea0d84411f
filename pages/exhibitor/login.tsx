import { LoginPage } from '@/components/auth/login-page';
import type { SitePage } from '@/pages/_app';
import { definePage } from '@/server/http/page';

const ExhibitorLoginPage: SitePage = () => <LoginPage portal="exhibitor" />;

ExhibitorLoginPage.layout = 'empty';
export default ExhibitorLoginPage;
export const getServerSideProps = definePage({ guards: ['guest'] });
