import { ArticleDetail } from '@/components/articles/article-detail';
import type { SitePage } from '@/pages/_app';
import { loadArticleDetail, type ArticleDetailProps } from '@/server/articles/detail-loader';
import { definePage } from '@/server/http/page';

const InformationDetailsPage: SitePage<ArticleDetailProps> = ({ article, back }) => <ArticleDetail article={article} back={back} />;

export default InformationDetailsPage;
export const getServerSideProps = definePage<ArticleDetailProps>({ namespaces: ['listing'], load: loadArticleDetail });
