import { useState } from 'react';
import { FilterInput, FilterSelect } from '@/components/forms/filter-fields';
import { ConsoleFilterForm } from './filter-panel';
import { EmptyState } from '@/components/common/empty-state';
import { Pagination } from '@/components/common/pagination';
import { useViewer } from '@/components/providers/viewer-context';
import { routes } from '@/lib/routes';
import type { AssignableKind } from '@/lib/accounts/staff-schema';
import { useTranslation } from '@/lib/use-translation';
import type { StaffAccountsProps, StaffAccountView } from '@/lib/accounts/staff-views';
import { UserTable, accountName } from './user-table';
import { ConfirmDialog } from './confirm-dialog';
import { ConsoleShell } from './console-shell';
import { loadAdminAccountsClient } from './load-admin-accounts-client';
import shared from './console.module.scss';
import styles from './admin-accounts.module.scss';

const KINDS = ['member', 'exhibitor', 'editor', 'admin'] as const;

/** Kind and keyword: a plain GET form, so it works before and without JavaScript. */
function AccountFilters({ kind, q }: Pick<StaffAccountsProps, 'kind' | 'q'>) {
  const { t } = useTranslation(['admin-accounts', 'console']);
  const active = [kind, q].filter((value) => value !== '').length;
  return (
    <ConsoleFilterForm active={active} action={routes.adminUsers} label={t('users.filter')} submit={t('users.submit')} className={styles.filters}>
      <FilterSelect name="kind" label={t('users.kind')} value={kind} all={t('users.all')} choices={KINDS.map((value) => ({ value, label: t(`console:roles.${value}`) }))} />
      <FilterInput name="q" label={t('users.q')} value={q} placeholder={t('users.qPlaceholder')} />
    </ConsoleFilterForm>
  );
}

type Dialog = { kind: 'role'; account: StaffAccountView; to: AssignableKind } | { kind: 'toggle'; account: StaffAccountView };

/**
 * /admin/users (admins): every account, by kind and keyword, 50 a page, with
 * its role changed among member, editor and admin and disabled or enabled —
 * each confirmed first. The admin's own account has no actions; exhibitor
 * accounts keep their kind (they are run on the exhibitors page). The server
 * refuses what would leave no enabled admin, and says so.
 */
export function StaffUsers({ kind, q, page, pageCount, total, accounts }: StaffAccountsProps) {
  const { t, i18n } = useTranslation(['admin-accounts', 'console', 'common']);
  const { viewer } = useViewer();
  const [local, setLocal] = useState<{ source: StaffAccountView[]; changed: Record<number, StaffAccountView> }>({ source: accounts, changed: {} });
  const changedRows = local.source === accounts ? local.changed : {};
  const rows = accounts.map((row) => changedRows[row.id] ?? row);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [said, setSaid] = useState('');

  const changed = (account: StaffAccountView) => setLocal({ source: accounts, changed: { ...changedRows, [account.id]: account } });
  const close = () => setDialog(null);
  const ask = (next: Dialog) => {
    setSaid('');
    setDialog(next);
  };

  async function changeRole(account: StaffAccountView, to: AssignableKind) {
    const client = await loadAdminAccountsClient();
    const updated = await client.changeRole(account.id, to, i18n.language);
    changed(updated);
    setDialog(null);
    setSaid(t('users.roleDone', { name: accountName(updated), kind: t(`console:roles.${updated.kind}`) }));
  }

  async function toggle(account: StaffAccountView) {
    const client = await loadAdminAccountsClient();
    const updated = await client.setAccountDisabled(account.id, !account.disabled, i18n.language);
    changed(updated);
    setDialog(null);
    setSaid(t(updated.disabled ? 'users.disabledDone' : 'users.enabledDone', { name: accountName(updated) }));
  }

  const role = dialog?.kind === 'role' ? dialog : null;
  const target = dialog?.kind === 'toggle' ? dialog.account : null;

  return (
    <ConsoleShell routeKey="adminUsers" lead={t('users.lead')}>
      <div className={shared.page}>
        <AccountFilters kind={kind} q={q} />
        <p className={shared.note}>{t('users.total', { count: total })}</p>
        <p role="status" className={styles.said}>
          {said}
        </p>
        {rows.length === 0 ? (
          <EmptyState heading="h2" title={t('users.empty')} />
        ) : (
          <UserTable rows={rows} viewerId={viewer?.id} onRole={(account, to) => ask({ kind: 'role', account, to })} onToggle={(account) => ask({ kind: 'toggle', account })} />
        )}
        <Pagination path={routes.adminUsers} page={page} pageCount={pageCount} query={{ kind: kind || undefined, q: q || undefined }} />
      </div>

      <ConfirmDialog
        open={role !== null}
        title={
          role
            ? t('users.confirmRole.title', { name: accountName(role.account), from: t(`console:roles.${role.account.kind}`), to: t(`console:roles.${role.to}`) })
            : ''
        }
        confirmLabel={t('users.confirmRole.confirm')}
        onConfirm={() => (role ? changeRole(role.account, role.to) : Promise.resolve())}
        onCancel={close}
      >
        {role ? <p>{t(`users.confirmRole.${role.to}`)}</p> : null}
        <p>{t('users.confirmRole.sessions')}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={target !== null}
        title={target ? t(target.disabled ? 'users.confirmEnable.title' : 'users.confirmDisable.title', { name: accountName(target) }) : ''}
        confirmLabel={t(target?.disabled ? 'users.confirmEnable.confirm' : 'users.confirmDisable.confirm')}
        danger={!target?.disabled}
        onConfirm={() => (target ? toggle(target) : Promise.resolve())}
        onCancel={close}
      >
        <p>{target ? t(target.disabled ? 'users.confirmEnable.text' : 'users.confirmDisable.text') : null}</p>
      </ConfirmDialog>
    </ConsoleShell>
  );
}
