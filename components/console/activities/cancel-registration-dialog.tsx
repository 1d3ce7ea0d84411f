import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { StaffRegistrationRowView } from '@/lib/views/staff-registration-views';
import styles from './registration-status.module.scss';

/**
 * "Cancel this registration?": a native modal dialog (the focus stays in it,
 * Esc closes it) naming whose registration and how many seats, with the safe
 * choice focused first.
 */
export function CancelRegistrationDialog({
  row,
  onConfirm,
  onClose,
}: {
  row: StaffRegistrationRowView | null;
  onConfirm: (row: StaffRegistrationRowView) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-activities');
  const ref = useRef<HTMLDialogElement>(null);
  const keep = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (row && !dialog.open) {
      dialog.showModal();
      keep.current?.focus();
    }
    if (!row && dialog.open) dialog.close();
  }, [row]);

  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby="cancel-registration-title" aria-describedby="cancel-registration-text" onClose={onClose}>
      {row ? (
        <div className={styles.dialogBody}>
          <h2 id="cancel-registration-title">{t('status.confirmCancelTitle')}</h2>
          <p id="cancel-registration-text">{t('status.confirmCancelText', { name: row.name, code: row.code, count: row.quantity })}</p>
          <div className={styles.dialogButtons}>
            <button type="button" ref={keep} className={styles.keep} onClick={onClose}>
              {t('status.keep')}
            </button>
            <button type="button" className={styles.confirmCancel} onClick={() => onConfirm(row)}>
              {t('status.confirmCancel')}
            </button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
