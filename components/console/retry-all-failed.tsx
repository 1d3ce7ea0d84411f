import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import { readApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/use-translation';
import { loadAdminMessagesClient } from './load-admin-messages-client';
import styles from './staff-messages.module.scss';

/**
 * Once a provider is back after an outage: every failed message of the kind the list is filtered to goes again
 * (POST /api/admin/messages/retry-failed, audited); the list then shows them pending. Offered while the list
 * shows the failed messages of one kind.
 */
export function RetryAllFailed({ kind, count }: { kind: string; count: number }) {
  const { t, i18n } = useTranslation('console');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [retried, setRetried] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const said = useRef<HTMLParagraphElement>(null);
  const kindName = t(`messages.kinds.${kind}`, { defaultValue: kind });

  useEffect(() => {
    if (retried !== null) said.current?.focus();
  }, [retried]);

  async function retryAll() {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const client = await loadAdminMessagesClient();
      setRetried(await client.retryFailedOfKind(kind, i18n.language));
      // The list, read again: the messages are pending now (the failed filter then shows what is left).
      await router.replace(router.asPath, undefined, { scroll: false });
    } catch (caught) {
      setError(readApiError(caught, t('messages.network')).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.retryAll}>
      {retried === null ? (
        <button type="button" className={styles.retry} onClick={() => void retryAll()} disabled={busy} aria-busy={busy || undefined} aria-label={t('messages.retryAllLabel', { kind: kindName, count })}>
          {busy ? t('messages.retryingAll') : t('messages.retryAll', { count })}
        </button>
      ) : (
        <p ref={said} tabIndex={-1} role="status" className={styles.retried}>
          {t('messages.retriedAll', { count: retried })}
        </p>
      )}
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
