import { useTranslation } from '@/lib/use-translation';
import styles from './publish.module.scss';

/** An exhibitor's account may not write: said instead of the form. */
export function ExhibitorNotice() {
  const { t } = useTranslation('publish');
  return (
    <section className={styles.section} aria-labelledby="exhibitor-title">
      <h2 id="exhibitor-title">{t('exhibitor.title')}</h2>
      <p className={styles.muted}>{t('exhibitor.text')}</p>
    </section>
  );
}
