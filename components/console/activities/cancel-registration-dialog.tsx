import { useTranslation } from '@/lib/use-translation';
import type { StaffRegistrationRowView } from '@/lib/registrations/staff-views';
import { ConfirmDialog } from '../confirm-dialog';

/** "Cancel this registration?": whose registration and how many seats, with keeping it as the first (focused) choice. */
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
  return (
    <ConfirmDialog
      open={row !== null}
      title={t('status.confirmCancelTitle')}
      confirmLabel={t('status.confirmCancel')}
      cancelLabel={t('status.keep')}
      danger
      onConfirm={() => {
        if (row) onConfirm(row);
      }}
      onCancel={onClose}
    >
      <p>{row ? t('status.confirmCancelText', { name: row.name, code: row.code, count: row.quantity }) : ''}</p>
    </ConfirmDialog>
  );
}
