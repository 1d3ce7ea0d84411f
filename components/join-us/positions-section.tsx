import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/common/button-link';
import { PageSection } from '@/components/audience/page-section';
import { useSite } from '@/components/providers/site-context';
import { mailtoHref } from './mailto';
import styles from './join-us.module.scss';

/**
 * `#positions`: the open positions. They come from the database (a later issue
 * adds the list with its filters and paging); until then, an honest empty state.
 */
export function PositionsSection() {
  const { t } = useTranslation('join-us');
  const site = useSite();
  return (
    <PageSection id="positions" title={t('positions.title')} lead={t('positions.lead')}>
      <div className={styles.empty}>
        <h3 className={styles.emptyTitle}>{t('positions.emptyTitle')}</h3>
        <p className={styles.emptyText}>{t('positions.emptyText', { email: site.jobsEmail })}</p>
        <ButtonLink href={mailtoHref(site.jobsEmail, t('email.subject'))}>{t('positions.emptyAction')}</ButtonLink>
      </div>
    </PageSection>
  );
}
