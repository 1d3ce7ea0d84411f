import { useTranslation } from 'react-i18next';
import { MissingItem } from '@/components/listing/missing-item';
import { routes } from '@/lib/routes';
import type { SitePage } from '@/pages/_app';
import { definePage } from '@/server/page';

const ActivityDetailPage: SitePage = () => {
  const { t } = useTranslation('common');
  return (
    <MissingItem
      routeKey="activity"
      parents={[{ label: t('nav.tmz'), href: routes.tmz }]}
      kind="activity"
      links={[{ href: routes.tmz, labelKey: 'empty.toTmz' }]}
    />
  );
};

export default ActivityDetailPage;
export const getServerSideProps = definePage({ namespaces: ['listing'] });
