import { ArticleListPage } from '@/components/listing/article-list-page';
import { parseListQuery } from '@/lib/schemas/list-query';
import type { SitePage } from '@/pages/_app';
import { definePage } from '@/server/page';

const PracticalPage: SitePage<{ query: string }> = ({ query }) => <ArticleListPage routeKey="practical" query={query} />;

export default PracticalPage;

export const getServerSideProps = definePage<{ query: string }>({
  namespaces: ['listing'],
  load: async ({ query }) => ({ props: { query: parseListQuery(query).q } }),
});
