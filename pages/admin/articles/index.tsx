import { AdminArticles } from '@/components/console/articles/admin-articles';
import type { SitePage } from '@/pages/_app';
import type { AdminArticlesProps } from '@/lib/articles/staff-views';
import { loadAdminArticles } from '@/server/articles/staff-loader';
import { definePage } from '@/server/http/page';

/** /admin/articles: every article for editors and admins — filtered, published, scheduled, taken off the site or deleted. */
const AdminArticlesPage: SitePage<AdminArticlesProps> = (props) => <AdminArticles {...props} />;

AdminArticlesPage.layout = 'empty';

export default AdminArticlesPage;
export const getServerSideProps = definePage<AdminArticlesProps>({
  namespaces: ['console', 'admin-articles', 'listing'],
  guards: ['editor'],
  load: (ctx) => loadAdminArticles(ctx),
});
