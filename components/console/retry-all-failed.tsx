import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import { readApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/use-translation';
import { loadAdminMessagesClient } from './load-admin-messages-client';
import styles from './staff-messages.module.scss';

/**
 * Once a provider is back after an outage: every failed message of the kind the list is filtered to goes again
 * (POST /api/admin/messages/retry-failed, audited); the list is then read again (they are pending now, so the
 * failed filter no longer shows them) and `onRetried` hears how many, for the page to say so after the reload.
 */
export function RetryAllFailed({ kind, count, onRetried }: { kind: string; count: number; onRetried: (retried: number) => void }) {
  const { t, i18n } = useTranslation('console');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const kindName = t(`messages.kinds.${kind}`, { defaultValue: kind });

  async function retryAll() {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const client = await loadAdminMessagesClient();
      const retried = await client.retryFailedOfKind(kind, i18n.language);
      await router.replace(router.asPath, undefined, { scroll: false });
      onRetried(retried);
    } catch (caught) {
      setError(readApiError(caught, t('messages.network')).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.retryAll}>
      <button type="button" className={styles.retry} onClick={() => void retryAll()} disabled={busy} aria-busy={busy || undefined} aria-label={t('messages.retryAllLabel', { kind: kindName, count })}>
        {busy ? t('messages.retryingAll') : t('messages.retryAll', { count })}
      </button>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** What "全部重试" did, said where the button was (it is gone once none has failed), and focused. */
export function RetriedAll({ count }: { count: number }) {
  const { t } = useTranslation('console');
  const said = useRef<HTMLParagraphElement>(null);
  useEffect(() => said.current?.focus(), []);
  return (
    <p ref={said} tabIndex={-1} role="status" className={styles.retried}>
      {t('messages.retriedAll', { count })}
    </p>
  );
}
