import { allowedStatusChanges, type StaffStatusChange } from '@/lib/activities/rules';
import { useTranslation } from '@/lib/use-translation';
import type { StaffRegistrationRowView } from '@/lib/registrations/staff-views';
import styles from './registration-status.module.scss';

const LABELS: Record<StaffStatusChange, string> = { checked_in: 'status.checkIn', confirmed: 'status.confirm', cancelled: 'status.cancel' };
/** The order of the buttons: the forward step first, cancel last. */
const ORDER: readonly StaffStatusChange[] = ['checked_in', 'confirmed', 'cancelled'];

/**
 * The buttons of one registration's row: check in (confirmed), confirm from
 * the waitlist (waitlisted), cancel (either; it asks first). Each is named
 * with the registrant and code, so that a screen reader says whose it is.
 */
export function RegistrationStatusActions({
  row,
  busy,
  disabled,
  onAction,
}: {
  row: StaffRegistrationRowView;
  /** This row's change is on its way. */
  busy: boolean;
  /** Another row's change is on its way. */
  disabled: boolean;
  onAction: (row: StaffRegistrationRowView, status: StaffStatusChange) => void;
}) {
  const { t } = useTranslation('admin-activities');
  const allowed = allowedStatusChanges(row.status);
  if (allowed.length === 0) return <span className={styles.none}>{t('status.none')}</span>;
  if (busy) {
    return (
      <span className={styles.working} aria-live="polite">
        {t('status.working')}
      </span>
    );
  }
  return (
    <div className={styles.actions}>
      {ORDER.filter((status) => allowed.includes(status)).map((status) => (
        <button
          key={status}
          type="button"
          className={status === 'cancelled' ? styles.cancel : styles.action}
          disabled={disabled}
          aria-label={t('status.actionFor', { action: t(LABELS[status]), name: row.name, code: row.code })}
          onClick={() => onAction(row, status)}
        >
          {t(LABELS[status])}
        </button>
      ))}
    </div>
  );
}
