import { ArticleEditor } from '@/components/console/articles/article-editor';
import type { SitePage } from '@/pages/_app';
import type { AdminArticleEditProps } from '@/lib/articles/staff-views';
import { loadAdminArticleEdit } from '@/server/articles/staff-loader';
import { definePage } from '@/server/http/page';

/** /admin/articles/edit?id=: the /publish editor for any article (no id: a new one), saved as it is, published now or scheduled. */
const ArticleEditPage: SitePage<AdminArticleEditProps> = (props) => <ArticleEditor key={props.article?.id ?? 'new'} {...props} />;

ArticleEditPage.layout = 'empty';

export default ArticleEditPage;
export const getServerSideProps = definePage<AdminArticleEditProps>({
  namespaces: ['console', 'admin-articles', 'publish', 'listing', 'uploads'],
  guards: ['editor'],
  load: (ctx) => loadAdminArticleEdit(ctx),
});
