import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { TableHead } from '@/components/common/table-head';
import { TableScroller } from '@/components/common/table-scroller';
import tableStyles from '@/components/common/table.module.scss';
import styles from './admin-accounts.module.scss';

/** The least an account list's row holds: what the status and last-login columns show. */
export interface AccountRow {
  id: number;
  disabled: boolean;
  lastLoginLabel: string | null;
}

/** One of a list's own columns, between the name and the status. */
export interface AccountColumn<Row> {
  /** Its header's key under `<scope>.columns`; not `status`, `lastLogin` or `actions`, the columns every list has. */
  key: string;
  cell: (row: Row) => ReactNode;
  /** Text that may wrap (names, addresses), a code (a login), or a short label. */
  kind?: 'text' | 'code' | 'label';
}

/**
 * The console's account lists — /admin/users and /admin/exhibitors — in one
 * shape: who the account is (a row header that stays in view), the list's own
 * columns, whether it is enabled, when it last logged in, and what staff may
 * do with it (held at the right edge from a tablet up). `scope` names the
 * list's texts in admin-accounts.json (`<scope>.columns.*`, `<scope>.listLabel`).
 */
export function AccountTable<Row extends AccountRow>({
  scope,
  rows,
  nameColumn,
  name,
  columns,
  actions,
}: {
  scope: 'users' | 'exhibitors';
  rows: Row[];
  /** The first column's key under `<scope>.columns`. */
  nameColumn: string;
  name: (row: Row) => ReactNode;
  columns: AccountColumn<Row>[];
  actions: (row: Row) => ReactNode;
}) {
  const { t } = useTranslation('admin-accounts');
  return (
    <TableScroller label={t(`${scope}.listLabel`)}>
      <table className={tableStyles.table}>
        <TableHead
          columns={[nameColumn, ...columns.map((column) => column.key), 'status', 'lastLogin', 'actions']}
          header={(key) => t(`${scope}.columns.${key}`)}
          classNames={{ actions: tableStyles.actions }}
        />
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-disabled={row.disabled || undefined}>
              <th scope="row" className={tableStyles.text}>
                {name(row)}
              </th>
              {columns.map((column) => (
                <td key={column.key} className={column.kind ? tableStyles[column.kind] : undefined}>
                  {column.cell(row)}
                </td>
              ))}
              <td className={tableStyles.label}>
                <span className={styles.status} data-disabled={row.disabled || undefined}>
                  {row.disabled ? t('status.disabled') : t('status.enabled')}
                </span>
              </td>
              <td>{row.lastLoginLabel ?? <span className={styles.muted}>{t('never')}</span>}</td>
              <td className={tableStyles.actions}>
                <span className={styles.rowActions}>{actions(row)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
