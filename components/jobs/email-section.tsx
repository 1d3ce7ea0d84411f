import { useTranslation } from '@/lib/use-translation';
import { listOf } from '@/lib/page-copy';
import { PageSection } from '@/components/common/page-section';
import { AppLink } from '@/components/common/app-link';
import { ButtonLink } from '@/components/common/button-link';
import { useSite } from '@/components/providers/site-context';
import { routes } from '@/lib/routes';
import { mailtoHref } from '@/lib/jobs/mailto';
import styles from './join-us.module.scss';

/** `#email` (投递简历): the two ways to apply — each position's online form, or a CV sent to the jobs e-mail with a prefilled subject and what to include. */
export function EmailSection() {
  const { t } = useTranslation('join-us');
  const site = useSite();
  const subject = t('email.subject');
  const href = mailtoHref(site.jobsEmail, subject);
  return (
    <PageSection id="email" title={t('email.title')} lead={t('email.lead')}>
      <div className={styles.online}>
        <h3 className={styles.subheading}>{t('email.onlineTitle')}</h3>
        <p>{t('email.onlineText')}</p>
        <p className={styles.onlineLinks}>
          <ButtonLink href="#positions">{t('email.onlineButton')}</ButtonLink>
          <AppLink href={routes.applicationStatus}>{t('email.statusLink')}</AppLink>
        </p>
      </div>
      <h3 className={styles.subheading}>{t('email.byEmailTitle')}</h3>
      <div className={styles.mail}>
        <div className={styles.mailCard}>
          <p className={styles.mailLabel}>{t('email.addressLabel')}</p>
          <p className={styles.mailAddress}>
            <a href={href}>{site.jobsEmail}</a>
          </p>
          <p className={styles.mailLabel}>{t('email.subjectLabel')}</p>
          <p className={styles.mailSubject}>{subject}</p>
          <ButtonLink href={href}>{t('email.button')}</ButtonLink>
        </div>
        <div>
          <h3 className={styles.subheading}>{t('email.includeTitle')}</h3>
          <ul className={styles.checks}>
            {listOf<string>(t, 'email.include').map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p className={styles.note}>
            {t('email.note')} <AppLink href={routes.privacy}>{t('email.privacyLink')}</AppLink>
          </p>
        </div>
      </div>
    </PageSection>
  );
}
