import { WechatLoginPage } from '@/components/auth/wechat-login-page';
import type { SitePage } from '@/pages/_app';
import { loadWechatLogin, type WechatLoginProps } from '@/server/accounts/wechat-loader';
import { definePage } from '@/server/http/page';

const WechatLogin: SitePage<WechatLoginProps> = (view) => <WechatLoginPage view={view} />;

WechatLogin.layout = 'empty';
export default WechatLogin;
export const getServerSideProps = definePage<WechatLoginProps>({ namespaces: ['account'], load: loadWechatLogin, personal: true });
