import { JobDetail } from '@/components/jobs/job-detail';
import type { SitePage } from '@/pages/_app';
import { loadJobDetail, type JobDetailProps } from '@/server/jobs/detail-loader';
import { definePage } from '@/server/http/page';

const RecruitDetailPage: SitePage<JobDetailProps> = ({ job, open }) => <JobDetail job={job} open={open} />;

export default RecruitDetailPage;
export const getServerSideProps = definePage<JobDetailProps>({ namespaces: ['join-us', 'applications'], load: loadJobDetail });
