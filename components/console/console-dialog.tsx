import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './admin-accounts.module.scss';

/**
 * A modal dialog of the console: the native <dialog> (focus kept inside, the
 * page behind inert, focus back on the button that opened it when it closes),
 * with its title. Esc closes it unless `closable` is false — while a request
 * is on its way, or while it shows something that must not be lost by a slip
 * of the key (a password shown once). A click outside does not close it.
 */
export function ConsoleDialog({
  open,
  title,
  onClose,
  closable = true,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  closable?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

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
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (closable) onClose();
      }}
    >
      {open ? (
        <div className={styles.dialogBody}>
          <h2 id={titleId} className={styles.dialogTitle}>
            {title}
          </h2>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
