import { ApplicationLookup } from '@/components/jobs/application-lookup';
import { RoutePage } from '@/components/common/route-page';
import type { SitePage } from '@/pages/_app';
import { routes } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import { definePage } from '@/server/http/page';

/** /join-us/status: a candidate looks up where their application stands, with its reference and their mobile number. */
const ApplicationStatusPage: SitePage = () => {
  const { t } = useTranslation(['applications', 'common']);
  return (
    <RoutePage routeKey="applicationStatus" parents={[{ label: t('common:routes.joinUs.title'), href: routes.joinUs }]} lead={t('lookup.lead')}>
      <ApplicationLookup />
    </RoutePage>
  );
};

export default ApplicationStatusPage;
export const getServerSideProps = definePage({ namespaces: ['applications'] });
