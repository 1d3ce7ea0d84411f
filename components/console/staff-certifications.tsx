import { Fragment, useState } from 'react';
import { FilterInput, FilterSelect } from '@/components/forms/filter-fields';
import { ConsoleFilterForm } from './filter-panel';
import { CertificationDetails } from '@/components/author/certification-details';
import { usePageRefresh } from '@/components/common/use-page-refresh';
import { FormAlert } from '@/components/forms/form-field';
import { ConsoleShell } from './console-shell';
import { routes } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import {
  CERTIFICATION_KINDS,
  CERTIFICATION_STATUSES,
  type StaffCertificationFiltersView,
  type StaffCertificationView,
  type StaffCertificationsProps,
} from '@/lib/certifications/views';
import shared from './console.module.scss';
import tableStyles from '@/components/common/table.module.scss';
import styles from './staff-certifications.module.scss';
import { TableHead } from '@/components/common/table-head';
import { TableScroller } from '@/components/common/table-scroller';

/** Status, kind and keyword: a plain GET form, so it works before and without JavaScript. */
function StaffCertificationFilters({ filters }: { filters: StaffCertificationFiltersView }) {
  const { t } = useTranslation('author');
  // The review queue (pending) is where the page starts: not a filter set.
  const active = [filters.status !== 'pending', filters.kind !== '', filters.q !== ''].filter(Boolean).length;
  return (
    <ConsoleFilterForm active={active} action={routes.adminCertifications} label={t('staff.filter')} submit={t('staff.filter')} className={styles.filters}>
      <FilterSelect
        name="status"
        label={t('staff.status')}
        value={filters.status}
        choices={[...CERTIFICATION_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })), { value: 'all', label: t('staff.all') }]}
      />
      <FilterSelect name="kind" label={t('staff.kind')} value={filters.kind} all={t('staff.all')} choices={CERTIFICATION_KINDS.map((kind) => ({ value: kind, label: t(`staff.kindShort.${kind}`) }))} />
      <FilterInput name="q" label={t('staff.q')} value={filters.q} placeholder={t('staff.qPlaceholder')} />
    </ConsoleFilterForm>
  );
}

const COLUMNS = ['number', 'kind', 'company', 'uscc', 'contact', 'mobile', 'submitted', 'status', 'details'] as const;

/** The applications, each with a button that opens its details and review below it, in a box that scrolls sideways on narrow screens. */
function StaffCertificationTable({ rows, onReviewed }: { rows: StaffCertificationView[]; onReviewed: (reviewed: StaffCertificationView) => void }) {
  const { t } = useTranslation('author');
  const [open, setOpen] = useState<number | null>(null);
  return (
    <TableScroller label={t('staff.tableLabel')}>
      <table className={tableStyles.table}>
        <caption className="visually-hidden">{t('staff.tableLabel')}</caption>
        <TableHead columns={COLUMNS} header={(column) => t(`staff.columns.${column}`)} classNames={{ details: tableStyles.actions }} />
        <tbody>
          {rows.map((row) => {
            const expanded = open === row.id;
            const panelId = `certification-${row.id}`;
            return (
              <Fragment key={row.id}>
                <tr className={expanded ? styles.openRow : undefined}>
                  <th scope="row" className={tableStyles.code}>
                    {row.number}
                  </th>
                  <td className={tableStyles.label}>{t(`staff.kindShort.${row.kind}`)}</td>
                  <td className={tableStyles.text}>{row.companyName}</td>
                  <td className={tableStyles.code}>{row.uscc}</td>
                  <td className={tableStyles.text}>{row.contactName}</td>
                  <td>{row.mobile}</td>
                  <td>{row.submittedLabel}</td>
                  <td className={styles.status} data-status={row.status}>
                    {t(`status.${row.status}`)}
                  </td>
                  <td className={tableStyles.actions}>
                    <button
                      type="button"
                      className={styles.toggle}
                      aria-expanded={expanded}
                      aria-controls={panelId}
                      // The visible word first, then whose: "查看 BR-…" among many "查看".
                      aria-label={`${expanded ? t('staff.hide') : t('staff.show')} ${row.number}`}
                      onClick={() => setOpen(expanded ? null : row.id)}
                    >
                      {expanded ? t('staff.hide') : t('staff.show')}
                    </button>
                  </td>
                </tr>
                {expanded ? (
                  <tr className={styles.detailRow}>
                    <td colSpan={COLUMNS.length}>
                      <section id={panelId} className={styles.panel} aria-label={t('staff.details.title', { number: row.number })}>
                        <CertificationDetails certification={row} onReviewed={onReviewed} />
                      </section>
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </TableScroller>
  );
}

/**
 * /admin/certifications: brand and retailer applications for editors — the
 * review queue by default — with each one's licence, to approve or reject.
 * After a decision the page reads its list again, so what it shows is what
 * the database holds.
 */
export function StaffCertifications({ filters, totals, total, rows }: StaffCertificationsProps) {
  const { t } = useTranslation(['author', 'common']);
  const page = usePageRefresh();
  const [done, setDone] = useState<StaffCertificationView | null>(null);

  function reviewed(certification: StaffCertificationView) {
    setDone(certification);
    void page.refresh();
  }

  return (
    <ConsoleShell routeKey="adminCertifications" lead={t('staff.lead')}>
      <div className={shared.page} aria-busy={page.refreshing || undefined}>
        <StaffCertificationFilters filters={filters} />
        <p className={shared.summary}>{t('staff.summary', totals)}</p>
        {done ? <FormAlert tone="success">{t(`staff.review.done.${done.status}`, { number: done.number })}</FormAlert> : null}
        <div className={shared.bar}>
          <p>{t('staff.count', { count: total })}</p>
        </div>
        {rows.length === 0 ? <p className={shared.note}>{t('staff.empty')}</p> : <StaffCertificationTable rows={rows} onReviewed={reviewed} />}
        {total > rows.length ? <p className={shared.note}>{t('staff.more', { count: rows.length })}</p> : null}
      </div>
    </ConsoleShell>
  );
}
