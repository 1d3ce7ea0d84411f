import { useId, useState } from 'react';
import { EmptyState } from '@/components/common/empty-state';
import { Pagination } from '@/components/common/pagination';
import { localePrefix } from '@/lib/i18n';
import { routes } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import type { ExhibitorPasswordAnswer, StaffExhibitorsProps, StaffExhibitorView } from '@/lib/accounts/staff-views';
import { ConfirmDialog } from './confirm-dialog';
import { ConsoleDialog } from './console-dialog';
import { ConsoleShell } from './console-shell';
import { ExhibitorForm } from './exhibitor-form';
import { ExhibitorTable, type ExhibitorAction } from './exhibitor-table';
import { loadAdminAccountsClient } from './load-admin-accounts-client';
import { OneTimePassword } from './one-time-password';
import shared from './console.module.scss';
import dialogStyles from './console-dialog.module.scss';
import styles from './admin-accounts.module.scss';
import { FilterPanel } from './filter-panel';

/** The search: a plain GET form, so it works before and without JavaScript. */
function ExhibitorSearch({ q }: { q: string }) {
  const { t, i18n } = useTranslation('admin-accounts');
  const id = useId();
  const active = q === '' ? 0 : 1;
  return (
    <FilterPanel active={active}>
      <form method="get" action={`${localePrefix(i18n.language)}${routes.adminExhibitors}`} className={`${styles.filters} ${styles.search}`} aria-label={t('exhibitors.search')}>
        <div className={shared.field}>
          <label htmlFor={`${id}-q`}>{t('exhibitors.q')}</label>
          <input id={`${id}-q`} name="q" type="search" defaultValue={q} maxLength={100} placeholder={t('exhibitors.qPlaceholder')} />
        </div>
        <button type="submit">{t('exhibitors.submit')}</button>
      </form>
    </FilterPanel>
  );
}

/** What the page's one dialog shows. */
type Dialog =
  | { kind: 'new' }
  | { kind: 'edit' | 'reset' | 'toggle'; exhibitor: StaffExhibitorView }
  | { kind: 'password'; answer: ExhibitorPasswordAnswer; reason: 'created' | 'reset' };

/**
 * /admin/exhibitors: the exhibitor accounts with search, and opening one —
 * its password, made by the server, shown once — editing its details,
 * resetting its password (shown once too) and disabling or enabling it, each
 * confirmed first when it cannot simply be undone. Changes show in the list
 * at once, from the server's answer.
 */
export function StaffExhibitors({ q, page, pageCount, total, exhibitors }: StaffExhibitorsProps) {
  const { t, i18n } = useTranslation(['admin-accounts', 'common']);
  // Rows changed or added here, over the list the server gave (a new list, e.g. another search, starts afresh).
  const [local, setLocal] = useState<{ source: StaffExhibitorView[]; changed: Record<number, StaffExhibitorView>; added: StaffExhibitorView[] }>({
    source: exhibitors,
    changed: {},
    added: [],
  });
  const current = local.source === exhibitors ? local : { source: exhibitors, changed: {}, added: [] };
  const rows = [...current.added, ...exhibitors].map((row) => current.changed[row.id] ?? row);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [said, setSaid] = useState('');

  const changed = (exhibitor: StaffExhibitorView) => setLocal({ ...current, changed: { ...current.changed, [exhibitor.id]: exhibitor } });
  const close = () => setDialog(null);
  const open = (action: ExhibitorAction, exhibitor: StaffExhibitorView) => {
    setSaid('');
    setDialog({ kind: action, exhibitor });
  };

  async function reset(exhibitor: StaffExhibitorView) {
    const client = await loadAdminAccountsClient();
    const answer = await client.resetExhibitorPassword(exhibitor.id, i18n.language);
    changed(answer.exhibitor);
    setDialog({ kind: 'password', answer, reason: 'reset' });
  }

  async function toggle(exhibitor: StaffExhibitorView) {
    const client = await loadAdminAccountsClient();
    const updated = await client.setExhibitorDisabled(exhibitor.id, !exhibitor.disabled, i18n.language);
    changed(updated);
    setDialog(null);
    setSaid(t(updated.disabled ? 'exhibitors.disabledDone' : 'exhibitors.enabledDone', { company: updated.company }));
  }

  const target = dialog && 'exhibitor' in dialog ? dialog.exhibitor : null;
  const formOpen = dialog?.kind === 'new' || dialog?.kind === 'edit' || dialog?.kind === 'password';
  const formTitle =
    dialog?.kind === 'password'
      ? t(dialog.reason === 'created' ? 'reveal.titleCreated' : 'reveal.titleReset')
      : dialog?.kind === 'edit'
        ? t('form.titleEdit')
        : t('form.titleNew');

  return (
    <ConsoleShell
      routeKey="adminExhibitors"
      lead={t('exhibitors.lead')}
      actions={
        <button type="button" className={dialogStyles.primary} onClick={() => setDialog({ kind: 'new' })}>
          {t('exhibitors.new')}
        </button>
      }
    >
      <div className={shared.page}>
        <ExhibitorSearch q={q} />
        <p className={shared.note}>{t('exhibitors.total', { count: total + current.added.length })}</p>
        <p role="status" className={styles.said}>
          {said}
        </p>
        {rows.length === 0 ? (
          <EmptyState heading="h2" title={q ? t('exhibitors.emptyFiltered') : t('exhibitors.empty')} />
        ) : (
          <ExhibitorTable rows={rows} onAction={open} />
        )}
        <Pagination path={routes.adminExhibitors} page={page} pageCount={pageCount} query={{ q: q || undefined }} />
      </div>

      {/* The confirmations come first: one closes (its effect runs first) before the password's dialog opens. */}
      <ConfirmDialog
        open={dialog?.kind === 'reset'}
        title={t('exhibitors.confirmReset.title', { company: target?.company })}
        confirmLabel={t('exhibitors.confirmReset.confirm')}
        danger
        onConfirm={() => (target ? reset(target) : Promise.resolve())}
        onCancel={close}
      >
        <p>{t('exhibitors.confirmReset.text')}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog?.kind === 'toggle'}
        title={t(target?.disabled ? 'exhibitors.confirmEnable.title' : 'exhibitors.confirmDisable.title', { company: target?.company })}
        confirmLabel={t(target?.disabled ? 'exhibitors.confirmEnable.confirm' : 'exhibitors.confirmDisable.confirm')}
        danger={!target?.disabled}
        onConfirm={() => (target ? toggle(target) : Promise.resolve())}
        onCancel={close}
      >
        <p>{t(target?.disabled ? 'exhibitors.confirmEnable.text' : 'exhibitors.confirmDisable.text')}</p>
      </ConfirmDialog>
      {/* Opening, editing, and the password shown once: one dialog, so that the password follows the form in place. */}
      <ConsoleDialog open={formOpen} title={formTitle} onClose={close} closable={dialog?.kind !== 'password'}>
        {dialog?.kind === 'new' ? (
          <ExhibitorForm
            mode="new"
            onCancel={close}
            onCreated={(answer) => {
              setLocal({ ...current, added: [answer.exhibitor, ...current.added] });
              setDialog({ kind: 'password', answer, reason: 'created' });
            }}
          />
        ) : dialog?.kind === 'edit' ? (
          <ExhibitorForm
            key={dialog.exhibitor.version}
            mode="edit"
            exhibitor={dialog.exhibitor}
            onReloaded={(exhibitor) => {
              changed(exhibitor);
              setDialog({ kind: 'edit', exhibitor });
            }}
            onCancel={close}
            onSaved={(exhibitor) => {
              changed(exhibitor);
              setDialog(null);
              setSaid(t('exhibitors.updated', { company: exhibitor.company }));
            }}
          />
        ) : dialog?.kind === 'password' ? (
          <OneTimePassword login={dialog.answer.exhibitor.login} password={dialog.answer.password} company={dialog.answer.exhibitor.company} onDone={close} />
        ) : null}
      </ConsoleDialog>

    </ConsoleShell>
  );
}
