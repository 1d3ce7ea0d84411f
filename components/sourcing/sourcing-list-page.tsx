import { AppLink } from '@/components/common/app-link';
import { ButtonLink } from '@/components/common/button-link';
import { EmptyState } from '@/components/common/empty-state';
import { Pagination } from '@/components/common/pagination';
import { RoutePage } from '@/components/common/route-page';
import { routes } from '@/lib/routes';
import type { SourcingListView } from '@/lib/sourcing/views';
import { useTranslation } from '@/lib/use-translation';
import { SourcingCard } from './sourcing-card';
import { SourcingFilters } from './sourcing-filters';
import styles from './sourcing.module.scss';

/** /sourcing: the filters, the count with "发布采购需求", the cards (open first, newest first; ended ones as 已结束) and the pages. */
export function SourcingListPage({ list }: { list: SourcingListView }) {
  const { t } = useTranslation('sourcing');
  const { filters, items, total, page, pageCount, categories, regions } = list;
  const filtered = Boolean(filters.q || filters.category || filters.region || filters.kind || filters.band);
  const query = { q: filters.q || undefined, category: filters.category || undefined, region: filters.region || undefined, kind: filters.kind || undefined, band: filters.band || undefined };
  let content;
  if (items.length > 0) {
    content = (
      <>
        <ul className={styles.cards}>
          {items.map((request) => (
            <SourcingCard key={request.id} request={request} />
          ))}
        </ul>
        <Pagination path={routes.sourcing} page={page} pageCount={pageCount} query={query} />
      </>
    );
  } else if (filtered) {
    content = <EmptyState title={t('list.noMatch')} text={t('list.noMatchText')} actions={<ButtonLink href={routes.sourcing}>{t('list.showAll')}</ButtonLink>} />;
  } else {
    content = <EmptyState title={t('list.emptyTitle')} text={t('list.emptyText')} actions={<ButtonLink href={routes.sourcingNew}>{t('list.post')}</ButtonLink>} />;
  }
  return (
    <RoutePage routeKey="sourcing" lead={t('list.lead')}>
      {/* Keyed by the filters: the fields are uncontrolled, and a link to other filters re-renders the same page. */}
      <SourcingFilters key={JSON.stringify(filters)} filters={filters} categories={categories} regions={regions} />
      <div className={styles.bar}>
        <p className={styles.count} role="status">
          {t(filtered ? 'list.countFiltered' : 'list.count', { count: total })}
          {filtered ? (
            <>
              {' · '}
              <AppLink href={routes.sourcing}>{t('list.clear')}</AppLink>
            </>
          ) : null}
        </p>
        <AppLink href={routes.sourcingNew} className={styles.post}>
          {t('list.post')}
        </AppLink>
      </div>
      {content}
    </RoutePage>
  );
}
