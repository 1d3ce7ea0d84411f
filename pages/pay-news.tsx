import { ArticleListPage } from '@/components/listing/article-list-page';
import { routes } from '@/lib/routes';
import type { SitePage } from '@/pages/_app';
import { loadArticleList, type ArticleListProps } from '@/server/articles/list-loader';
import { definePage } from '@/server/http/page';

/** Members-only news: titles and summaries for everyone; the full text is for members (accounts issue). */
const PayNewsPage: SitePage<ArticleListProps> = ({ query, list }) => (
  <ArticleListPage routeKey="payNews" query={query} list={list} detailPath={routes.payNewsDetails} />
);

export default PayNewsPage;
export const getServerSideProps = definePage<ArticleListProps>({ namespaces: ['listing'], load: loadArticleList('pay') });
