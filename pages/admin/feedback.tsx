import { StaffFeedback } from '@/components/console/staff-feedback';
import type { SitePage } from '@/pages/_app';
import type { StaffFeedbackProps } from '@/lib/feedback/views';
import { loadStaffFeedback } from '@/server/feedback/staff-loader';
import { definePage } from '@/server/http/page';

/** /admin/feedback: the contact form's messages for editors, to read and mark handled, and the spam log. */
const StaffFeedbackPage: SitePage<StaffFeedbackProps> = (props) => <StaffFeedback {...props} />;

StaffFeedbackPage.layout = 'empty';

export default StaffFeedbackPage;
export const getServerSideProps = definePage<StaffFeedbackProps>({
  namespaces: ['console', 'contact'],
  guards: ['editor'],
  load: (ctx) => loadStaffFeedback(ctx),
});
