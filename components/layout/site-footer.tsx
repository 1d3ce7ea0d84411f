import { AppLink } from '@/components/common/app-link';
import { useTranslation } from '@/lib/use-translation';
import { useSite } from '@/components/providers/site-context';
import { AUDIENCES, routes } from '@/lib/routes';
import { SiteLogo } from './site-logo';
import { WechatAccount } from './wechat-account';
import styles from './site-footer.module.scss';

const ICP_URL = 'https://beian.miit.gov.cn/';
const PUBLIC_SECURITY_URL = 'https://beian.mps.gov.cn/#/query/webSearch';

export function SiteFooter() {
  const { t, i18n } = useTranslation('common');
  const site = useSite();
  const english = i18n.language === 'en';
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section className={styles.about} aria-labelledby="footer-about">
          <h2 id="footer-about" className="visually-hidden">
            {t('footer.about')}
          </h2>
          <SiteLogo inverted />
          <p className={styles.tagline}>{t('footer.tagline')}</p>
          <WechatAccount />
        </section>
        <nav className={styles.column} aria-labelledby="footer-audiences">
          <h2 id="footer-audiences" className={styles.heading}>
            {t('footer.audiences')}
          </h2>
          <ul>
            {AUDIENCES.map((audience) => (
              <li key={audience}>
                <AppLink href={routes[audience]}>{t(`nav.${audience}`)}</AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav className={styles.column} aria-labelledby="footer-more">
          <h2 id="footer-more" className={styles.heading}>
            {t('footer.more')}
          </h2>
          <ul>
            <li>
              <AppLink href={routes.news}>{t('nav.platformNews')}</AppLink>
            </li>
            <li>
              <AppLink href={routes.hot}>{t('nav.hot')}</AppLink>
            </li>
            <li>
              <AppLink href={routes.practical}>{t('nav.practical')}</AppLink>
            </li>
            <li>
              <AppLink href={routes.joinUs}>{t('nav.joinUs')}</AppLink>
            </li>
            <li>
              <AppLink href={routes.card}>{t('footer.card')}</AppLink>
            </li>
            <li>
              <AppLink href={routes.privacy}>{t('footer.privacy')}</AppLink>
            </li>
          </ul>
        </nav>
        <section className={`${styles.column} ${styles.contactColumn}`} aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {t('footer.contact')}
          </h2>
          <address className={styles.contact}>
            <p>
              {t('footer.phone')}
              <a href={`tel:${site.phone.replace(/[^\d+]/g, '')}`}>{site.phone}</a>
            </p>
            <p>
              {t('footer.email')}
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </p>
            <p>
              {t('footer.address')}
              {english ? site.addressEn : site.address}
            </p>
            <p>
              {t('footer.hours')}
              {english ? site.hoursEn : site.hours}
            </p>
          </address>
        </section>
      </div>
      <div className={styles.bottom}>
        <div className={`container ${styles.bottomInner}`}>
          <span>{t('footer.copyright', { year, name: english ? site.nameEn : site.name })}</span>
          <a href={ICP_URL} target="_blank" rel="noopener noreferrer">
            {site.icpNumber}
          </a>
          <a
            href={site.publicSecurityCode ? `${PUBLIC_SECURITY_URL}?code=${site.publicSecurityCode}` : PUBLIC_SECURITY_URL}
            target="_blank"
            rel="noopener noreferrer"
          >
            {site.publicSecurityNumber}
          </a>
        </div>
      </div>
    </footer>
  );
}
