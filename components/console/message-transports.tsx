import { useTranslation } from '@/lib/use-translation';
import type { MessageTransportsView } from '@/lib/messages/views';
import styles from './staff-messages.module.scss';

/**
 * Admins only: which transport sends text messages and e-mails. With the log
 * transport nothing leaves the site, so the note says where the messages are
 * read instead: here (a newcomer running `npm start` reads a sign-up code here).
 */
export function MessageTransports({ transports }: { transports: MessageTransportsView }) {
  const { t } = useTranslation('console');
  const logged = transports.sms === 'log' && transports.email === 'log' ? 'both' : transports.sms === 'log' ? 'sms' : transports.email === 'log' ? 'email' : null;
  return (
    <section className={styles.transports} data-log={logged ? true : undefined} aria-labelledby="message-transports-title">
      <h2 id="message-transports-title" className={styles.transportsTitle}>
        {t('messages.transports.title')}
      </h2>
      <ul className={styles.transportList}>
        <li>{t('messages.transports.sms', { name: t(transports.sms === 'aliyun' ? 'messages.transports.smsAliyun' : 'messages.transports.smsLog') })}</li>
        <li>{t('messages.transports.email', { name: t(transports.email === 'smtp' ? 'messages.transports.emailSmtp' : 'messages.transports.emailLog') })}</li>
      </ul>
      {logged ? <p className={styles.logNote}>{t(`messages.transports.logNote.${logged}`)}</p> : null}
    </section>
  );
}
