import { useId, useState } from 'react';
import { AppLink } from '@/components/common/app-link';
import { ASSIGNABLE_KINDS, type AssignableKind } from '@/lib/schemas/admin-accounts';
import { routes } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import type { StaffAccountView } from '@/lib/views/admin-accounts-views';
import shared from './console.module.scss';
import styles from './admin-accounts.module.scss';

/** The name an account goes by in the list and its messages: its name, else its (masked) login. */
export function accountName(account: StaffAccountView): string {
  return account.name || account.login;
}

/** A new role for one account: the choice among member, editor and admin, and the button that asks to confirm it. */
function RoleChoice({ account, onChange }: { account: StaffAccountView; onChange: (to: AssignableKind) => void }) {
  const { t } = useTranslation(['admin-accounts', 'console']);
  const id = useId();
  const [choice, setChoice] = useState<AssignableKind>(account.kind === 'exhibitor' ? 'member' : account.kind);
  const name = accountName(account);
  return (
    <span className={styles.roleChoice}>
      <label htmlFor={`${id}-role`} className="visually-hidden">
        {t('users.roleOf', { name })}
      </label>
      <select id={`${id}-role`} value={choice} onChange={(event) => setChoice(event.target.value as AssignableKind)}>
        {ASSIGNABLE_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(`console:roles.${kind}`)}
          </option>
        ))}
      </select>
      <button
        type="button"
        className={styles.small}
        disabled={choice === account.kind}
        onClick={() => onChange(choice)}
        aria-label={t('users.actionFor', { action: t('users.changeRole'), name })}
      >
        {t('users.changeRole')}
      </button>
    </span>
  );
}

/** Every account with its role and state, and what an admin may do with it, in a box that scrolls sideways on narrow screens. */
export function AccountTable({
  rows,
  viewerId,
  onRole,
  onToggle,
}: {
  rows: StaffAccountView[];
  viewerId: number | undefined;
  onRole: (account: StaffAccountView, to: AssignableKind) => void;
  onToggle: (account: StaffAccountView) => void;
}) {
  const { t } = useTranslation(['admin-accounts', 'console']);
  return (
    <div className={shared.scroller} tabIndex={0} role="region" aria-label={t('users.listLabel')}>
      <table className={shared.table}>
        <thead>
          <tr>
            {(['name', 'login', 'kind', 'status', 'created', 'lastLogin', 'actions'] as const).map((column) => (
              <th key={column} scope="col">
                {t(`users.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const self = row.id === viewerId;
            const toggle = row.disabled ? t('users.enable') : t('users.disable');
            return (
              <tr key={row.id} data-disabled={row.disabled || undefined}>
                <th scope="row" className={`${shared.text} ${styles.rowHeader}`}>
                  {row.name || <span className={styles.muted}>{t('users.noName')}</span>}
                  {self ? <span className={styles.you}>{t('users.you')}</span> : null}
                </th>
                <td className={shared.code}>{row.login}</td>
                <td className={shared.label}>{t(`console:roles.${row.kind}`)}</td>
                <td className={shared.label}>
                  <span className={styles.status} data-disabled={row.disabled || undefined}>
                    {row.disabled ? t('status.disabled') : t('status.enabled')}
                  </span>
                </td>
                <td>{row.createdLabel}</td>
                <td>{row.lastLoginLabel ?? <span className={styles.muted}>{t('never')}</span>}</td>
                <td>
                  {self ? (
                    <span className={styles.muted}>{t('users.selfNote')}</span>
                  ) : (
                    <span className={styles.rowActions}>
                      {row.kind === 'exhibitor' ? (
                        <AppLink href={routes.adminExhibitors} className={styles.exhibitorLink}>
                          {t('users.exhibitorNote')}
                        </AppLink>
                      ) : (
                        <RoleChoice key={row.kind} account={row} onChange={(to) => onRole(row, to)} />
                      )}
                      <button
                        type="button"
                        className={row.disabled ? styles.small : styles.smallDanger}
                        onClick={() => onToggle(row)}
                        aria-label={t('users.actionFor', { action: toggle, name: accountName(row) })}
                      >
                        {toggle}
                      </button>
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
