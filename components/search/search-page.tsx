import { EmptyState } from '@/components/common/empty-state';
import { RoutePage } from '@/components/common/route-page';
import { Pagination } from '@/components/common/pagination';
import { SearchForm } from '@/components/common/search-form';
import { routes } from '@/lib/routes';
import { SEARCH_QUERY_MAX } from '@/lib/search/query';
import { useTranslation } from '@/lib/use-translation';
import type { SearchPageView } from '@/lib/search/views';
import { SearchResult } from './search-result';
import { SearchSuggestions } from './search-suggestions';
import styles from './search-page.module.scss';

/** /search: the box, then the results with paging, or what to try when nothing was found or asked. */
export function SearchPage({ search }: { search: SearchPageView }) {
  const { t } = useTranslation('search');
  const { query, results } = search;
  let content;
  if (!query) {
    content = <SearchSuggestions />;
  } else if (results.length === 0) {
    content = (
      <>
        <EmptyState title={t('empty.title', { query })} text={t('empty.text')} />
        <SearchSuggestions />
      </>
    );
  } else {
    content = (
      <>
        <p role="status" className={styles.found}>
          {t('found', { count: search.total, query })}
        </p>
        <ol className={styles.results}>
          {results.map((result) => (
            <SearchResult key={result.key} result={result} />
          ))}
        </ol>
        <Pagination path={routes.search} page={search.page} pageCount={search.pageCount} query={{ q: query }} />
      </>
    );
  }
  return (
    <RoutePage routeKey="search" noindex="follow">
      {/* Keyed by the query: the field is uncontrolled. */}
      <SearchForm
        key={query}
        action={routes.search}
        query={query}
        label={t('label')}
        placeholder={t('placeholder')}
        maxLength={SEARCH_QUERY_MAX}
        autoFocus={!query}
      />
      {content}
    </RoutePage>
  );
}
