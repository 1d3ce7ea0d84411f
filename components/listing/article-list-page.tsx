import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/common/button-link';
import { EmptyState } from '@/components/common/empty-state';
import { RoutePage } from '@/components/common/route-page';
import { routes } from '@/lib/routes';
import { SearchForm } from './search-form';

type ListRoute = 'hot' | 'practical' | 'payNews';

/**
 * An article channel's list page: lead, keyword search and the list. Articles
 * come from the database (a later issue fills the list); until then the page
 * shows the empty state a visitor would see for a channel with no articles.
 */
export function ArticleListPage({ routeKey, query }: { routeKey: ListRoute; query: string }) {
  const { t } = useTranslation('listing');
  const path = routes[routeKey];
  return (
    <RoutePage routeKey={routeKey} lead={t(`lead.${routeKey}`)}>
      <SearchForm action={path} query={query} />
      {query ? (
        <EmptyState
          title={t('empty.search', { query })}
          text={t('empty.searchText')}
          actions={<ButtonLink href={path}>{t('empty.allArticles')}</ButtonLink>}
        />
      ) : (
        <EmptyState title={t('empty.list')} text={t('empty.listText')} />
      )}
    </RoutePage>
  );
}
