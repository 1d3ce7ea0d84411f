import { ArticleDetail } from '@/components/articles/article-detail';
import type { SitePage } from '@/pages/_app';
import { loadArticleDetail, type ArticleDetailProps } from '@/server/loaders/article-detail';
import { definePage } from '@/server/page';

const InformationDetailsPage: SitePage<ArticleDetailProps> = ({ article, back }) => <ArticleDetail article={article} back={back} />;

export default InformationDetailsPage;
export const getServerSideProps = definePage<ArticleDetailProps>({ namespaces: ['listing'], load: loadArticleDetail });
