import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './console-dialog.module.scss';

const FOCUSABLE = 'button:not(:disabled), [href], input:not(:disabled), select:not(:disabled), textarea:not(:disabled)';

/**
 * A modal dialog of the console (every console page's dialogs go through it): the native <dialog> (focus kept inside, the
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
  describedBy,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  closable?: boolean;
  /** The id of the text that says what the dialog is about (read with its title). */
  describedBy?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // Browsers focus the first control of a modal dialog; say so for those that do not (and for jsdom).
      if (!dialog.contains(document.activeElement)) dialog.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        if (closable) onClose();
      }}
    >
      {open ? (
        <div className={styles.body}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
