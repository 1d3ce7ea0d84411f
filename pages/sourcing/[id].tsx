import { SourcingDetail } from '@/components/sourcing/sourcing-detail';
import type { SitePage } from '@/pages/_app';
import { definePage } from '@/server/http/page';
import { loadSourcingDetail, type SourcingDetailProps } from '@/server/sourcing/loaders';

const SourcingRequestPage: SitePage<SourcingDetailProps> = ({ request, quoting }) => <SourcingDetail request={request} quoting={quoting} />;

export default SourcingRequestPage;
export const getServerSideProps = definePage<SourcingDetailProps>({ namespaces: ['sourcing'], load: loadSourcingDetail });
