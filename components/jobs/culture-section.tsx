import { useTranslation } from '@/lib/use-translation';
import { listOf, type CopyItem } from '@/lib/page-copy';
import { FeatureGrid } from '@/components/common/feature-grid';
import { PageSection } from '@/components/common/page-section';
import styles from './join-us.module.scss';

/** `#culture`: mission, values and how we work. */
export function CultureSection() {
  const { t } = useTranslation('join-us');
  return (
    <PageSection id="culture" title={t('culture.title')} lead={t('culture.lead')}>
      <figure className={styles.mission}>
        <figcaption className={styles.missionLabel}>{t('culture.missionLabel')}</figcaption>
        <blockquote className={styles.missionQuote}>
          <p>{t('culture.mission')}</p>
        </blockquote>
        <p className={styles.missionText}>{t('culture.missionText')}</p>
      </figure>
      <h3 className={styles.subheading}>{t('culture.valuesTitle')}</h3>
      <FeatureGrid items={listOf<CopyItem>(t, 'culture.values')} headingLevel="h4" />
      <h3 className={styles.subheading}>{t('culture.workTitle')}</h3>
      <FeatureGrid items={listOf<CopyItem>(t, 'culture.work')} variant="rows" headingLevel="h4" />
    </PageSection>
  );
}
