import { ArticleDetail } from '@/components/articles/article-detail';
import { PayNewsDetail } from '@/components/articles/pay-news-detail';
import { routes } from '@/lib/routes';
import type { SitePage } from '@/pages/_app';
import { loadPayNewsDetail, type PayNewsDetailProps } from '@/server/articles/pay-news-loader';
import { definePage } from '@/server/http/page';

const PayNewsDetailsPage: SitePage<PayNewsDetailProps> = (props) =>
  props.access === 'full' ? (
    <ArticleDetail article={props.article} detailPath={routes.payNewsDetails} back={props.back} />
  ) : (
    <PayNewsDetail article={props.article} back={props.back} />
  );

export default PayNewsDetailsPage;
export const getServerSideProps = definePage<PayNewsDetailProps>({ namespaces: ['listing'], load: loadPayNewsDetail });
