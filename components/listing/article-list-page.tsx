import { useTranslation } from '@/lib/use-translation';
import { ButtonLink } from '@/components/common/button-link';
import { EmptyState } from '@/components/common/empty-state';
import { RoutePage } from '@/components/common/route-page';
import { routes } from '@/lib/routes';
import type { ArticleListView } from '@/lib/articles/views';
import { ArticleCard } from './article-card';
import { Pagination } from '@/components/common/pagination';
import { SearchForm } from '@/components/common/search-form';

type ListRoute = 'news' | 'hot' | 'practical' | 'payNews';

/** An article channel's list page: lead, keyword search, the articles with paging, or an empty state. */
export function ArticleListPage({
  routeKey,
  query,
  list,
  detailPath,
}: {
  routeKey: ListRoute;
  query: string;
  list: ArticleListView;
  detailPath?: string;
}) {
  const { t } = useTranslation('listing');
  const path = routes[routeKey];
  let content;
  if (list.items.length > 0) {
    content = (
      <>
        {query ? <p role="status">{t('search.found', { count: list.total, query })}</p> : null}
        <div>
          {list.items.map((article) => (
            <ArticleCard key={article.id} article={article} detailPath={detailPath} from={{ q: query, page: list.page }} />
          ))}
        </div>
        <Pagination path={path} page={list.page} pageCount={list.pageCount} query={{ q: query || undefined }} />
      </>
    );
  } else if (query) {
    content = (
      <EmptyState
        title={t('empty.search', { query })}
        text={t('empty.searchText')}
        actions={<ButtonLink href={path}>{t('empty.allArticles')}</ButtonLink>}
      />
    );
  } else {
    content = <EmptyState title={t('empty.list')} text={t('empty.listText')} />;
  }
  return (
    <RoutePage routeKey={routeKey} lead={t(`lead.${routeKey}`)}>
      {/* Keyed by the query: the field is uncontrolled, and a link to the whole list re-renders the same page. */}
      <SearchForm key={query} action={path} query={query} />
      {content}
    </RoutePage>
  );
}
