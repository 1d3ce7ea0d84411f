import { HONEYPOT_FIELD } from '@/lib/feedback/rules';
import { useTranslation } from '@/lib/use-translation';
import styles from './feedback-form.module.scss';

/**
 * The honeypot: a text field that people never meet — off-screen (not
 * display:none, which bots skip), outside the accessibility tree, out of the
 * tab order and closed to autofill. A bot that fills every field fills this
 * one too, and the server turns the message away.
 */
export function FeedbackHoneypot({ id }: { id: string }) {
  const { t } = useTranslation('contact');
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>{t('form.honeypot')}</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
