import { ArticleListPage } from '@/components/listing/article-list-page';
import { parseListQuery } from '@/lib/schemas/list-query';
import type { SitePage } from '@/pages/_app';
import { definePage } from '@/server/page';

const HotPage: SitePage<{ query: string }> = ({ query }) => <ArticleListPage routeKey="hot" query={query} />;

export default HotPage;

export const getServerSideProps = definePage<{ query: string }>({
  namespaces: ['listing'],
  load: async ({ query }) => ({ props: { query: parseListQuery(query).q } }),
});
