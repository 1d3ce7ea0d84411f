import { JoinUsPage } from '@/components/jobs/join-us-page';
import type { JobListPageProps } from '@/lib/jobs/views';
import { loadJobList } from '@/server/jobs/list-loader';
import { definePage } from '@/server/http/page';

export default JoinUsPage;
export const getServerSideProps = definePage<JobListPageProps>({ namespaces: ['join-us', 'listing'], load: loadJobList });
