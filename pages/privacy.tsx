import { useTranslation } from '@/lib/use-translation';
import { RoutePage } from '@/components/common/route-page';
import { PrivacyPolicy } from '@/components/privacy/privacy-policy';
import type { SitePage } from '@/pages/_app';
import { definePage } from '@/server/http/page';

const PrivacyPage: SitePage = () => {
  const { t } = useTranslation('privacy');
  return (
    <RoutePage routeKey="privacy" lead={t('lead')}>
      <PrivacyPolicy />
    </RoutePage>
  );
};

export default PrivacyPage;
export const getServerSideProps = definePage({ namespaces: ['privacy'] });
