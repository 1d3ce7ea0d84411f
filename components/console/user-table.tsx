import { useId, useState } from 'react';
import { AppLink } from '@/components/common/app-link';
import { ASSIGNABLE_KINDS, type AssignableKind } from '@/lib/accounts/staff-schema';
import { routes } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import type { StaffAccountView } from '@/lib/accounts/staff-views';
import { AccountTable, type AccountColumn } from './account-table';
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

/** Every account with its login, role and when it signed up, and what an admin may do with it (never to their own account). */
export function UserTable({
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
  const columns: AccountColumn<StaffAccountView>[] = [
    { key: 'login', cell: (row) => row.login, kind: 'code' },
    { key: 'kind', cell: (row) => t(`console:roles.${row.kind}`), kind: 'label' },
    { key: 'created', cell: (row) => row.createdLabel },
  ];
  const name = (row: StaffAccountView) => (
    <>
      {row.name || <span className={styles.muted}>{t('users.noName')}</span>}
      {row.id === viewerId ? <span className={styles.you}>{t('users.you')}</span> : null}
    </>
  );
  const actions = (row: StaffAccountView) => {
    if (row.id === viewerId) return <span className={styles.muted}>{t('users.selfNote')}</span>;
    const toggle = row.disabled ? t('users.enable') : t('users.disable');
    return (
      <>
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
      </>
    );
  };
  return <AccountTable scope="users" rows={rows} nameColumn="name" name={name} columns={columns} actions={actions} />;
}
