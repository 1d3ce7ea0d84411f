import { ConsoleShell } from './console-shell';
import { FilterInput, FilterSelect } from '@/components/forms/filter-fields';
import { ConsoleFilterForm } from './filter-panel';
import { Pagination } from '@/components/common/pagination';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, AUDIT_VALUE_LABELS, VISITOR_CAUSES } from '@/lib/audit/rules';
import { routes } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import type { AuditEntryView, AuditFiltersView, AuditLogProps } from '@/lib/audit/views';
import shared from './console.module.scss';
import tableStyles from '@/components/common/table.module.scss';
import styles from './audit-log.module.scss';
import { TableHead } from '@/components/common/table-head';
import { TableScroller } from '@/components/common/table-scroller';

/** Action, kind of record, staff name and days: a plain GET form, so it works before and without JavaScript. */
function AuditFilters({ filters }: { filters: AuditFiltersView }) {
  const { t } = useTranslation('account');
  const active = [filters.action, filters.entityType, filters.actor, filters.from, filters.to].filter((value) => value !== '').length;
  return (
    <ConsoleFilterForm active={active} action={routes.adminAudit} label={t('audit.filter')} submit={t('audit.filter')} className={`${shared.filters} ${styles.filters}`}>
      <FilterSelect name="action" label={t('audit.action')} value={filters.action} all={t('audit.all')} choices={AUDIT_ACTIONS.map((action) => ({ value: action, label: t(`audit.actions.${action}`) }))} />
      <FilterSelect
        name="entityType"
        label={t('audit.entityType')}
        value={filters.entityType}
        all={t('audit.all')}
        choices={AUDIT_ENTITY_TYPES.map((type) => ({ value: type, label: t(`audit.entities.${type}`) }))}
      />
      <FilterInput name="actor" label={t('audit.actor')} value={filters.actor} />
      <FilterInput name="from" type="date" label={t('audit.from')} value={filters.from} />
      <FilterInput name="to" type="date" label={t('audit.to')} value={filters.to} />
    </ConsoleFilterForm>
  );
}

/** Fields whose recorded values are codes with names under `audit.values.<field>` (those the console names elsewhere: AUDIT_VALUE_LABELS). */
const CODED_FIELDS = ['password', 'messageStatus', 'applicationStatus', 'note'];

const isCount = (text: string) => /^\d+$/.test(text);

/** A body change: its length before and after ("正文已修改（N 字 → M 字）"), or (same length, or an older entry) only that it changed. */
function BodyChange({ before, after }: { before: string; after: string }) {
  const { t } = useTranslation('account');
  return <>{isCount(before) && isCount(after) ? t('audit.bodyLength', { before, after }) : t('audit.bodyChanged')}</>;
}

/** Who made the entry: the staff member, or the system by itself — with what caused it, and whose change that was. */
function Actor({ entry }: { entry: AuditEntryView }) {
  const { t } = useTranslation('account');
  if (!entry.cause) {
    return (
      <>
        {entry.actorName}
        {entry.actorKind ? <span className={styles.kind}>{t(`audit.kinds.${entry.actorKind}`)}</span> : null}
      </>
    );
  }
  return (
    <>
      <strong className={styles.system}>{t('audit.system')}</strong>
      <span className={styles.kind}>
        {t(`audit.causes.${entry.cause}`)}
        {entry.actorName ? t('audit.causedBy', { name: entry.actorName }) : VISITOR_CAUSES.includes(entry.cause) ? t('audit.causedByVisitor') : null}
      </span>
    </>
  );
}

/** A field's value before and after, as the entry recorded it. */
function Changes({ entry }: { entry: AuditEntryView }) {
  const { t } = useTranslation('account');
  if (entry.changes.length === 0) return <span className={styles.none}>—</span>;
  // Statuses, roles, switches and other coded values are shown by their names; the rest as recorded.
  const value = (field: string, text: string) => {
    if (text === '') return <em className={styles.none}>{t('audit.empty')}</em>;
    if (field === 'status') return t(`audit.statuses.${text}`, { defaultValue: text });
    if (field === 'kind') return t(`audit.kinds.${text}`, { defaultValue: text });
    if (text === 'true' || text === 'false') return t(text === 'true' ? 'audit.yes' : 'audit.no');
    const console = AUDIT_VALUE_LABELS[field];
    if (console) return t(`${console}.${text}`, { defaultValue: text });
    return CODED_FIELDS.includes(field) ? t(`audit.values.${field}.${text}`, { defaultValue: text }) : text;
  };
  return (
    <dl className={styles.changes}>
      {entry.changes.map((change) => (
        <div key={change.field}>
          <dt>{t(`audit.fields.${change.field}`, { defaultValue: change.field })}</dt>
          <dd>
            {change.field === 'body' ? (
              <BodyChange before={change.before} after={change.after} />
            ) : (
              <>
                {value(change.field, change.before)} <span aria-hidden="true">→</span>{' '}
                <span className="visually-hidden">{t('audit.becomes')}</span> {value(change.field, change.after)}
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

const COLUMNS = ['time', 'actor', 'action', 'record', 'changes'] as const;

/** /admin/audit: who changed what in the console and when, newest first, for admins. */
export function AuditLog({ filters, entries, page, pageCount, total }: AuditLogProps) {
  const { t } = useTranslation(['account', 'common']);
  return (
    <ConsoleShell routeKey="adminAudit" lead={t('audit.lead')}>
      <div className={shared.page}>
        <AuditFilters filters={filters} />
        <p className={shared.note} role="status">
          {t('audit.total', { count: total })}
        </p>
        {entries.length === 0 ? (
          <p className={styles.empty}>{t('audit.noEntries')}</p>
        ) : (
          <TableScroller label={t('common:routes.adminAudit.title')}>
            <table className={tableStyles.table}>
              <TableHead columns={COLUMNS} header={(column) => t(`audit.${column}`)} />
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.id}>
                    <th scope="row">{entry.createdLabel}</th>
                    <td className={tableStyles.text}>
                      <Actor entry={entry} />
                    </td>
                    <td className={tableStyles.label}>{t(`audit.actions.${entry.action}`, { defaultValue: entry.action })}</td>
                    <td className={tableStyles.text}>
                      <span className={styles.kind}>
                        {t(`audit.entities.${entry.entityType}`, { defaultValue: entry.entityType })} #{entry.entityId}
                      </span>
                      {entry.entityLabel}
                    </td>
                    <td className={tableStyles.text}>
                      <Changes entry={entry} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroller>
        )}
        <Pagination
          path={routes.adminAudit}
          page={page}
          pageCount={pageCount}
          query={{ action: filters.action, entityType: filters.entityType, actor: filters.actor, from: filters.from, to: filters.to }}
        />
      </div>
    </ConsoleShell>
  );
}
