import { PayNewsDetail } from '@/components/articles/pay-news-detail';
import type { SitePage } from '@/pages/_app';
import { loadPayNewsDetail, type PayNewsDetailProps } from '@/server/loaders/pay-news-detail';
import { definePage } from '@/server/page';

const PayNewsDetailsPage: SitePage<PayNewsDetailProps> = ({ article }) => <PayNewsDetail article={article} />;

export default PayNewsDetailsPage;
export const getServerSideProps = definePage<PayNewsDetailProps>({ namespaces: ['listing'], load: loadPayNewsDetail });
