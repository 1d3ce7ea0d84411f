import { useTranslation } from 'react-i18next';
import { MissingItem } from '@/components/listing/missing-item';
import { routes } from '@/lib/routes';
import type { SitePage } from '@/pages/_app';
import { definePage } from '@/server/page';

const PayNewsDetailsPage: SitePage = () => {
  const { t } = useTranslation('common');
  return (
    <MissingItem
      routeKey="payNewsDetails"
      parents={[{ label: t('routes.payNews.title'), href: routes.payNews }]}
      kind="article"
      links={[{ href: routes.payNews, labelKey: 'empty.toPayNews' }]}
    />
  );
};

export default PayNewsDetailsPage;
export const getServerSideProps = definePage({ namespaces: ['listing'] });
