import { useState } from 'react';
import { readApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/use-translation';
import { ConsoleDialog } from './console-dialog';
import styles from './admin-accounts.module.scss';

/**
 * "Are you sure?" before a change that is hard to undo (disable, reset a
 * password, change a role): what will happen, Cancel (focused when it opens,
 * so Enter does not confirm by accident) and the action. The action runs once; the
 * API's refusal is shown in the dialog, which stays open.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  danger = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  children: React.ReactNode;
  confirmLabel: string;
  danger?: boolean;
  /** Makes the change; a thrown API error is shown. */
  onConfirm: () => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin-accounts');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
    } catch (caught) {
      setError(readApiError(caught, t('network')).message);
    } finally {
      setBusy(false);
    }
  }

  const cancel = () => {
    setError(null);
    onCancel();
  };

  return (
    <ConsoleDialog open={open} title={title} onClose={cancel} closable={!busy}>
      <div className={styles.confirmText}>{children}</div>
      {error ? (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      ) : null}
      <div className={styles.dialogActions}>
        {/* First in the dialog: the modal dialog gives it the focus when it opens. */}
        <button type="button" className={styles.secondary} onClick={cancel} disabled={busy}>
          {t('cancel')}
        </button>
        <button type="button" className={danger ? styles.danger : styles.primary} onClick={() => void confirm()} disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('working') : confirmLabel}
        </button>
      </div>
    </ConsoleDialog>
  );
}
