import { useTranslation } from '@/lib/use-translation';
import type { StaffExhibitorView } from '@/lib/accounts/staff-views';
import { AccountTable, type AccountColumn } from './account-table';
import styles from './admin-accounts.module.scss';

export type ExhibitorAction = 'edit' | 'reset' | 'toggle';

/** The exhibitor accounts with their booth, contact and login, and edit, a new password, disable or enable. */
export function ExhibitorTable({ rows, onAction }: { rows: StaffExhibitorView[]; onAction: (action: ExhibitorAction, exhibitor: StaffExhibitorView) => void }) {
  const { t } = useTranslation('admin-accounts');
  const orNotSet = (value: string) => value || <span className={styles.muted}>{t('exhibitors.notSet')}</span>;
  const named = (action: string, row: StaffExhibitorView) => t('exhibitors.actionFor', { action, company: row.company });
  const columns: AccountColumn<StaffExhibitorView>[] = [
    { key: 'booth', cell: (row) => orNotSet(`${row.boothHall} ${row.boothNumber}`.trim()), kind: 'text' },
    {
      key: 'contact',
      kind: 'text',
      cell: (row) => (
        <span className={styles.stack}>
          <span>{orNotSet(row.contactName)}</span>
          {row.contactPhone ? <a href={`tel:${row.contactPhone}`}>{row.contactPhone}</a> : null}
          {row.contactEmail ? <a href={`mailto:${row.contactEmail}`}>{row.contactEmail}</a> : null}
        </span>
      ),
    },
    { key: 'login', cell: (row) => row.login, kind: 'code' },
  ];
  const actions = (row: StaffExhibitorView) => {
    const toggle = row.disabled ? t('exhibitors.enable') : t('exhibitors.disable');
    return (
      <>
        <button type="button" className={styles.small} onClick={() => onAction('edit', row)} aria-label={named(t('exhibitors.edit'), row)}>
          {t('exhibitors.edit')}
        </button>
        <button type="button" className={styles.small} onClick={() => onAction('reset', row)} aria-label={named(t('exhibitors.resetPassword'), row)}>
          {t('exhibitors.resetPassword')}
        </button>
        <button type="button" className={row.disabled ? styles.small : styles.smallDanger} onClick={() => onAction('toggle', row)} aria-label={named(toggle, row)}>
          {toggle}
        </button>
      </>
    );
  };
  return <AccountTable scope="exhibitors" rows={rows} nameColumn="company" name={(row) => row.company} columns={columns} actions={actions} />;
}
