import { useTranslation } from '@/lib/use-translation';
import { MissingItem } from '@/components/listing/missing-item';
import { routes } from '@/lib/routes';
import type { SitePage } from '@/pages/_app';
import { definePage } from '@/server/page';

const ActivityRegisterPage: SitePage = () => {
  const { t } = useTranslation('common');
  return (
    <MissingItem
      routeKey="activityRegister"
      parents={[{ label: t('nav.tmz'), href: routes.tmz }]}
      kind="activity"
      links={[{ href: routes.tmz, labelKey: 'empty.toTmz' }]}
    />
  );
};

export default ActivityRegisterPage;
export const getServerSideProps = definePage({ namespaces: ['listing'] });
