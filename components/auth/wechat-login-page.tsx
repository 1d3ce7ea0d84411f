import { useRouter } from 'next/router';
import { AppLink } from '@/components/common/app-link';
import { Seo } from '@/components/common/seo';
import { SiteLogo } from '@/components/layout/site-logo';
import { useViewer } from '@/components/providers/viewer-context';
import type { Viewer } from '@/lib/guards';
import { browserRedirectDeps, redirectTo } from '@/lib/redirect';
import { routes } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import type { WechatLoginView } from '@/lib/accounts/wechat-login';
import { FormAlert } from '@/components/forms/form-field';
import { WechatMobileForm } from './wechat-mobile-form';
import styles from './login-page.module.scss';

/**
 * /login/wechat, where WeChat sends the browser back: a first login's mobile
 * step, or why the login stopped (with the way back: the login page, or
 * /account for a member who was linking), or that none is under way.
 */
export function WechatLoginPage({ view }: { view: WechatLoginView }) {
  const { t } = useTranslation(['account', 'common']);
  const router = useRouter();
  const { viewer, setViewer } = useViewer();

  const done = async (user: Viewer, redirect: string) => {
    setViewer(user);
    redirectTo(redirect, browserRedirectDeps((path) => router.replace(path)));
  };

  return (
    <div className={styles.page}>
      <Seo title={t('common:routes.wechatLogin.title')} description={t('common:routes.wechatLogin.description')} path={routes.wechatLogin} noindex />
      <div className={styles.card}>
        <AppLink href={routes.home} className={styles.logo}>
          <SiteLogo />
        </AppLink>
        {view.step === 'mobile' ? (
          <>
            <h1 id="wechat-title" className={styles.title}>
              {t('wechat.mobileTitle')}
            </h1>
            <p className={styles.lead}>
              {view.nickname ? t('wechat.authorisedAs', { nickname: view.nickname }) : t('wechat.authorised')} {t('wechat.mobileLead')}
            </p>
            <WechatMobileForm headingId="wechat-title" onSuccess={done} />
            <p className={styles.switch}>
              <AppLink href={routes.login}>{t('wechat.cancel')}</AppLink>
            </p>
          </>
        ) : (
          <>
            <h1 id="wechat-title" className={styles.title}>
              {t('wechat.title')}
            </h1>
            {view.step === 'problem' ? <FormAlert>{t(`wechat.problems.${view.problem}`)}</FormAlert> : <p className={styles.lead}>{t('wechat.none')}</p>}
            <p className={styles.switch}>
              {viewer ? <AppLink href={routes.account}>{t('wechat.backAccount')}</AppLink> : <AppLink href={routes.login}>{t('wechat.retry')}</AppLink>}
            </p>
          </>
        )}
      </div>
      <AppLink href={routes.home} className={styles.back}>
        {t('common:login.backHome')}
      </AppLink>
    </div>
  );
}
