import { ArticleListPage } from '@/components/listing/article-list-page';
import { parseListQuery } from '@/lib/schemas/list-query';
import type { SitePage } from '@/pages/_app';
import { definePage } from '@/server/page';

const PayNewsPage: SitePage<{ query: string }> = ({ query }) => <ArticleListPage routeKey="payNews" query={query} />;

export default PayNewsPage;

export const getServerSideProps = definePage<{ query: string }>({
  namespaces: ['listing'],
  load: async ({ query }) => ({ props: { query: parseListQuery(query).q } }),
});
