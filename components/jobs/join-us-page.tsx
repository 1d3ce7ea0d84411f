import { useTranslation } from '@/lib/use-translation';
import { SectionNav } from '@/components/common/section-nav';
import { RoutePage } from '@/components/common/route-page';
import { routes } from '@/lib/routes';
import type { JobListPageProps } from '@/lib/jobs/views';
import { CultureSection } from './culture-section';
import { EmailSection } from './email-section';
import { PositionsSection } from './positions-section';

/** /join-us: `#culture`, `#positions` and `#email`, titled by the route's entry in common.json. */
export function JoinUsPage({ filters, jobs }: JobListPageProps) {
  const { t } = useTranslation(['join-us', 'common']);
  const sections = [
    { id: 'culture', label: t('common:nav.culture') },
    { id: 'positions', label: t('common:nav.positions') },
    { id: 'email', label: t('common:nav.email') },
  ];
  return (
    <RoutePage routeKey="joinUs" lead={t('lead')}>
      <SectionNav label={t('onThisPage')} path={routes.joinUs} sections={sections} />
      <CultureSection />
      <PositionsSection filters={filters} jobs={jobs} />
      <EmailSection />
    </RoutePage>
  );
}
