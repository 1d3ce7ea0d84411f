import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '@/lib/use-translation';
import styles from './admin-articles.module.scss';

/**
 * The question before a step that cannot be taken back (taking an article off
 * the site, deleting it): a native modal <dialog> — focus kept inside, Esc
 * or "cancel" closes it, the focus starts on "cancel". While the request is on
 * its way both buttons wait; a failure is said inside the dialog.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  busy,
  problem,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  busy: boolean;
  problem: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin-articles');
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(event) => {
        // Esc while the request is on its way would hide what becomes of it.
        if (busy) event.preventDefault();
      }}
      onClose={onCancel}
    >
      {open ? (
        <div className={styles.dialogBody}>
          <h2 id={`${id}-title`}>{title}</h2>
          <p id={`${id}-text`}>{text}</p>
          {problem ? (
            <p role="alert" className={styles.problem}>
              {problem}
            </p>
          ) : null}
          <div className={styles.dialogActions}>
            <button type="button" className={styles.cancel} onClick={onCancel} disabled={busy}>
              {t('confirm.cancel')}
            </button>
            <button type="button" className={styles.confirm} onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
              {busy ? t('confirm.working') : confirmLabel}
            </button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
