import { useRouter } from 'next/router';
import { useState } from 'react';
import { AppLink } from '@/components/common/app-link';
import { Seo } from '@/components/common/seo';
import { SiteLogo } from '@/components/layout/site-logo';
import { useViewer } from '@/components/providers/viewer-context';
import { homeOf, type Viewer } from '@/lib/guards';
import { localePrefix, toLocale } from '@/lib/i18n';
import { browserRedirectDeps, redirectTo, safeRedirectTarget } from '@/lib/redirect';
import { routes, withQuery } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import { LoginForm, type LoginPortal } from './login-form';
import { SignupForm } from './signup-form';
import styles from './login-page.module.scss';

type Tab = 'login' | 'signup';

/**
 * /login (members, editors and admins; with sign-up) and /exhibitor/login: a
 * centred card in the empty layout. After logging in, the visitor goes to
 * `?redirect=` when it is a local path, else to their home.
 */
export function LoginPage({ portal }: { portal: LoginPortal }) {
  const { t } = useTranslation(['common', 'account']);
  const router = useRouter();
  const { setViewer } = useViewer();
  const [tab, setTab] = useState<Tab>(portal === 'member' && router.query.tab === 'signup' ? 'signup' : 'login');
  const prefix = portal === 'exhibitor' ? 'login.exhibitor' : 'login.member';
  const routeKey = portal === 'exhibitor' ? 'exhibitorLogin' : 'login';

  const done = async (viewer: Viewer) => {
    setViewer(viewer);
    redirectTo(safeRedirectTarget(router.query.redirect, homeOf(viewer)), browserRedirectDeps((path) => router.replace(path)));
  };
  // A new member goes where they were going, else to their account's welcome: what to do next.
  const signedUp = async (viewer: Viewer) => {
    setViewer(viewer);
    // The query components/accounts/welcome-notice.tsx answers.
    const welcome = withQuery(routes.account, { welcome: 1 });
    redirectTo(safeRedirectTarget(router.query.redirect, welcome), browserRedirectDeps((path) => router.replace(path)));
  };

  const switchTo = (next: Tab) => (event: React.MouseEvent) => {
    event.preventDefault();
    setTab(next);
  };

  return (
    <div className={styles.page}>
      <Seo title={t(`routes.${routeKey}.title`)} description={t(`routes.${routeKey}.description`)} path={routes[routeKey]} />
      <div className={styles.card}>
        <AppLink href={routes.home} className={styles.logo}>
          <SiteLogo />
        </AppLink>
        {tab === 'signup' ? (
          <>
            <h1 id="login-title" className={styles.title}>
              {t('account:signup.title')}
            </h1>
            <p className={styles.lead}>{t('account:signup.lead')}</p>
            <SignupForm headingId="login-title" onSuccess={signedUp} />
            <div className={styles.switch}>
              <p>
                {t('account:signup.haveAccount')}{' '}
                <a href="?tab=login" onClick={switchTo('login')}>
                  {t('account:signup.loginLink')}
                </a>
              </p>
            </div>
          </>
        ) : (
          <>
            <h1 id="login-title" className={styles.title}>
              {t(`${prefix}.title`)}
            </h1>
            <p className={styles.lead}>{t(`${prefix}.lead`)}</p>
            <LoginForm
              portal={portal}
              headingId="login-title"
              onSuccess={done}
              wechatRedirect={safeRedirectTarget(router.query.redirect, `${localePrefix(toLocale(router.locale))}/`)}
              footer={
                <div className={styles.switch}>
                  {portal === 'member' ? (
                    <p>
                      {t('login.noAccount')}{' '}
                      <a href="?tab=signup" onClick={switchTo('signup')}>
                        {t('login.signupLink')}
                      </a>
                    </p>
                  ) : null}
                  <p>
                    {portal === 'member' ? (
                      <AppLink href={routes.exhibitorLogin}>{t('login.toExhibitor')}</AppLink>
                    ) : (
                      <AppLink href={routes.login}>{t('login.toMember')}</AppLink>
                    )}
                  </p>
                </div>
              }
            />
          </>
        )}
      </div>
      <AppLink href={routes.home} className={styles.back}>
        {t('login.backHome')}
      </AppLink>
    </div>
  );
}
