import { JobForm } from '@/components/console/catalogue/job-form';
import type { SitePage } from '@/pages/_app';
import type { JobEditProps } from '@/lib/catalogue/views';
import { loadJobEdit } from '@/server/jobs/staff-loader';
import { definePage } from '@/server/http/page';

/** /admin/jobs/edit?id= (no id: a new job). */
const JobEditPage: SitePage<JobEditProps> = (props) => <JobForm {...props} />;

JobEditPage.layout = 'empty';

export default JobEditPage;
export const getServerSideProps = definePage<JobEditProps>({
  namespaces: ['console', 'admin-catalogue'],
  guards: ['editor'],
  load: (ctx) => loadJobEdit(ctx),
});
