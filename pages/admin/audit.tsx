import { AuditLog } from '@/components/console/audit-log';
import type { SitePage } from '@/pages/_app';
import type { AuditLogProps } from '@/lib/audit/views';
import { loadAuditLog } from '@/server/audit/loader';
import { definePage } from '@/server/http/page';

/** /admin/audit: who changed what in the staff console, for admins. */
const AuditLogPage: SitePage<AuditLogProps> = (props) => <AuditLog {...props} />;

AuditLogPage.layout = 'empty';

export default AuditLogPage;
export const getServerSideProps = definePage<AuditLogProps>({
  // listing: the page links' texts.
  namespaces: ['console', 'account', 'listing', 'admin-catalogue'],
  guards: ['admin'],
  load: (ctx) => loadAuditLog(ctx),
});
