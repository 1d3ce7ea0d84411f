import { ArticleListPage } from '@/components/listing/article-list-page';
import type { SitePage } from '@/pages/_app';
import { loadArticleList, type ArticleListProps } from '@/server/articles/list-loader';
import { definePage } from '@/server/http/page';

const NewsPage: SitePage<ArticleListProps> = ({ query, list }) => <ArticleListPage routeKey="news" query={query} list={list} />;

export default NewsPage;
export const getServerSideProps = definePage<ArticleListProps>({ namespaces: ['listing'], load: loadArticleList('news') });
