import { ForgotPasswordPage } from '@/components/auth/forgot-password-page';
import type { SitePage } from '@/pages/_app';
import { definePage } from '@/server/http/page';

const ForgotPassword: SitePage = () => <ForgotPasswordPage />;

ForgotPassword.layout = 'empty';
export default ForgotPassword;
export const getServerSideProps = definePage({ namespaces: ['account'] });
