import { ArticleListPage } from '@/components/listing/article-list-page';
import type { SitePage } from '@/pages/_app';
import { loadArticleList, type ArticleListProps } from '@/server/articles/list-loader';
import { definePage } from '@/server/http/page';

const HotPage: SitePage<ArticleListProps> = ({ query, list }) => <ArticleListPage routeKey="hot" query={query} list={list} />;

export default HotPage;
export const getServerSideProps = definePage<ArticleListProps>({ namespaces: ['listing'], load: loadArticleList('hot') });
