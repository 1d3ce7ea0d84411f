import { useId } from 'react';
import { localePrefix } from '@/lib/i18n';
import { routes } from '@/lib/routes';
import { JOB_STATUS_FILTERS } from '@/lib/catalogue/schema';
import { useTranslation } from '@/lib/use-translation';
import type { JobStatusFilter, StaffJobRow, StaffJobsProps } from '@/lib/catalogue/views';
import shared from '../console.module.scss';
import { CataloguePage } from './catalogue-page';
import { CatalogueList, type CatalogueColumns } from './catalogue-list';
import styles from './catalogue.module.scss';
import { FilterPanel } from '../filter-panel';

/** The status filter: a plain GET form, so it works before and without JavaScript. */
function JobFilter({ status, counts }: { status: JobStatusFilter; counts: Record<JobStatusFilter, number> }) {
  const { t, i18n } = useTranslation('admin-catalogue');
  const id = useId();
  const active = status === 'all' ? 0 : 1;
  return (
    <FilterPanel active={active}>
      <form method="get" action={`${localePrefix(i18n.language)}${routes.adminJobs}`} className={styles.filters} aria-label={t('jobs.filter')}>
        <div className={shared.field}>
          <label htmlFor={`${id}-status`}>{t('jobs.status')}</label>
          <select id={`${id}-status`} name="status" defaultValue={status}>
            {JOB_STATUS_FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {t(`jobs.filters.${filter}`)} ({counts[filter]})
              </option>
            ))}
          </select>
        </div>
        <button type="submit">{t('jobs.filterSubmit')}</button>
      </form>
    </FilterPanel>
  );
}

/**
 * /admin/jobs: every job in the order /join-us shows them, with its closing
 * day ("已截止" once past), hidden ones marked; filter by open, closed or
 * hidden; edit, reorder, hide or show each; post a new one.
 */
export function StaffJobs({ status, items, counts, today }: StaffJobsProps) {
  const { t } = useTranslation(['admin-catalogue', 'common']);
  const columns: CatalogueColumns<StaffJobRow> = [
    { key: 'title', header: t('jobs.columns.title'), cell: (row) => row.label, kind: 'text' },
    { key: 'department', header: t('jobs.columns.department'), cell: (row) => `${row.department} · ${row.city}`, kind: 'text' },
    { key: 'type', header: t('jobs.columns.type'), cell: (row) => t(`jobs.types.${row.employmentType}`), kind: 'label' },
    {
      key: 'closes',
      header: t('jobs.columns.closes'),
      cell: (row) => (row.closesDate ? <time dateTime={row.closesDate}>{row.closesDate}</time> : <span className={styles.muted}>{t('jobs.noClosing')}</span>),
    },
  ];

  return (
    <CataloguePage kind="jobs" routeKey="adminJobs" newHref={routes.adminJobEdit} note={t('list.publicEffect.jobs', { today })}>
      <JobFilter status={status} counts={counts} />
      <CatalogueList
        kind="jobs"
        items={items}
        columns={columns}
        orderable={status === 'all'}
        caption={t(`jobs.caption.${status}`)}
        status={(row) => (row.closed ? <span className={styles.badgeClosed}>{t('list.statuses.closed')}</span> : null)}
      />
    </CataloguePage>
  );
}
