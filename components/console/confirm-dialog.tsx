import { useId, useState, type ReactNode } from 'react';
import { readApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/use-translation';
import { ConsoleDialog } from './console-dialog';
import styles from './console-dialog.module.scss';
import { useRevealAlert } from '@/components/forms/use-reveal-alert';

/**
 * "Are you sure?" before a console change that is hard to undo (delete,
 * unpublish, cancel a registration, disable an account, reset a password):
 * what will happen, Cancel (first, so the modal dialog focuses it and Enter
 * does not confirm by accident) and the action. When `onConfirm` returns a
 * promise the dialog waits for it — the action runs once, Esc is held while it
 * runs, and a refusal from the API is shown inside the dialog, which stays
 * open. A caller that tracks the request itself passes `busy` and `problem`.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  danger = false,
  busy: busyProp,
  problem: problemProp,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The way out, when "取消" would read like the action itself (cancelling a registration). */
  cancelLabel?: string;
  danger?: boolean;
  busy?: boolean;
  problem?: string | null;
  onConfirm: () => Promise<void> | void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('console');
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const textId = useId();
  const busy = busyProp ?? running;
  const problem = problemProp ?? error;
  const alertRef = useRevealAlert<HTMLParagraphElement>(problem);

  async function confirm() {
    if (busy) return;
    setError(null);
    const outcome = onConfirm();
    if (!outcome) return;
    setRunning(true);
    try {
      await outcome;
    } catch (caught) {
      setError(readApiError(caught, t('dialog.network')).message);
    } finally {
      setRunning(false);
    }
  }

  const cancel = () => {
    setError(null);
    onCancel();
  };

  return (
    <ConsoleDialog open={open} title={title} onClose={cancel} closable={!busy} describedBy={textId}>
      <div id={textId} className={styles.text}>
        {children}
      </div>
      {problem ? (
        <p ref={alertRef} role="alert" tabIndex={-1} className={styles.alert}>
          {problem}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={cancel} disabled={busy}>
          {cancelLabel ?? t('dialog.cancel')}
        </button>
        <button type="button" className={danger ? styles.danger : styles.primary} onClick={() => void confirm()} disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('dialog.working') : confirmLabel}
        </button>
      </div>
    </ConsoleDialog>
  );
}
