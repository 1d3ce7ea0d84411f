import { StaffMessages } from '@/components/console/staff-messages';
import type { SitePage } from '@/pages/_app';
import type { StaffMessagesProps } from '@/lib/messages/views';
import { loadStaffMessages } from '@/server/messages/staff-loader';
import { definePage } from '@/server/http/page';

/** /admin/messages: every SMS and e-mail the site sends, for editors and admins, with a retry for failed ones. */
const StaffMessagesPage: SitePage<StaffMessagesProps> = (props) => <StaffMessages {...props} />;

StaffMessagesPage.layout = 'empty';

export default StaffMessagesPage;
export const getServerSideProps = definePage<StaffMessagesProps>({
  // listing: the page links' texts.
  namespaces: ['console', 'listing'],
  guards: ['editor'],
  load: (ctx) => loadStaffMessages(ctx),
});
