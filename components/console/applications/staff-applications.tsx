import { AppLink } from '@/components/common/app-link';
import { FilterInput, FilterSelect } from '@/components/forms/filter-fields';
import { ConsoleFilterForm } from '@/components/console/filter-panel';
import { DownloadLink } from '@/components/common/download-link';
import { EmptyState } from '@/components/common/empty-state';
import { ConsoleShell } from '@/components/console/console-shell';
import { APPLICATION_STATUSES } from '@/lib/applications/rules';
import { routes, withQuery } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import type { StaffApplicationFiltersView, StaffApplicationsProps, StaffJobOption } from '@/lib/applications/views';
import shared from '@/components/console/console.module.scss';
import tableStyles from '@/components/common/table.module.scss';
import styles from './applications.module.scss';
import { TableHead } from '@/components/common/table-head';
import { TableScroller } from '@/components/common/table-scroller';

/** Job, status and keyword: a plain GET form, so it works before and without JavaScript. */
function ApplicationFilters({ filters, jobs }: { filters: StaffApplicationFiltersView; jobs: StaffJobOption[] }) {
  const { t } = useTranslation(['admin-applications', 'applications']);
  const active = [filters.job, filters.status, filters.q].filter((value) => value !== '').length;
  return (
    <ConsoleFilterForm active={active} action={routes.adminApplications} label={t('list.filterLabel')} submit={t('list.filter')} className={styles.filters}>
      <FilterSelect
        name="job"
        label={t('list.job')}
        value={filters.job}
        all={t('list.allJobs')}
        choices={jobs.map((job) => ({
          value: job.id,
          label: (
            <>
              {job.title} · {job.city}
              {job.closed ? ` (${t('list.closedJob')})` : ''}
            </>
          ),
        }))}
      />
      <FilterSelect
        name="status"
        label={t('list.status')}
        value={filters.status}
        all={t('list.allStatuses')}
        choices={APPLICATION_STATUSES.map((status) => ({ value: status, label: t(`applications:status.${status}`) }))}
      />
      <FilterInput name="q" label={t('list.q')} value={filters.q} placeholder={t('list.qPlaceholder')} />
    </ConsoleFilterForm>
  );
}

/**
 * The applicant's name first (it stays in view while the rest scrolls), then the reference and the rest, and last the
 * link that opens the application (its header read to screen readers only).
 */
const COLUMNS = ['name', 'reference', 'status', 'job', 'city', 'experience', 'education', 'submittedAt', 'open'] as const;

/**
 * /admin/applications: job applications for recruiters, newest first — by
 * job, status and keyword, the count per status, 50 a page, each opening to
 * its page; a chosen job's applications export as CSV.
 */
export function StaffApplications({ filters, jobs, counts, total, pageCount, rows, exportHref }: StaffApplicationsProps) {
  const { t } = useTranslation(['admin-applications', 'applications', 'common']);
  const filtered = filters.job !== '' || filters.status !== '' || filters.q !== '';
  const pageHref = (page: number) => withQuery(routes.adminApplications, { job: filters.job, status: filters.status, q: filters.q, page: page > 1 ? page : undefined });

  return (
    <ConsoleShell routeKey="adminApplications" lead={t('list.lead')}>
      <div className={shared.page}>
        <ApplicationFilters filters={filters} jobs={jobs} />
        <ul className={styles.counts} aria-label={t('list.counts')}>
          {APPLICATION_STATUSES.map((status) => (
            <li key={status}>
              {t(`applications:status.${status}`)}
              <strong>{counts[status]}</strong>
            </li>
          ))}
        </ul>
        <div className={shared.bar}>
          <p>{t('list.total', { count: total })}</p>
          {exportHref ? (
            <DownloadLink className={shared.export} href={exportHref}>
              {t('list.export')}
            </DownloadLink>
          ) : (
            <p className={styles.hint}>{t('list.exportHint')}</p>
          )}
        </div>
        {rows.length === 0 ? (
          <EmptyState
            title={filtered ? t('list.emptyFiltered') : t('list.empty')}
            text={filtered ? t('list.emptyFilteredText') : t('list.emptyText')}
          />
        ) : (
          <TableScroller label={t('list.tableLabel')}>
            <table className={tableStyles.table}>
              <caption className="visually-hidden">{t('list.tableLabel')}</caption>
              <TableHead
                columns={COLUMNS}
                header={(column) => (column === 'open' ? t('list.open') : t(`columns.${column}`))}
                classNames={{ open: tableStyles.actions }}
                visuallyHidden={['open']}
              />
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id}>
                    <th scope="row" className={tableStyles.text}>
                      {row.name}
                    </th>
                    <td className={tableStyles.code}>{row.reference}</td>
                    <td>
                      <span className={styles.status} data-status={row.status}>
                        {t(`applications:status.${row.status}`)}
                      </span>
                    </td>
                    <td className={tableStyles.text}>{row.jobTitle}</td>
                    <td className={tableStyles.text}>{row.city}</td>
                    <td className={tableStyles.label}>{t(`applications:experience.${row.experience}`)}</td>
                    <td className={tableStyles.label}>{t(`applications:education.${row.education}`)}</td>
                    <td>{row.submittedLabel}</td>
                    <td className={tableStyles.actions}>
                      <AppLink
                        href={withQuery(routes.adminApplication, { id: row.id })}
                        className={shared.rowLink}
                        aria-label={t('list.openLabel', { reference: row.reference, name: row.name })}
                      >
                        {t('list.open')}
                      </AppLink>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroller>
        )}
        {pageCount > 1 ? (
          <nav className={styles.pager} aria-label={t('list.pages')}>
            {filters.page > 1 ? <AppLink href={pageHref(filters.page - 1)}>{t('list.previous')}</AppLink> : null}
            <p>{t('list.page', { page: filters.page, pageCount })}</p>
            {filters.page < pageCount ? <AppLink href={pageHref(filters.page + 1)}>{t('list.next')}</AppLink> : null}
          </nav>
        ) : null}
      </div>
    </ConsoleShell>
  );
}
