import { useTranslation } from 'react-i18next';
import { MissingItem } from '@/components/listing/missing-item';
import { routes } from '@/lib/routes';
import type { SitePage } from '@/pages/_app';
import { definePage } from '@/server/page';

const RecruitDetailPage: SitePage = () => {
  const { t } = useTranslation('common');
  return (
    <MissingItem
      routeKey="recruitDetail"
      parents={[{ label: t('routes.joinUs.title'), href: routes.joinUs }]}
      kind="job"
      links={[{ href: `${routes.joinUs}#positions`, labelKey: 'empty.toPositions' }]}
    />
  );
};

export default RecruitDetailPage;
export const getServerSideProps = definePage({ namespaces: ['listing'] });
