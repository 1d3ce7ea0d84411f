import { JoinUsPage } from '@/components/jobs/join-us-page';
import type { JobListPageProps } from '@/lib/views/job-views';
import { loadJobList } from '@/server/loaders/job-list';
import { definePage } from '@/server/page';

export default JoinUsPage;
export const getServerSideProps = definePage<JobListPageProps>({ namespaces: ['join-us', 'listing'], load: loadJobList });
