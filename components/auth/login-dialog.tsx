import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { LoginForm } from './login-form';
import styles from './login-dialog.module.scss';

/** The header's login dialog: a native modal <dialog> (focus trap, Esc to close) holding the member login form. */
export function LoginDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLDialogElement>(null);

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
      aria-labelledby="login-dialog-title"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
    >
      {open ? (
        <div className={styles.body}>
          <div className={styles.head}>
            <h2 id="login-dialog-title">{t('login.dialogTitle')}</h2>
            <button type="button" className={styles.close} onClick={onClose} aria-label={t('login.close')}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <LoginForm portal="member" headingId="login-dialog-title" />
        </div>
      ) : null}
    </dialog>
  );
}
