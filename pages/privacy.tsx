import { useTranslation } from 'react-i18next';
import { RoutePage } from '@/components/common/route-page';
import type { SitePage } from '@/pages/_app';
import { definePage } from '@/server/page';

const PrivacyPage: SitePage = () => {
  const { t } = useTranslation('privacy');
  return (
    <RoutePage routeKey="privacy">
      <p>{t('updated')}</p>
    </RoutePage>
  );
};

export default PrivacyPage;
export const getServerSideProps = definePage({ namespaces: ['privacy'] });
