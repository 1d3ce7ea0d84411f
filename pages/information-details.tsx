import { useTranslation } from 'react-i18next';
import { MissingItem } from '@/components/listing/missing-item';
import { routes } from '@/lib/routes';
import type { SitePage } from '@/pages/_app';
import { definePage } from '@/server/page';

const InformationDetailsPage: SitePage = () => {
  const { t } = useTranslation('common');
  return (
    <MissingItem
      routeKey="informationDetails"
      parents={[{ label: t('nav.news'), href: routes.hot }]}
      kind="article"
      links={[
        { href: routes.hot, labelKey: 'empty.toHot' },
        { href: routes.practical, labelKey: 'empty.toPractical' },
      ]}
    />
  );
};

export default InformationDetailsPage;
export const getServerSideProps = definePage({ namespaces: ['listing'] });
