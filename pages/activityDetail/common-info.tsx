import { useTranslation } from 'react-i18next';
import { MissingItem } from '@/components/listing/missing-item';
import { routes } from '@/lib/routes';
import type { SitePage } from '@/pages/_app';
import { definePage } from '@/server/page';

const ActivityInfoPage: SitePage = () => {
  const { t } = useTranslation('common');
  return (
    <MissingItem
      routeKey="activityInfo"
      parents={[{ label: t('nav.tmz'), href: routes.tmz }]}
      kind="activity"
      links={[{ href: routes.tmz, labelKey: 'empty.toTmz' }]}
    />
  );
};

export default ActivityInfoPage;
export const getServerSideProps = definePage({ namespaces: ['listing'] });
