import { useTranslation } from '@/lib/use-translation';
import styles from './offline-notice.module.scss';

/** A visible notice while the browser is offline; announced politely to screen readers. */
export function OfflineNotice({ online }: { online: boolean }) {
  const { t } = useTranslation('common');
  return (
    <div role="status" aria-live="polite" className={styles.region}>
      {online ? null : <p className={styles.notice}>{t('offline')}</p>}
    </div>
  );
}
