import { useTranslation } from '@/lib/use-translation';
import { AppLink } from '@/components/common/app-link';
import { Seo } from '@/components/common/seo';
import { SiteLogo } from '@/components/layout/site-logo';
import { routes } from '@/lib/routes';
import { LoginForm, type LoginPortal } from './login-form';
import styles from './login-page.module.scss';

/** /login and /exhibitor/login: a centred card in the empty layout. */
export function LoginPage({ portal }: { portal: LoginPortal }) {
  const { t } = useTranslation('common');
  const prefix = portal === 'exhibitor' ? 'login.exhibitor' : 'login.member';
  const routeKey = portal === 'exhibitor' ? 'exhibitorLogin' : 'login';
  return (
    <div className={styles.page}>
      <Seo title={t(`routes.${routeKey}.title`)} description={t(`routes.${routeKey}.description`)} path={routes[routeKey]} />
      <div className={styles.card}>
        <AppLink href={routes.home} className={styles.logo} aria-label={t('nav.homeLabel')}>
          <SiteLogo />
        </AppLink>
        <h1 id="login-title" className={styles.title}>
          {t(`${prefix}.title`)}
        </h1>
        <p className={styles.lead}>{t(`${prefix}.lead`)}</p>
        <LoginForm portal={portal} headingId="login-title" />
      </div>
      <AppLink href={routes.home} className={styles.back}>
        {t('login.backHome')}
      </AppLink>
    </div>
  );
}
