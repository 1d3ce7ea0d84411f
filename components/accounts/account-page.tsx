import { useState } from 'react';
import { AppLink } from '@/components/common/app-link';
import { FactList } from '@/components/common/fact-list';
import { RoutePage } from '@/components/common/route-page';
import { AccountShowSections } from '@/components/meetings/account-sections';
import { AccountSourcing } from './sourcing-records';
import { useViewer } from '@/components/providers/viewer-context';
import { routes } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import type { AccountRecordsView, AccountWechatView } from '@/lib/accounts/views';
import type { AccountSourcingView } from '@/lib/sourcing/views';
import { AccountRecords } from './account-records';
import { ChangePasswordForm } from './change-password-form';
import { LogoutEverywhere } from './logout-everywhere';
import { VerifyLoginForm } from './verify-login-form';
import { WechatLink } from './wechat-link';
import { WelcomeNotice } from './welcome-notice';
import cardStyles from '@/components/common/card-grid.module.scss';
import styles from './account.module.scss';

/**
 * /account, the member's home: who is logged in, what they did on the site (registrations with their tickets,
 * job applications, submissions, meetings, saved exhibitors, sourcing requests and the company's quotes), verifying the login (a mobile number or e-mail
 * address not yet proven with a code), WeChat login (when configured), change password, log out everywhere,
 * and the account's usual pages.
 */
export function AccountPage({
  sessionCount,
  loginVerifiable,
  wechat,
  records,
  sourcing,
}: {
  sessionCount: number;
  loginVerifiable: boolean;
  wechat: AccountWechatView | null;
  records: AccountRecordsView;
  sourcing: AccountSourcingView | null;
}) {
  const { t } = useTranslation(['account', 'common']);
  const { viewer } = useViewer();
  // A password change ends the other sessions: only this device stays.
  const [devices, setDevices] = useState(sessionCount);
  // The box stays once verified on this visit, to say so; an account verified before never shows it.
  const [showVerify] = useState(loginVerifiable && viewer?.verified === false);
  if (!viewer) return null;
  const shortcuts =
    viewer.kind === 'exhibitor'
      ? [
          { href: routes.exhibitor, label: t('page.exhibitorCentre') },
          { href: routes.exhibitorCompany, label: t('page.company') },
        ]
      : [
          ...(viewer.kind === 'member' ? [{ href: routes.accountCompany, label: t('page.company') }] : []),
          ...(viewer.kind === 'member' ? [] : [{ href: routes.admin, label: t('common:account.console') }]),
          { href: `${routes.publish}#mine`, label: t('common:account.mySubmissions') },
          { href: routes.payNews, label: t('page.payNews') },
        ];
  return (
    <RoutePage routeKey="account" lead={t('page.lead')} noindex>
      <WelcomeNotice name={viewer.name} />
      <div className={cardStyles.grid}>
        <section className={cardStyles.card} aria-labelledby="profile-title">
          <h2 id="profile-title">{t('page.profile')}</h2>
          <FactList
            facts={[
              { label: t('page.name'), value: viewer.name || '—' },
              { label: t('page.login'), value: viewer.login },
              ...(loginVerifiable ? [{ label: t('page.verified'), value: viewer.verified ? t('page.verifiedYes') : t('page.verifiedNo') }] : []),
              { label: t('page.kind'), value: t(`page.kinds.${viewer.kind}`) },
            ]}
          />
          <p className={cardStyles.note}>{t('page.sessions', { count: devices })}</p>
          <h3 className={styles.subhead}>{t('page.shortcuts')}</h3>
          <ul className={styles.links}>
            {shortcuts.map((link) => (
              <li key={link.href}>
                <AppLink href={link.href}>{link.label}</AppLink>
              </li>
            ))}
          </ul>
        </section>
        <AccountRecords records={records} />
        {sourcing ? <AccountSourcing sourcing={sourcing} /> : null}
        <AccountShowSections />
        {showVerify ? (
          <section className={cardStyles.card} aria-labelledby="verify-title">
            <h2 id="verify-title">{t('page.verify')}</h2>
            <p className={cardStyles.note}>{t('page.verifyLead', { login: viewer.login })}</p>
            <VerifyLoginForm headingId="verify-title" />
          </section>
        ) : null}
        {wechat ? (
          <section className={cardStyles.card} aria-labelledby="wechat-title">
            <h2 id="wechat-title">{t('wechat.section')}</h2>
            <WechatLink wechat={wechat} />
          </section>
        ) : null}
        <section className={cardStyles.card} aria-labelledby="password-title">
          <h2 id="password-title">{t('page.password')}</h2>
          <p className={cardStyles.note}>{t('page.passwordLead')}</p>
          <ChangePasswordForm onChanged={() => setDevices(1)} />
        </section>
        <section className={cardStyles.card} aria-labelledby="everywhere-title">
          <h2 id="everywhere-title">{t('page.everywhere')}</h2>
          <p className={cardStyles.note}>{t('page.everywhereLead')}</p>
          <LogoutEverywhere />
        </section>
      </div>
    </RoutePage>
  );
}
