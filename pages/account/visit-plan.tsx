import { VisitPlanPage } from '@/components/meetings/visit-plan-page';
import type { SitePage } from '@/pages/_app';
import { loadVisitPlanPage, type VisitPlanPageProps } from '@/server/companies/meetings/visit-plan-loader';
import { definePage } from '@/server/http/page';

const VisitPlan: SitePage<VisitPlanPageProps> = ({ showId }) => <VisitPlanPage showId={showId} />;

export default VisitPlan;
export const getServerSideProps = definePage<VisitPlanPageProps>({ namespaces: ['meetings'], load: loadVisitPlanPage, personal: true });
