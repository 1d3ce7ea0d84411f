import { useTranslation } from '@/lib/use-translation';
import styles from './invited-mark.module.scss';

/** "受邀报价": staff invited the viewer's company to quote on this request (shown to that company's logged-in accounts only). */
export function InvitedMark({ note = false }: { note?: boolean }) {
  const { t } = useTranslation('sourcing');
  return (
    <p className={styles.invited}>
      <strong className={styles.mark}>{t('card.invited')}</strong>
      {note ? <span> {t('detail.invitedNote')}</span> : null}
    </p>
  );
}
