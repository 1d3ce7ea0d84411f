import { useEffect, useRef, useState } from 'react';
import { readApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/use-translation';
import type { StaffMessageView } from '@/lib/messages/views';
import { loadAdminMessagesClient } from './load-admin-messages-client';
import tableStyles from '@/components/common/table.module.scss';
import styles from './staff-messages.module.scss';

const PLACEHOLDER = /(\{\{\w+\}\})/;

/** A message's text, with a value it gets only when sent (a ticket link) shown as such. */
function TextWithLaterValues({ text }: { text: string }) {
  const { t } = useTranslation('console');
  return text.split(PLACEHOLDER).map((part, index) =>
    PLACEHOLDER.test(part) ? (
      <em key={index} className={styles.later}>
        {t('messages.laterValue')}
      </em>
    ) : (
      part
    ),
  );
}

/** An SMS in full; an e-mail's subject, with its text behind "show text". */
function MessageText({ message }: { message: StaffMessageView }) {
  const { t } = useTranslation('console');
  if (!message.text) return <p className={styles.none}>{t('messages.noText')}</p>;
  const body = (
    <p className={styles.body}>
      <TextWithLaterValues text={message.text} />
    </p>
  );
  if (message.subject === null) return body;
  return (
    <>
      <p className={styles.subject}>
        <TextWithLaterValues text={t('messages.subject', { subject: message.subject })} />
      </p>
      <details className={styles.details}>
        <summary>{t('messages.showText')}</summary>
        {body}
      </details>
    </>
  );
}

/**
 * One message of /admin/messages: the recipient first (it stays in view while
 * the rest scrolls) and the status beside it, a retry button on a failed one — the row then shows the server's
 * answer — and its kind, times, text and how its delivery went.
 */
export function StaffMessageRow({ message, maxAttempts, onChange }: { message: StaffMessageView; maxAttempts: number; onChange: (changed: StaffMessageView) => void }) {
  const { t, i18n } = useTranslation('console');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<'retried' | 'sentNow' | null>(null);
  const confirmation = useRef<HTMLParagraphElement>(null);
  const kind = t(`messages.kinds.${message.kind}`, { defaultValue: message.kind });
  const channel = t(`messages.channels.${message.channel}`);

  // The button is gone once the message is queued: focus moves to what happened instead of the page's top.
  useEffect(() => {
    if (done) confirmation.current?.focus();
  }, [done]);

  /** A failed message again, or a pending one due later now: the row then shows the server's answer. */
  async function act(action: 'retried' | 'sentNow') {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const client = await loadAdminMessagesClient();
      onChange(await (action === 'retried' ? client.retryMessage(message.id, i18n.language) : client.sendMessageNow(message.id, i18n.language)));
      setDone(action);
    } catch (caught) {
      setError(readApiError(caught, t('messages.network')).message);
    } finally {
      setBusy(false);
    }
  }

  const tried = message.attempts > 0 || message.transport !== '';
  return (
    <tr className={styles.row}>
      <th scope="row" className={styles.recipient}>
        <span className={`${tableStyles.code} ${styles.line}`}>{message.recipient}</span>
        <span className={`${styles.line} ${styles.channel}`}>{channel}</span>
      </th>
      <td className={styles.status}>
        <span className={styles.badge} data-status={message.status}>
          {t(`messages.statuses.${message.status}`)}
        </span>
        {message.status === 'failed' ? (
          <button
            type="button"
            className={styles.retry}
            onClick={() => void act('retried')}
            disabled={busy}
            aria-busy={busy || undefined}
            aria-label={t('messages.retryLabel', { recipient: message.recipient, kind, channel })}
          >
            {busy ? t('messages.retrying') : t('messages.retry')}
          </button>
        ) : null}
        {message.dueLater ? (
          <button
            type="button"
            className={styles.retry}
            onClick={() => void act('sentNow')}
            disabled={busy}
            aria-busy={busy || undefined}
            aria-label={t('messages.sendNowLabel', { recipient: message.recipient, kind, channel })}
          >
            {busy ? t('messages.sendingNow') : t('messages.sendNow')}
          </button>
        ) : null}
        {done ? (
          <p ref={confirmation} tabIndex={-1} role="status" className={styles.retried}>
            {t(`messages.${done}`)}
          </p>
        ) : null}
        {error ? (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
      </td>
      <td className={tableStyles.label}>
        {kind}
      </td>
      <td className={styles.times}>
        <span className={styles.line}>{t('messages.created', { time: message.createdLabel })}</span>
        {message.status === 'pending' && message.dueLabel !== message.createdLabel ? (
          <span className={styles.line}>{t('messages.due', { time: message.dueLabel })}</span>
        ) : null}
        {message.sentLabel ? <span className={styles.line}>{t('messages.sent', { time: message.sentLabel })}</span> : null}
      </td>
      <td className={styles.content}>
        <MessageText message={message} />
      </td>
      <td className={styles.delivery}>
        {tried ? (
          <>
            <span className={styles.line}>{t('messages.attempts', { count: message.attempts, max: maxAttempts })}</span>
            {message.transport ? (
              <span className={styles.line}>
                {t('messages.transport', { name: t(`messages.transportNames.${message.transport}`, { defaultValue: message.transport }) })}
              </span>
            ) : null}
            {message.providerId ? <span className={`${styles.line} ${styles.provider}`}>{t('messages.providerId', { id: message.providerId })}</span> : null}
          </>
        ) : (
          <span className={`${styles.line} ${styles.none}`}>{t('messages.notTried')}</span>
        )}
        {message.lastError ? <span className={`${styles.line} ${styles.lastError}`}>{t('messages.lastError', { error: message.lastError })}</span> : null}
      </td>
    </tr>
  );
}
