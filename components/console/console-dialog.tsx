import { useEffect, useId, useRef, type ReactNode } from 'react';
import { supportsModalDialog } from '@/lib/modal-dialog';
import styles from './console-dialog.module.scss';

const FOCUSABLE = 'button:not(:disabled), [href], input:not(:disabled), select:not(:disabled), textarea:not(:disabled)';

/**
 * A modal dialog of the console (every console page's dialogs go through it): the native <dialog> (focus kept inside, the
 * page behind inert, focus back on the button that opened it when it closes),
 * with its title. Esc closes it unless `closable` is false — while a request
 * is on its way, or while it shows something that must not be lost by a slip
 * of the key (a password shown once). A click outside does not close it.
 * Where the browser has no modal <dialog> (Safari before 15.4), the same box
 * is shown over a shade, Esc closes it and focus goes back as it would.
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

  // The control that opened it, to focus again when it closes (browsers that restore it themselves find it focused).
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const modal = supportsModalDialog();
    if (open && !dialog.hasAttribute('open')) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      if (modal) {
        dialog.showModal();
      } else {
        // Safari before 15.4: the same box, shown over a shade by its styles ([data-fallback]).
        dialog.dataset.fallback = '';
        dialog.setAttribute('open', '');
      }
      // Browsers focus the first control of a modal dialog; say so for those that do not (and for jsdom).
      if (!dialog.contains(document.activeElement)) dialog.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    }
    if (!open && dialog.hasAttribute('open')) {
      if (modal) {
        dialog.close();
      } else {
        dialog.removeAttribute('open');
        delete dialog.dataset.fallback;
      }
      // Back to the control that opened it, unless the focus went somewhere on purpose meanwhile.
      const active = document.activeElement;
      if (opener.current?.isConnected && (!active || active === document.body || dialog.contains(active))) opener.current.focus();
      opener.current = null;
    }
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
      onKeyDown={(event) => {
        // Esc where the browser does not turn it into `cancel` (no modal <dialog>).
        if (event.key !== 'Escape' || supportsModalDialog()) return;
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
