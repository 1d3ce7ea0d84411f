import { useState } from 'react';
import { readApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/use-translation';
import type { StaffFeedbackView } from '@/lib/feedback/views';
import { loadFeedbackClient } from '@/components/contact/feedback-token';
import styles from './staff-feedback-item.module.scss';

/**
 * One message in the staff inbox: who sent it, how to answer (tap to call or
 * write), the whole text as typed, and a button that marks it handled or new
 * again — in place, with the server's answer.
 */
export function FeedbackInboxItem({ feedback, onChange }: { feedback: StaffFeedbackView; onChange: (changed: StaffFeedbackView) => void }) {
  const { t, i18n } = useTranslation(['contact', 'common']);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const handled = feedback.status === 'handled';
  const headingId = `feedback-${feedback.id}`;

  async function toggle() {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const client = await loadFeedbackClient();
      onChange(await client.setHandled(feedback.id, !handled, i18n.language));
    } catch (caught) {
      setError(readApiError(caught, t('staff.network')).message);
    } finally {
      setBusy(false);
    }
  }

  const action = busy ? t('staff.saving') : handled ? t('staff.markNew') : t('staff.markHandled');
  return (
    <article className={styles.item} data-status={feedback.status} aria-labelledby={headingId}>
      <header className={styles.head}>
        <h3 id={headingId} className={styles.reference}>
          {feedback.reference}
        </h3>
        <span className={styles.topic}>{t(`form.topics.${feedback.topic}`)}</span>
        <span className={styles.status} data-status={feedback.status}>
          {t(`staff.statuses.${feedback.status}`)}
        </span>
        <span className={styles.received}>
          <span className="visually-hidden">{t('staff.received')} </span>
          {feedback.receivedLabel}
        </span>
      </header>
      <dl className={styles.facts}>
        <div>
          <dt>{t('staff.name')}</dt>
          <dd>{feedback.name}</dd>
        </div>
        <div>
          <dt>{t('staff.company')}</dt>
          <dd>{feedback.company || <span className={styles.none}>{t('staff.none')}</span>}</dd>
        </div>
        <div>
          <dt>{t('staff.audience')}</dt>
          <dd>{t(`form.audienceTypes.${feedback.audience}`)}</dd>
        </div>
        <div>
          <dt>{t('staff.contact')}</dt>
          <dd className={styles.contact}>
            {feedback.mobile ? <a href={`tel:${feedback.mobile}`}>{feedback.mobile}</a> : null}
            {feedback.email ? <a href={`mailto:${feedback.email}`}>{feedback.email}</a> : null}
          </dd>
        </div>
      </dl>
      <p className={styles.message}>{feedback.message}</p>
      <footer className={styles.foot}>
        {handled && feedback.handledLabel ? (
          <p className={styles.handled}>{t('staff.handledBy', { name: feedback.handlerName ?? '—', time: feedback.handledLabel })}</p>
        ) : null}
        <button
          type="button"
          className={styles.toggle}
          data-handled={handled || undefined}
          onClick={() => void toggle()}
          disabled={busy}
          aria-busy={busy || undefined}
          // The visible words first, then whose: "标记为已处理 FB-…" among many.
          aria-label={`${action} ${feedback.reference}`}
        >
          {action}
        </button>
        {error ? (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
      </footer>
    </article>
  );
}
