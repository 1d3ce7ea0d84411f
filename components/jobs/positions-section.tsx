import { ButtonLink } from '@/components/common/button-link';
import { EmptyState } from '@/components/common/empty-state';
import { PageSection } from '@/components/common/page-section';
import { JobCard } from './job-card';
import { JobFilters } from './job-filters';
import { Pagination } from '@/components/common/pagination';
import { useSite } from '@/components/providers/site-context';
import { routes } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import type { JobFiltersView, JobListView } from '@/lib/jobs/views';
import styles from './job-list.module.scss';
import { mailtoHref } from '@/lib/jobs/mailto';

/**
 * `#positions`: the open positions with department / city / keyword filters and
 * paging; with none open at all, an invitation to apply anyway.
 */
export function PositionsSection({ filters, jobs }: { filters: JobFiltersView; jobs: JobListView }) {
  const { t } = useTranslation('join-us');
  const site = useSite();
  const filtered = Boolean(filters.department || filters.city || filters.q);
  let content;
  if (!jobs.anyOpen) {
    content = (
      <EmptyState
        heading="h3"
        title={t('positions.emptyTitle')}
        text={t('positions.emptyText', { email: site.jobsEmail })}
        actions={<ButtonLink href={mailtoHref(site.jobsEmail, t('email.subject'))}>{t('positions.emptyAction')}</ButtonLink>}
      />
    );
  } else if (jobs.items.length === 0) {
    content = (
      <EmptyState
        heading="h3"
        title={t('list.noMatch')}
        text={t('list.noMatchText')}
        actions={<ButtonLink href={`${routes.joinUs}#positions`}>{t('list.showAll')}</ButtonLink>}
      />
    );
  } else {
    content = (
      <>
        <ul className={styles.jobs}>
          {jobs.items.map((job) => (
            <JobCard key={job.id} job={job} />
          ))}
        </ul>
        <Pagination
          path={routes.joinUs}
          hash="#positions"
          page={jobs.page}
          pageCount={jobs.pageCount}
          query={{ department: filters.department || undefined, city: filters.city || undefined, q: filters.q || undefined }}
        />
      </>
    );
  }
  return (
    <PageSection id="positions" title={t('positions.title')} lead={t('positions.lead')}>
      {jobs.anyOpen ? (
        // Keyed by the filters: the fields are uncontrolled, and a link to other filters re-renders the same page.
        <JobFilters key={`${filters.department}|${filters.city}|${filters.q}`} filters={filters} departments={jobs.departments} cities={jobs.cities} />
      ) : null}
      {jobs.items.length > 0 ? (
        <p className={styles.count} role="status">
          {t(filtered ? 'list.countFiltered' : 'list.count', { count: jobs.total })}
        </p>
      ) : null}
      {content}
    </PageSection>
  );
}
