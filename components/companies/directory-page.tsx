import { AppLink } from '@/components/common/app-link';
import { ButtonLink } from '@/components/common/button-link';
import { EmptyState } from '@/components/common/empty-state';
import { Pagination } from '@/components/common/pagination';
import { RoutePage } from '@/components/common/route-page';
import type { DirectoryPageView } from '@/lib/companies/views';
import { routes } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import { CompanyCard } from './company-card';
import { DirectoryFilters } from './directory-filters';
import styles from './directory.module.scss';

/** /companies: the filters, the count, the cards and the pages; an empty state when nothing (or nothing that matches) is there. */
export function DirectoryPage({ directory }: { directory: DirectoryPageView }) {
  const { t } = useTranslation('companies');
  const { filters, items, total, page, pageCount, categories, regions } = directory;
  const filtered = Boolean(filters.kind || filters.category || filters.province || filters.city || filters.certified || filters.q);
  const query = {
    q: filters.q || undefined,
    kind: filters.kind || undefined,
    category: filters.category || undefined,
    province: filters.province || undefined,
    city: filters.city || undefined,
    certified: filters.certified ? '1' : undefined,
  };
  let content;
  if (items.length > 0) {
    content = (
      <>
        <p className={styles.count} role="status">
          {t(filtered ? 'list.countFiltered' : 'list.count', { count: total })}
          {filtered ? (
            <>
              {' · '}
              <AppLink href={routes.companies}>{t('list.clear')}</AppLink>
            </>
          ) : null}
        </p>
        <ul className={styles.cards}>
          {items.map((company) => (
            <CompanyCard key={company.id} company={company} heading="h2" />
          ))}
        </ul>
        <Pagination path={routes.companies} page={page} pageCount={pageCount} query={query} />
      </>
    );
  } else if (filtered) {
    content = <EmptyState title={t('list.noMatch')} text={t('list.noMatchText')} actions={<ButtonLink href={routes.companies}>{t('list.showAll')}</ButtonLink>} />;
  } else {
    content = <EmptyState title={t('list.emptyTitle')} text={t('list.emptyText')} actions={<ButtonLink href={routes.authorBrand}>{t('list.toCertify')}</ButtonLink>} />;
  }
  return (
    <RoutePage routeKey="companies" lead={t('list.lead')}>
      {/* Keyed by the filters: the fields are uncontrolled, and a link to other filters re-renders the same page. */}
      <DirectoryFilters key={JSON.stringify(filters)} filters={filters} categories={categories} regions={regions} />
      {content}
    </RoutePage>
  );
}
