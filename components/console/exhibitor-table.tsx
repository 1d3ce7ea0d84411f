import { useTranslation } from '@/lib/use-translation';
import type { StaffExhibitorView } from '@/lib/views/admin-accounts-views';
import shared from './console.module.scss';
import styles from './admin-accounts.module.scss';

export type ExhibitorAction = 'edit' | 'reset' | 'toggle';

/** The exhibitor accounts with their details and actions, in a box that scrolls sideways on narrow screens. */
export function ExhibitorTable({ rows, onAction }: { rows: StaffExhibitorView[]; onAction: (action: ExhibitorAction, exhibitor: StaffExhibitorView) => void }) {
  const { t } = useTranslation('admin-accounts');
  const orNotSet = (value: string) => value || <span className={styles.muted}>{t('exhibitors.notSet')}</span>;
  const named = (action: string, row: StaffExhibitorView) => t('exhibitors.actionFor', { action, company: row.company });
  return (
    <div className={shared.scroller} tabIndex={0} role="region" aria-label={t('exhibitors.listLabel')}>
      <table className={shared.table}>
        <thead>
          <tr>
            {(['company', 'booth', 'contact', 'login', 'status', 'lastLogin', 'actions'] as const).map((column) => (
              <th key={column} scope="col">
                {t(`exhibitors.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const booth = `${row.boothHall} ${row.boothNumber}`.trim();
            const toggle = row.disabled ? t('exhibitors.enable') : t('exhibitors.disable');
            return (
              <tr key={row.id} data-disabled={row.disabled || undefined}>
                <th scope="row" className={`${shared.text} ${styles.rowHeader}`}>
                  {row.company}
                </th>
                <td className={shared.text}>{orNotSet(booth)}</td>
                <td className={shared.text}>
                  <span className={styles.stack}>
                    <span>{orNotSet(row.contactName)}</span>
                    {row.contactPhone ? <a href={`tel:${row.contactPhone}`}>{row.contactPhone}</a> : null}
                    {row.contactEmail ? <a href={`mailto:${row.contactEmail}`}>{row.contactEmail}</a> : null}
                  </span>
                </td>
                <td className={shared.code}>{row.login}</td>
                <td className={shared.label}>
                  <span className={styles.status} data-disabled={row.disabled || undefined}>
                    {row.disabled ? t('status.disabled') : t('status.enabled')}
                  </span>
                </td>
                <td>{row.lastLoginLabel ?? <span className={styles.muted}>{t('never')}</span>}</td>
                <td>
                  <span className={styles.rowActions}>
                    <button type="button" className={styles.small} onClick={() => onAction('edit', row)} aria-label={named(t('exhibitors.edit'), row)}>
                      {t('exhibitors.edit')}
                    </button>
                    <button type="button" className={styles.small} onClick={() => onAction('reset', row)} aria-label={named(t('exhibitors.resetPassword'), row)}>
                      {t('exhibitors.resetPassword')}
                    </button>
                    <button
                      type="button"
                      className={row.disabled ? styles.small : styles.smallDanger}
                      onClick={() => onAction('toggle', row)}
                      aria-label={named(toggle, row)}
                    >
                      {toggle}
                    </button>
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
