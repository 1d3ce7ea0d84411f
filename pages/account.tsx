import { AccountPage } from '@/components/accounts/account-page';
import type { SitePage } from '@/pages/_app';
import { loadAccount, type AccountProps } from '@/server/accounts/account-loader';
import { definePage } from '@/server/http/page';

const Account: SitePage<AccountProps> = ({ sessionCount, loginVerifiable, wechat, records, sourcing }) => (
  <AccountPage sessionCount={sessionCount} loginVerifiable={loginVerifiable} wechat={wechat} records={records} sourcing={sourcing} />
);

export default Account;
export const getServerSideProps = definePage<AccountProps>({ namespaces: ['account', 'meetings', 'sourcing'], guards: ['auth'], load: loadAccount });
