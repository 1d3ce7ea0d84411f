import type { LocalDraft } from '@/lib/articles/draft-store';
import { useTranslation } from '@/lib/use-translation';
import styles from './publish.module.scss';

/** Offers back what this device kept and the server does not have: restore it into the form, or discard it. */
export function RestoreNotice({ offer, onRestore, onDismiss }: { offer: LocalDraft; onRestore: () => void; onDismiss: () => void }) {
  const { t, i18n } = useTranslation('publish');
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }).format(offer.savedAt);
  return (
    <section className={styles.restore} aria-labelledby="restore-title">
      <h3 id="restore-title">{t('restore.title')}</h3>
      <p>{t('restore.text', { time })}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={onRestore}>
          {t('restore.accept')}
        </button>
        <button type="button" className={styles.secondary} onClick={onDismiss}>
          {t('restore.dismiss')}
        </button>
      </div>
    </section>
  );
}
